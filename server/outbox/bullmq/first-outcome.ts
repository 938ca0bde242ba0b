import type { EventEmitter } from 'node:events';
import type { QueueEvents } from 'bullmq';
import type { SiteAnswer } from '../../upstream/site-answer';
import { refusalFrom } from './refusal';

export const TAKEN_BACK = Symbol('the job was removed');

/** How a job's first attempt ended, as far as a waiting visitor is concerned. */
export interface FirstEnd {
  answer: SiteAnswer;
  /** A field refusal: the visitor who gets it corrects the form, and its dead letter goes. */
  correctable: boolean;
}

export interface FirstOutcome {
  /** The first attempt's end; null when it ends with nothing to hand over (a retry, a refusal without answer). */
  heard: Promise<FirstEnd | null>;
  /** How many times the job was removed so far (a dead letter taken back by another wait). */
  removals(): number;
  /** Resolves once the job has been removed more than `seen` times. */
  removedAfter(seen: number): Promise<typeof TAKEN_BACK>;
  stop(): void;
}

/**
 * Hears how the job's first attempt ends: taken (completed), refused for good (failed), or put
 * on the retry schedule (delayed). It listens before the job exists. BullMQ's waitUntilFinished
 * listens after and then asks Redis once; a job the backend took at once may already be
 * completed and removed, which it reports as failed, and the visitor was told "queued".
 */
export function listenForFirstOutcome(queueEvents: QueueEvents, jobId: string): FirstOutcome {
  // The per-job event names are built at run time, outside BullMQ's typed list.
  const emitter: EventEmitter = queueEvents;
  let settle: (end: FirstEnd | null) => void = () => undefined;
  const heard = new Promise<FirstEnd | null>((resolve) => {
    settle = resolve;
  });
  let removals = 0;
  const waitingForRemoval = new Set<() => void>();
  const listeners: Record<string, (args: { returnvalue?: unknown; failedReason?: string }) => void> = {
    [`completed:${jobId}`]: ({ returnvalue }) =>
      settle({ answer: returnvalue as SiteAnswer, correctable: false }),
    [`failed:${jobId}`]: ({ failedReason }) => {
      const refusal = refusalFrom(failedReason);
      settle(refusal?.answer ? { answer: refusal.answer, correctable: refusal.correctable === true } : null);
    },
    [`delayed:${jobId}`]: () => settle(null),
    [`removed:${jobId}`]: () => {
      removals++;
      for (const wake of waitingForRemoval) wake();
    },
  };
  for (const [name, listener] of Object.entries(listeners)) emitter.on(name, listener);
  return {
    heard,
    removals: () => removals,
    removedAfter(seen) {
      return new Promise((resolve) => {
        const wake = () => {
          if (removals <= seen) return;
          waitingForRemoval.delete(wake);
          resolve(TAKEN_BACK);
        };
        waitingForRemoval.add(wake);
        wake();
      });
    },
    stop() {
      waitingForRemoval.clear();
      for (const [name, listener] of Object.entries(listeners)) emitter.off(name, listener);
    },
  };
}
