import type { Logger } from 'pino';
import { LEAD_KINDS, type LeadKind } from '../../../shared/lead-forms';
import { checkLead } from '../../leads/lead-check';
import { idempotencyKeyFor } from '../../leads/lead-key';
import { deliverLead, type DeliveryVerdict } from '../../leads/lead-delivery';
import type { SiteAnswer } from '../../upstream/site-answer';
import type { UpstreamClient } from '../../upstream/upstream-client';
import { isOwnerGone, newClaimOwner } from './claim-owner';
import { OutboxUnavailableError, type ClaimedLead, type OutboxStore } from './outbox-store';
import { retryDelayMs } from '../retry-schedule';
import type { LeadEvents } from '../../metrics/lead-events';
import { KEY_REUSED_ANSWER, OUTBOX_UNAVAILABLE_BODY, QUEUED_BODY, type LeadOutbox } from '../lead-outbox';

/** How often the relay looks for due leads (a first retry is due 2.5 to 5 s after a failure). */
const POLL_MS = 1_000;
const HOUSEKEEPING_MS = 60 * 60_000;
/** A hold outlives the longest attempt by this much, so a live attempt is never taken over. */
const HOLD_MARGIN_MS = 60_000;

export interface EmbeddedLeadOutboxOptions {
  store: OutboxStore;
  upstream: UpstreamClient;
  logger: Logger;
  /** LEAD_ANSWER_WAIT_MS: how long a visitor waits for the first attempt before "queued". */
  answerWaitMs: number;
  /** LEAD_MAX_AGE_HOURS in ms: a lead not delivered by then becomes a dead letter. */
  maxAgeMs: number;
  /** LEAD_RETENTION_DAYS in ms: dead letters are removed after this long. */
  retentionMs: number;
  now?: () => number;
  random?: () => number;
  /** Told what happens to leads (the metrics). */
  events?: LeadEvents;
}

interface FirstAttempt {
  result: Promise<DeliveryVerdict>;
  told: {
    /** A visitor waiting for it has been told "queued": a refusal is kept as a dead letter. */
    queued: boolean;
    /** A refusal naming fields is being handed back (its stored copy dropped): visitors wait for it. */
    handedBack: boolean;
  };
}

/**
 * Store-and-forward for leads (docs/decisions/001-lead-outbox.md): a lead that passed the site's
 * own checks is on disk before anyone is answered or the backend is called, and stays there
 * until the backend has it or refuses it for good.
 */
export function createEmbeddedLeadOutbox(options: EmbeddedLeadOutboxOptions): LeadOutbox {
  const { store, upstream, logger, answerWaitMs, maxAgeMs, retentionMs, events } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const owner = newClaimOwner();
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopping = false;
  let passRunning: Promise<void> | null = null;
  let passQueued: Promise<void> | null = null;
  let lastHousekeeping = 0;
  let lastPassError = -Infinity;

  /**
   * The first attempts under way in this process, by kind and key. Once a visitor waiting for
   * one has been told "queued", a refusal they could correct is kept as a dead letter: nobody
   * is left to correct it.
   */
  const firstAttempts = new Map<string, FirstAttempt>();
  const hold = () => ({ owner, until: now() + upstream.timeoutMs + HOLD_MARGIN_MS });
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  };

  /**
   * One attempt and its bookkeeping. `visitorWaiting` says whether a visitor still waits for
   * this answer: only then can a refusal naming fields be handed back for correction and the
   * stored copy dropped; once told "queued", the lead is kept as a dead letter instead.
   */
  async function attempt(claimed: ClaimedLead, visitorWaiting: () => boolean): Promise<DeliveryVerdict> {
    let result: DeliveryVerdict;
    try {
      result = await deliverLead(upstream, claimed.lead, claimed.idempotencyKey);
    } catch (error) {
      result = {
        verdict: 'retry',
        reason: `delivery failed (${error instanceof Error ? error.name : 'unknown'})`,
      };
    }
    const { kind } = claimed.lead;
    events?.attempted(kind, result.verdict);
    const attempts = claimed.attempts + 1;
    const at = now();
    const log = { leadId: claimed.id, kind, attempt: attempts };
    // Counted once recorded: a lead whose removal or burial fails is tried again and counted
    // then, and a scrape never sees it counted and still pending.
    const bury = async (reason: string) => {
      await store.bury(claimed, { attempts, reason, at });
      events?.became(kind, 'dead');
    };
    try {
      switch (result.verdict) {
        case 'delivered':
          await store.forget(claimed);
          events?.became(kind, 'delivered');
          logger.info({ ...log, outcome: 'delivered' }, 'lead delivered');
          break;
        case 'invalid':
          if (visitorWaiting()) {
            await store.forget(claimed);
            events?.became(kind, 'rejected');
            logger.info(
              { ...log, outcome: 'rejected', reason: result.reason },
              'lead refused by the backend by field or for its key; its sender is told',
            );
            break;
          }
          await bury(result.reason);
          logger.warn(
            { ...log, outcome: 'dead', reason: result.reason },
            'lead refused by the backend after the visitor was answered: dead letter',
          );
          break;
        case 'refused':
          await bury(result.reason);
          logger.warn(
            { ...log, outcome: 'dead', reason: result.reason },
            'lead refused by the backend: dead letter',
          );
          break;
        case 'retry':
          if (at - claimed.receivedAt >= maxAgeMs) {
            const reason = `not delivered within ${Math.round(maxAgeMs / 3_600_000)} hours; last: ${result.reason}`;
            await bury(reason);
            logger.error({ ...log, outcome: 'dead', reason }, 'lead too old to keep trying: dead letter');
            break;
          }
          await store.retryLater(claimed, {
            attempts,
            reason: result.reason,
            nextAttemptAt: at + retryDelayMs(attempts, random, result.retryAfterMs),
          });
          logger.warn(
            { ...log, outcome: 'queued', reason: result.reason },
            'lead not delivered yet; will retry',
          );
          break;
      }
    } catch (error) {
      // The hold runs out and the lead is tried again; the backend knows its key.
      logger.error({ ...log, err: String(error) }, 'could not record an attempt in the outbox');
    }
    return result;
  }

  async function deliverKind(kind: LeadKind): Promise<void> {
    while (!stopping) {
      const claimed = await store.claimNext(kind, now(), hold());
      if (!claimed) return;
      const result = await track(attempt(claimed, () => false));
      // The backend is failing: the rest of this kind waits for the next pass, in order.
      if (result.verdict === 'retry') return;
    }
  }

  async function housekeeping(): Promise<void> {
    if (now() - lastHousekeeping < HOUSEKEEPING_MS) return;
    lastHousekeeping = now();
    const purged = await store.purgeDead(now() - retentionMs);
    if (purged > 0) logger.info({ purged }, 'dead letters past their retention removed');
  }

  function schedule(): void {
    if (!running || stopping) return;
    timer = setTimeout(() => {
      void outbox.deliverDue().finally(schedule);
    }, POLL_MS);
    timer.unref();
  }

  const queued = (kind: LeadKind): SiteAnswer => {
    events?.became(kind, 'queued');
    return { status: 202, body: QUEUED_BODY };
  };

  /** A visitor's answer: the first attempt's, when it ends within the wait; else "queued". */
  async function answerOf(first: FirstAttempt, kind: LeadKind): Promise<SiteAnswer> {
    let waitTimer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => {
      waitTimer = setTimeout(() => {
        // The refusal's stored copy is being dropped (a disk sync): "queued" now would thank the
        // visitor for a lead that is gone. Its answer follows in a moment.
        if (first.told.handedBack) return;
        // Set as the visitor is told, not after: the attempt may decide in between.
        first.told.queued = true;
        resolve(null);
      }, answerWaitMs);
    });
    const result = await Promise.race([first.result, waited]);
    clearTimeout(waitTimer);
    // A refusal naming fields after another visitor of the same entry was told "queued" is a
    // dead letter: this one is told "queued" as well, not asked to correct a lead that is kept.
    if (result === null || result.verdict === 'retry' || (result.verdict === 'invalid' && first.told.queued))
      return queued(kind);
    // Delivered, handed back or buried: attempt() has counted it.
    return result.answer;
  }

  async function runPass(): Promise<void> {
    try {
      await Promise.all(LEAD_KINDS.map(deliverKind));
      await housekeeping();
    } catch (error) {
      // Once a minute at most: a store that stays unavailable is already being reported.
      if (now() - lastPassError >= 60_000) {
        lastPassError = now();
        logger.error({ err: String(error) }, 'outbox pass failed; trying again every second');
      }
    }
  }

  const outbox: LeadOutbox = {
    async accept(submission, idempotencyKey) {
      const checked = checkLead(submission);
      if ('answer' in checked) {
        events?.became(submission.kind, 'rejected');
        return checked.answer;
      }
      const key = idempotencyKeyFor(idempotencyKey, checked.accepted);
      const receivedAt = now();
      let added: Awaited<ReturnType<OutboxStore['add']>>;
      try {
        added = await store.add({ idempotencyKey: key, lead: checked.accepted, receivedAt }, hold());
      } catch (error) {
        if (!(error instanceof OutboxUnavailableError)) throw error;
        logger.error(
          { kind: submission.kind, reason: error.message },
          'lead refused: the outbox cannot store it',
        );
        events?.became(submission.kind, 'refused');
        return { status: 503, body: OUTBOX_UNAVAILABLE_BODY };
      }
      const attemptKey = `${submission.kind} ${key}`;
      if (added === 'duplicate') {
        // The same entry sent again while it waits (the page loaded again after Submit, and
        // the browser sent it under its key): this visitor waits for its first attempt, when
        // that is under way here, as its first visitor does. Told "queued" at once, a refusal
        // naming fields was then handed back to the first request alone, which nobody read,
        // and the lead was dropped.
        const first = firstAttempts.get(attemptKey);
        return first ? answerOf(first, submission.kind) : queued(submission.kind);
      }
      if (added === 'different') {
        events?.became(submission.kind, 'rejected');
        return KEY_REUSED_ANSWER;
      }

      const claimed: ClaimedLead = {
        id: added.id,
        idempotencyKey: key,
        lead: checked.accepted,
        receivedAt,
        attempts: 0,
      };
      const told = { queued: false, handedBack: false };
      const handBack = () => !told.queued && (told.handedBack = true);
      const first: FirstAttempt = { result: track(attempt(claimed, handBack)), told };
      firstAttempts.set(attemptKey, first);
      void first.result
        .finally(() => {
          if (firstAttempts.get(attemptKey) === first) firstAttempts.delete(attemptKey);
        })
        .catch(() => undefined);
      return answerOf(first, submission.kind);
    },

    async start() {
      if (running) return;
      running = true;
      try {
        const released = await store.releaseClaims((other) => isOwnerGone(other, owner));
        if (released > 0) logger.warn({ released }, 'took back leads a stopped process was delivering');
      } catch (error) {
        // Their holds run out on their own; the site serves meanwhile.
        logger.error({ err: String(error) }, 'could not take back leads of stopped processes');
      }
      void outbox.deliverDue().finally(schedule);
    },

    deliverDue() {
      // One pass at a time, so a slow pass is not overlapped by the next poll. A caller that
      // comes while one runs gets the pass after it: one that started after the call, and so
      // sees every lead made due before it (an operator's retry, a test's clock).
      if (!passRunning) {
        passRunning = runPass().finally(() => {
          passRunning = null;
        });
        return passRunning;
      }
      passQueued ??= passRunning.then(() => {
        passQueued = null;
        return outbox.deliverDue();
      });
      return passQueued;
    },

    async stop() {
      stopping = true;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
      await passQueued;
      await passRunning;
    },

    probeWrite: (bytes) => store.probeWrite(bytes),

    async health() {
      const counts = await store.counts();
      const oldestAgeSeconds =
        counts.oldestPendingAt === null
          ? 0
          : Math.max(0, Math.round((now() - counts.oldestPendingAt) / 1000));
      return { pending: counts.pending, oldestAgeSeconds, dead: counts.dead };
    },
  };
  return outbox;
}
