import type { Logger } from 'pino';
import { OutboxUnavailableError, type OutboxStore } from './outbox-store';

/**
 * An outbox store that opens on first use and again after it was lost, so a DATA_DIR that
 * was read-only, full or missing when the process started (or was removed under it) costs
 * only the leads sent meanwhile, each refused with a 503, while pages keep serving. A
 * process that could not open its store at all still starts: /healthz tells the load
 * balancer, the log tells the operator.
 *
 * A file removed (or moved) under the process still holds every lead it was told to keep, and
 * the process can still read it: those leads move into the new file before it is used, so
 * an operator's `rm` of the folder costs no lead that was answered "queued".
 */
export function createReopeningOutboxStore(open: () => OutboxStore, logger: Logger): OutboxStore {
  let current: OutboxStore | null = null;
  /** Stores whose file went away under them, their leads still to move. */
  const orphans: OutboxStore[] = [];
  let moving: Promise<void> | null = null;
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
    if (orphans.length > 0) await (moving ??= moveOrphans(opened).finally(() => (moving = null)));
    try {
      return await work(opened);
    } catch (error) {
      // A store whose file is gone is set aside, so the next use makes a new one and takes its leads.
      if (error instanceof OutboxUnavailableError && / is gone$/.test(error.message) && current === opened) {
        current = null;
        orphans.push(opened);
      }
      throw error;
    }
  }

  async function moveOrphans(into: OutboxStore): Promise<void> {
    while (orphans.length > 0) {
      const orphan = orphans[0]!;
      const moved = await moveLeads(orphan, into);
      orphans.shift();
      await orphan.close().catch(() => undefined);
      logger.warn(
        moved,
        'the outbox file was removed under the process: its leads were moved into a new one in DATA_DIR',
      );
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
    adopt: (stored) => use((s) => s.adopt(stored)),
    requeue: (target, now) => use((s) => s.requeue(target, now)),
    purgeDead: (deadBefore) => use((s) => s.purgeDead(deadBefore)),
    async close() {
      closed = true;
      await moving?.catch(() => undefined);
      for (const orphan of orphans.splice(0)) await orphan.close().catch(() => undefined);
      await current?.close();
      current = null;
    },
  };
}

/**
 * Copies every lead of `from` into `into` as it stands, under its id: an attempt under way on
 * one of them records its outcome on the copy. A lead that also stays in a file moved elsewhere
 * and is delivered from there too keeps its key, and is recorded once by the backend.
 */
async function moveLeads(from: OutboxStore, into: OutboxStore): Promise<{ pending: number; dead: number }> {
  const moved = { pending: 0, dead: 0 };
  for (const { id } of await from.list()) {
    const lead = await from.show(id);
    if (lead && (await into.adopt(lead))) moved[lead.state] += 1;
  }
  return moved;
}
