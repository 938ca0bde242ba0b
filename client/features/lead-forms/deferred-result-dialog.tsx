import { Suspense, use, useEffect, useState } from 'react';
import type * as resultDialog from './result-dialog';
import { fieldMessages } from '../../state/field-messages';
import { lateModule } from '../../lib/late-module';

// A form's result dialog, out of its page's first load: most visitors never send a form, and the
// dialog with its texts is a large part of what a form page loads. Its code is fetched once the
// hydrated page is idle, or when a result comes first; so it is on the phone before a visitor
// reaches the form, and a connection that drops in between (a lift, a tunnel) cannot leave a
// lead waiting without the words that tell the visitor so. The server always has it.

/** The dialog's code, fetched once (and again, should the connection drop meanwhile). */
export const resultDialogCode = lateModule(() => import('./result-dialog'));

if (import.meta.env.SSR) void resultDialogCode.arrival();

function LoadedResultDialog(props: resultDialog.ResultDialogProps) {
  const { ResultDialog } = resultDialogCode.current ?? use(resultDialogCode.arrival());
  return <ResultDialog {...props} />;
}

/** The site's result dialog for a form, its code loaded when it may be needed. */
export function DeferredResultDialog(props: resultDialog.ResultDialogProps) {
  // A Suspense boundary only where the code may come after the page: in the browser, for a
  // result that comes later. The server never has one: a suspended boundary is streamed after
  // the page with a script to show it, and a visitor without JavaScript would never see it. A
  // result there at the first render is the server's (a form sent without JavaScript), in its
  // HTML without a boundary: hydration then waits for the code rather than build another tree.
  const [mayWait] = useState(
    () => !import.meta.env.SSR && resultDialogCode.current === null && props.result === null,
  );
  useEffect(() => {
    if (resultDialogCode.current) return;
    // Once fetched, kept: a form that leaves the page before the idle moment need not cancel it.
    (window.requestIdleCallback ?? setTimeout)(() => {
      void resultDialogCode.arrival();
      void fieldMessages.arrival();
    });
  }, []);
  if (!props.result) return null;
  if (!mayWait) return <LoadedResultDialog {...props} />;
  return (
    <Suspense fallback={null}>
      <LoadedResultDialog {...props} />
    </Suspense>
  );
}
