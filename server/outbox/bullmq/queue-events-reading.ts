import type { EventEmitter } from 'node:events';
import type { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';

const PROBE_EVENT = 'reader-probe';
const PROBE_EVERY_MS = 50;

export interface EventsReading {
  /** Resolves once the reader has read an event; from then on it misses none. */
  reading: Promise<void>;
  cancel(): void;
}

/**
 * A QueueEvents reader's first read asks Redis for events newer than "now", so an event
 * written just before it (a quick job's "completed") passes unseen; every later read goes on
 * from the last event it saw. Probes go into the events stream until one comes back.
 */
export function confirmReading(queueEvents: QueueEvents, redis: Redis, eventsKey: string): EventsReading {
  // The probe is our own event name, outside BullMQ's typed list.
  const emitter: EventEmitter = queueEvents;
  let markRead: () => void = () => undefined;
  const reading = new Promise<void>((resolve) => {
    markRead = resolve;
  });
  const probe = () => void redis.xadd(eventsKey, '*', 'event', PROBE_EVENT).catch(() => undefined);
  const timer = setInterval(probe, PROBE_EVERY_MS);
  const cancel = () => {
    clearInterval(timer);
    emitter.off(PROBE_EVENT, seen);
  };
  function seen() {
    cancel();
    markRead();
  }
  emitter.on(PROBE_EVENT, seen);
  probe();
  return { reading, cancel };
}
