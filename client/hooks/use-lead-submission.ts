import {
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { API_PATHS } from '../../shared/api-paths';
import type { LeadKind } from '../../shared/lead-forms';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency';
import { outcomeForStatus, type SubmitOutcome } from '../../shared/submit-outcome';
import { fieldIssuesFrom, type FieldIssues } from '../../shared/field-issues';
import type { FormEcho } from '../../shared/render-contract';
import { useAppState, type LateResult } from '../state/app-state';
import { leadEntryOf } from '../lib/lead-entry';
import { keyFor, noteSent } from '../lib/lead-keys';
import { fieldMessages, fieldMessagesReady, inPageLanguage } from '../state/field-messages';
import { callSiteApi, SiteApiTimeout } from '../lib/site-api';
import { FIRST_PAUSE_MS, nextChance } from '../lib/late-module';

/** Messages per field, one shown under each control. */
export type FieldErrors = Partial<Record<string, string>>;

export interface SubmitResult {
  outcome: SubmitOutcome;
  /** A fixed server message worth showing in the dialog (e.g. why a CV was refused). */
  detail?: string | undefined;
  /** Set when this result came from the server render of a form sent without JavaScript. */
  fromServer?: boolean;
}

export interface LeadSubmissionOptions {
  /** Which form of its kind this is, when the kind has two (the pop-up beside the page's own). */
  form?: string;
  /** The pop-up keeps its busy flag for this long after the outcome (docs/product-rules.md, "Dialogs and what a visitor is told"). */
  releaseDelayMs?: number;
  /** Take the outcome, values and messages the server rendered for this form (no-JS path). */
  useServerEcho?: boolean;
  /** How long a sending may take, when not SUBMIT_TIMEOUT_MS (an upload: its file's size decides). */
  timeoutFor?: (payload: FormData) => number;
  /**
   * Fixed messages for answers by status, shown in the dialog and under `field`: why the
   * server refused a CV. Passed by the one form that needs them, so no other page loads them.
   */
  statusMessages?: { field: string; byStatus: Readonly<Partial<Record<number, string>>> };
}

/** Told each outcome of one entry: its sending's, then any automatic resend's (see 'offline'). */
export type OutcomeListener = (outcome: SubmitOutcome) => void;

export interface LeadSubmission {
  submitting: boolean;
  result: SubmitResult | null;
  fieldErrors: FieldErrors;
  setFieldErrors: Dispatch<SetStateAction<FieldErrors>>;
  clearFieldError: (name: string) => void;
  /**
   * JSON kinds take a plain object; the career form a FormData (multipart). Resolves with the
   * outcome of this sending (null when it was the same press twice, or a press held during a
   * quiet resend that a later press replaced); `onOutcome` hears it too,
   * and also the outcome of the resend an 'offline' outcome leads to, which comes later.
   */
  submit: (
    payload: Record<string, unknown> | FormData,
    onOutcome?: OutcomeListener,
  ) => Promise<SubmitOutcome | null>;
  dismissResult: () => void;
  /** What the server echoed for this form, for the initial field values. */
  echo: FormEcho | null;
}

/** One entry on its way: what a resend needs to be the very same lead. */
interface Sending {
  payload: Record<string, unknown> | FormData;
  entry: string;
  key: string;
  onOutcome: OutcomeListener | undefined;
  /** How many sendings of this entry in a row found no connection. */
  offlineInARow?: number;
}

/** Submit pressed while a quiet resend was on its way: acted on once that resend has ended. */
interface HeldPress {
  payload: Record<string, unknown> | FormData;
  onOutcome: OutcomeListener | undefined;
}

/** What the sending on its way ended with, once its form is free for the next. */
interface Ended {
  entry: string;
  outcome: SubmitOutcome;
}

/**
 * Each form's entry an 'offline' outcome left to be resent: at most one per form. Kept beyond
 * the form's component, so the form shown again when the visitor comes back to its page
 * replaces that entry with its next sending, as it would its own.
 */
const waitingByForm: Record<string, { current: Sending | null }> = {};

/**
 * How long a submission may take, a quick second try included, before the visitor is told.
 * A phone moving between cells can leave a connection that neither answers nor fails for
 * minutes, and the button would say "Submitting..." all that time. The server answers once the
 * lead is stored, within its LEAD_ANSWER_WAIT_MS (at most a minute, a few seconds by default)
 * of the first delivery attempt, so a lead sent by a live connection answers well within 30 s.
 */
export const SUBMIT_TIMEOUT_MS = 30_000;

/**
 * The one way every lead form submits: same-origin POST with an Idempotency-Key per entry (the
 * same entry sent again goes under the same key: lib/lead-keys.ts), a
 * submitting flag that is always cleared, the outcome decided by `outcomeForStatus` (the same
 * function the no-JavaScript path uses), and a 400's field issues mapped under the fields.
 * It never touches the form's values, so nothing typed is lost on failure.
 *
 * When the visitor's own connection is down the outcome is 'offline', and the entry waits:
 * at the next chance (the browser's `online` event; while it says it is online, which it may
 * with a dead Wi-Fi and then never fire that event, a pause that grows) it is sent once more,
 * as it was and under the same key, so a phone that lost its signal for a moment still
 * delivers the lead without the visitor having to notice and press Submit again; also after
 * the visitor moved to another page of the site. Only closing the page loses it: the dialog
 * says the page has to stay open.
 */
export function useLeadSubmission(kind: LeadKind, options: LeadSubmissionOptions = {}): LeadSubmission {
  const { form = kind, releaseDelayMs = 0, useServerEcho = true, timeoutFor, statusMessages } = options;
  const { formEcho, showLateResult, pageOpen } = useAppState();
  const echo = useServerEcho && formEcho?.kind === kind ? formEcho : null;

  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<SubmitResult | null>(() =>
    echo ? { outcome: echo.outcome, detail: echo.detail, fromServer: true } : null,
  );
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(() =>
    echo ? firstMessages(echo.fieldErrors) : {},
  );
  const busy = useRef(false);
  const [waiting] = useState(() => (waitingByForm[form] ??= { current: null }));
  const mounted = useRef(true);
  /**
   * Ends the pop-up's release delay at once: when a new sending starts, or the form goes. A
   * press held for the sending that delay follows must then go on, not wait for ever.
   */
  const releaseNow = useRef(() => {});
  /** The latest press that came while busy; an earlier one is replaced, as a new sending replaces a waiting entry. */
  const held = useRef<HeldPress | null>(null);
  /** While a quiet resend is on its way: settles when it has ended and freed the form. */
  const freed = useRef<Promise<Ended> | null>(null);

  /** What a resend told this form that the visitor has not closed yet. */
  const unseen = useRef<LateResult | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      releaseNow.current();
      // A resend's news can come as the visitor's click to another page completes (both wait
      // for the same return of the connection): it goes with them to that page.
      if (unseen.current) showLateResult(unseen.current);
    };
  }, [showLateResult]);

  const send = useCallback(
    async (sending: Sending): Promise<SubmitOutcome> => {
      const { payload, entry, key } = sending;
      // A resend may start inside the pop-up's release delay: end the delay now, so its timer
      // cannot free the button halfway through this sending, and a press held for the earlier
      // sending goes on.
      releaseNow.current();
      busy.current = true;
      // A resend of a waiting entry is quiet until it has news: the visitor was told once, and
      // a dialog at every try would take the focus from whatever they are doing meanwhile.
      const resend = (sending.offlineInARow ?? 0) > 0;
      let free: (ended: Ended) => void = () => {};
      freed.current = resend ? new Promise((resolve) => (free = resolve)) : null;
      if (!resend) {
        unseen.current = null;
        setSubmitting(true);
        setFieldErrors({});
        setResult(null);
      }
      let outcome: SubmitOutcome;
      let detail: string | undefined;
      let errors: FieldErrors = {};
      const multipart = payload instanceof FormData;
      noteSent(entry, key);
      // Read before sending: a browser that already knows it is offline is believed even if
      // the request then hangs until our deadline instead of failing at once.
      const knownOffline = navigator.onLine === false;
      try {
        const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: key };
        if (!multipart) headers['content-type'] = 'application/json';
        const deadline = Date.now() + ((multipart && timeoutFor?.(payload)) || SUBMIT_TIMEOUT_MS);
        const request = () =>
          callSiteApi(API_PATHS[kind], {
            method: 'POST',
            headers,
            body: multipart ? payload : JSON.stringify(payload),
            timeoutMs: deadline - Date.now(),
          });
        // Dropped on the way while the phone says it is online (a weak signal, a reset
        // connection): most such drops last a moment, so it goes once more after the first
        // pause, still busy, before the visitor is told anything. Same key: the site records
        // it once if the first got through. Within the sending's own deadline: the visitor
        // hears by then, a drop too near it for the pause is told at once, and a second try
        // that runs out of it is the same drop, not a site that failed to answer.
        const { status, body } = await request().catch(async (error: unknown) => {
          if (resend || knownOffline || error instanceof SiteApiTimeout || !navigator.onLine) throw error;
          if (deadline - Date.now() < FIRST_PAUSE_MS) throw error;
          await nextChance(1);
          return request().catch((again: unknown) => {
            throw again instanceof SiteApiTimeout ? error : again;
          });
        });
        outcome = outcomeForStatus(status);
        if (status === 400) errors = firstMessages(fieldIssuesFrom(body));
        const statusMessage = statusMessages?.byStatus[status];
        if (statusMessage) {
          detail = statusMessage;
          errors = { ...errors, [statusMessages.field]: statusMessage };
        }
      } catch (error) {
        // Our own deadline on a connection the browser thinks is up stays 'network': the
        // request may be stuck anywhere, and no event will say when to retry.
        outcome = error instanceof SiteApiTimeout && !knownOffline ? 'network' : 'offline';
      }
      if (outcome === 'offline') {
        // Unless pressed again meanwhile (a new sending), it goes again. Also once its form has
        // gone (the visitor moved to another page of the site): the outcome is then told on
        // whatever page they are on (app-state.tsx). Only closing the page loses it.
        const offlineInARow = (sending.offlineInARow ?? 0) + 1;
        waiting.current = sending;
        void nextChance(offlineInARow).then(() => {
          if (waiting.current !== sending) return;
          waiting.current = null;
          if (!pageOpen.current) return;
          // A press held for this entry's last try (the pop-up's release delay can outlast the
          // connection's return) replaces it: the visitor changed what they want sent.
          if (held.current) releaseNow.current();
          else void send({ ...sending, offlineInARow });
        });
      }
      if (mounted.current) {
        setFieldErrors(errors);
        if (!(resend && outcome === 'offline')) setResult({ outcome, detail });
        if (resend && outcome !== 'offline') unseen.current = { outcome, detail };
        const release = () => {
          releaseNow.current = () => {};
          clearTimeout(timer);
          busy.current = false;
          if (mounted.current) setSubmitting(false);
          free({ entry, outcome });
        };
        const timer = releaseDelayMs > 0 ? setTimeout(release, releaseDelayMs) : undefined;
        releaseNow.current = release;
        if (!timer) release();
      } else {
        busy.current = false;
        free({ entry, outcome });
        if (outcome !== 'offline') showLateResult({ outcome, detail });
      }
      sending.onOutcome?.(outcome);
      return outcome;
    },
    [kind, releaseDelayMs, timeoutFor, statusMessages, showLateResult, pageOpen, waiting],
  );

  const submit = useCallback(
    async function submitEntry(
      payload: Record<string, unknown> | FormData,
      onOutcome?: OutcomeListener,
    ): Promise<SubmitOutcome | null> {
      const entry = leadEntryOf(kind, payload);
      // Pressed while a quiet resend is on its way (a slow CV upload can take a minute): the
      // button says so now, and the press is acted on when the resend ends. The visitor may
      // have changed a field meanwhile: what they pressed for is what must arrive. Any other
      // press while busy is the same press twice, before the button could say "Submitting...".
      if (busy.current) {
        if (!freed.current) return null;
        setSubmitting(true);
        const press: HeldPress = { payload, onOutcome };
        held.current = press;
        const ended = await freed.current;
        if (held.current !== press) return null;
        held.current = null;
        // The resend was this very entry, answered: that answer is the press's too. Not a
        // connection that failed again: the visitor pressed to try once more.
        if (ended.entry === entry && ended.outcome !== 'offline' && ended.outcome !== 'network') {
          onOutcome?.(ended.outcome);
          return ended.outcome;
        }
        return submitEntry(payload, onOutcome);
      }
      // Whatever waited for the connection is replaced by this sending, so one entry is never
      // on its way twice from one form. The same entry keeps its key however long it waited:
      // nothing is sent while the browser says it is offline, so its window may have run out.
      const key = waiting.current?.entry === entry ? waiting.current.key : keyFor(entry);
      waiting.current = null;
      return send({ payload, entry, key, onOutcome });
    },
    [kind, send, waiting],
  );

  const clearFieldError = useCallback((name: string) => {
    setFieldErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const dismissResult = useCallback(() => {
    unseen.current = null;
    setResult(null);
  }, []);

  // The rules in shared/ and the server speak English (the wire's language); the visitor reads
  // their messages in the page's language, whichever path (browser, API, no-JavaScript) gave them.
  // Messages to show before their translations are in (rare: the page fetches them once it is idle)
  // are shown once they are.
  const [messagesReady, setMessagesReady] = useState(fieldMessagesReady);
  const hasMessages = Object.values(fieldErrors).some(Boolean) || Boolean(result?.detail);
  // Messages at the first render are the server's (a form sent without JavaScript), already in
  // the page's language in its HTML: hydration waits for the translations to say the same.
  const [hydratesMessages] = useState(() => !import.meta.env.SSR && hasMessages && !fieldMessagesReady());
  if (hydratesMessages && !fieldMessagesReady()) use(fieldMessages.arrival());
  useEffect(() => {
    if (!hasMessages || messagesReady) return;
    let live = true;
    void fieldMessages.arrival().then(() => live && setMessagesReady(true));
    return () => {
      live = false;
    };
  }, [hasMessages, messagesReady]);
  const shownErrors = useMemo(
    () => errorsInPageLanguage(fieldErrors),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once ready, the same messages read otherwise
    [fieldErrors, messagesReady],
  );
  const shownResult = useMemo(
    () => (result?.detail ? { ...result, detail: inPageLanguage(result.detail) } : result),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [result, messagesReady],
  );
  return {
    submitting,
    result: shownResult,
    fieldErrors: shownErrors,
    setFieldErrors,
    clearFieldError,
    submit,
    dismissResult,
    echo,
  };
}

function firstMessages(issues: FieldIssues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(issues)) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}

function errorsInPageLanguage(errors: FieldErrors): FieldErrors {
  const shown: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) shown[name] = message && inPageLanguage(message);
  return shown;
}
