import { Suspense, use } from 'react';
import { lateModule } from '../lib/late-module';
import { useAppState } from '../state/app-state';

// Loaded only when there is a late result, so pages without a form do not carry the form
// code; the visitor has just been on a form page, so the browser most likely has it already.
const resultDialogCode = lateModule(() => import('../features/lead-forms/result-dialog'));

function LoadedResultDialog() {
  const { lateResult, showLateResult } = useAppState();
  const { ResultDialog } = resultDialogCode.current ?? use(resultDialogCode.arrival());
  return <ResultDialog result={lateResult} onClose={() => showLateResult(null)} />;
}

/** The result of a form whose page the visitor left while it was being sent (client/state/app-state.tsx). */
export function LateResultDialog() {
  const { lateResult } = useAppState();
  if (!lateResult) return null;
  return (
    <Suspense fallback={null}>
      <LoadedResultDialog />
    </Suspense>
  );
}
