import { DeferredResultDialog } from '../features/lead-forms/deferred-result-dialog';
import { useAppState } from './app-state';

/**
 * The result of a form whose page the visitor left while it was being sent (app-state.tsx).
 * Its code comes with the first result: the visitor has just been on a form page, so the
 * browser already has it.
 */
export function LateResultDialog() {
  const { lateResult, showLateResult } = useAppState();
  return <DeferredResultDialog result={lateResult} onClose={() => showLateResult(null)} />;
}
