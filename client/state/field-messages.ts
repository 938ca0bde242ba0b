import { lateModule } from '../lib/late-module';

// The sentences of shared/ (field messages, the CV and rate-limit notices) in the page's
// language. Their translations are out of a form page's first load (in Kannada, Tamil, Telugu
// and Hindi they are a good part of it): fetched with the result dialog's code once the page
// is idle (deferred-result-dialog.tsx), or when a message is to be shown first; a page that
// comes back with messages (a form sent without JavaScript) waits for them to hydrate
// (use-lead-submission.ts), and the server always has them.

/** The translations' code, fetched once (and again, should the connection drop meanwhile). */
export const fieldMessages = lateModule(() => import('../content/shared-text-translations'));

if (import.meta.env.SSR) void fieldMessages.arrival();

/** Whether a message can be shown in the page's language right now. */
export const fieldMessagesReady = (): boolean => fieldMessages.current !== null;

/** A sentence from shared/ as the page says it (as it is, until the translations are in). */
export const inPageLanguage = (message: string): string =>
  fieldMessages.current ? fieldMessages.current.inPageLanguage(message) : message;
