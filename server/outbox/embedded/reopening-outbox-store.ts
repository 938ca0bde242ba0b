import type { Logger } from 'pino';
import { OutboxUnavailableError, type OutboxStore } from './outbox-store';

/**
 * An outbox store that opens on first use and again after it was lost, so a DATA_DIR that
 * was read-only, full or missing when the process started (or was removed under it) costs
 * only the leads sent meanwhile, each refused with a 503, while pages keep serving. A
 * process that could not open its store at all still starts: /healthz tells the load
 * balancer, the log tells the operator.
 */
export function createReopeningOutboxStore(open: () => OutboxStore, logger: Logger): OutboxStore {
  let current: OutboxStore | null = null;
  let closed = false;
  // The relay asks every second; the operator needs the news once, then a reminder.
  let lastLogged = { code: '', at: 0 };

  const store = (): OutboxStore => {
    if (closed) throw new OutboxUnavailableError('the outbox is closed');
    if (current) return current;
    try {
      current = open();
      return current;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.name : 'unknown');
      if (code !== lastLogged.code || Date.now() - lastLogged.at > 60_000) {
        lastLogged = { code, at: Date.now() };
        logger.error(
          { code },
          'the lead outbox cannot be opened: leads are refused with 503 until DATA_DIR is writable',
        );
      }
      throw new OutboxUnavailableError(`the outbox cannot be opened (${code})`, { cause: error });
    }
  };

  async function use<T>(work: (store: OutboxStore) => Promise<T>): Promise<T> {
    const opened = store();
    try {
      return await work(opened);
    } catch (error) {
      // A store whose file is gone is dropped, so the next use makes a new one.
      if (error instanceof OutboxUnavailableError && / is gone$/.test(error.message) && current === opened) {
        current = null;
        await opened.close().catch(() => undefined);
      }
      throw error;
    }
  }

  return {
    add: (entry, claim) => use((s) => s.add(entry, claim)),
    claimNext: (kind, now, claim) => use((s) => s.claimNext(kind, now, claim)),
    forget: (id) => use((s) => s.forget(id)),
    retryLater: (id, update) => use((s) => s.retryLater(id, update)),
    bury: (id, update) => use((s) => s.bury(id, update)),
    releaseClaims: (isOwnerGone) => use((s) => s.releaseClaims(isOwnerGone)),
    counts: () => use((s) => s.counts()),
    list: (state) => use((s) => s.list(state)),
    show: (id) => use((s) => s.show(id)),
    requeue: (target, now) => use((s) => s.requeue(target, now)),
    purgeDead: (deadBefore) => use((s) => s.purgeDead(deadBefore)),
    async close() {
      closed = true;
      await current?.close();
      current = null;
    },
  };
}
