import { lazy, Suspense } from 'react';
import { useAppState } from './app-state';

// Loaded only when there is a late result, so pages without a form do not carry the form
// code; the visitor has just been on a form page, so the browser already has it.
const ResultDialog = lazy(() =>
  import('../features/lead-forms/result-dialog').then((module) => ({ default: module.ResultDialog })),
);

/** The result of a form whose page the visitor left while it was being sent (app-state.tsx). */
export function LateResultDialog() {
  const { lateResult, showLateResult } = useAppState();
  if (!lateResult) return null;
  return (
    <Suspense fallback={null}>
      <ResultDialog result={lateResult} onClose={() => showLateResult(null)} />
    </Suspense>
  );
}
