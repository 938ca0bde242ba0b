// The sentences of shared/ (field messages, the CV and rate-limit notices) in the page's
// language. Their translations are out of a form page's first load (in Kannada, Tamil, Telugu
// and Hindi they are a good part of it): fetched when a visitor moves into a lead form, or when
// a message is to be shown first; a page that comes back with messages (a form sent without
// JavaScript) has them before it hydrates (entry-client.tsx), and the server always has them.

type Translate = (message: string) => string;

let translate: Translate | null = null;
let loading: Promise<unknown> | null = null;

/** Fetches the translations once; every later call gets the same promise. */
export function loadFieldMessages(): Promise<unknown> {
  loading ??= import('../content/shared-text-translations').then((module) => {
    translate = module.inPageLanguage;
  });
  return loading;
}

if (import.meta.env.SSR) void loadFieldMessages();

/** Whether a message can be shown in the page's language right now. */
export const fieldMessagesReady = (): boolean => translate !== null;

/** A sentence from shared/ as the page says it (as it is, until the translations are in). */
export const inPageLanguage = (message: string): string => (translate ? translate(message) : message);
