import type { Logger } from 'pino';
import { OutboxUnavailableError, type MovableOutboxStore, type OutboxStore } from './outbox-store';

/** Leads moved per write when a removed file's leads move: one disk sync for many, CVs bounded in memory. */
const MOVE_PAGE = 16;

const isGone = (error: unknown) => error instanceof OutboxUnavailableError && / is gone$/.test(error.message);

/**
 * An outbox store that opens on first use and again after it was lost, so a DATA_DIR that
 * was read-only, full or missing when the process started costs only the leads sent
 * meanwhile, each refused with a 503, while pages keep serving. A process that could not
 * open its store at all still starts: /healthz tells the load balancer, the log tells the
 * operator.
 *
 * A file removed under the process (an `rm -rf` of DATA_DIR) is still open and readable: its
 * leads, waiting or dead, move into the file made again before anything else is stored or
 * read (docs/decisions/001-lead-outbox.md), so the leads visitors were thanked for are not
 * lost with it.
 */
export function createReopeningOutboxStore(open: () => MovableOutboxStore, logger: Logger): OutboxStore {
  let current: MovableOutboxStore | null = null;
  /** The store whose file was removed, until its leads have moved into the new one. */
  let stranded: MovableOutboxStore | null = null;
  let moving: Promise<void> | null = null;
  let closed = false;
  // The relay asks every second; the operator needs the news once, then a reminder.
  let lastLogged = { code: '', at: 0 };

  const store = (): MovableOutboxStore => {
    if (closed) throw new OutboxUnavailableError('the outbox is closed');
    if (current) return current;
    try {
      current = open();
      return current;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.name : 'unknown');
      if (code !== lastLogged.code || Date.now() - lastLogged.at > 60_000) {
        lastLogged = { code, at: Date.now() };
        // The folder or file it stopped at, when the file system named one: the operator's clue.
        const { path } = error as NodeJS.ErrnoException;
        logger.error(
          { code, path },
          'the lead outbox cannot be opened: leads are refused with 503 until DATA_DIR is writable',
        );
      }
      throw new OutboxUnavailableError(`the outbox cannot be opened (${code})`, { cause: error });
    }
  };

  // After a failure (the new file full, or removed as well) it runs again at the next use, or at
  // the stop, from the first lead: one already in the new file is skipped. The removed store
  // stays open until every lead is across.
  async function moveStranded(from: MovableOutboxStore): Promise<void> {
    const into = store();
    let leads = 0;
    try {
      for (let after = 0; ;) {
        const page = await from.storedLeads(after, MOVE_PAGE);
        if (page.length === 0) break;
        await into.adopt(page);
        leads += page.length;
        after = page[page.length - 1]!.id;
      }
    } catch (error) {
      // No other call holds the new store during a move: it goes, and the next makes another.
      if (isGone(error)) {
        current = null;
        await into.close().catch(() => undefined);
      }
      throw error;
    }
    stranded = null;
    logger.warn({ leads }, 'the outbox file was removed under the site: its leads moved into a new one');
    await from.close().catch(() => undefined);
  }

  /** Every removed file's leads moved: the new file may itself go while the last one closes. */
  async function settled(): Promise<void> {
    while (stranded || moving) {
      if (stranded && !moving) {
        moving = moveStranded(stranded).finally(() => {
          moving = null;
        });
      }
      await moving;
    }
  }

  /** The open store, once any removed file's leads are across; a store found removed moves first. */
  async function ready(): Promise<MovableOutboxStore> {
    for (let found = 0; ;) {
      // Looked at and taken in one turn of the event loop: no move can start in between, and
      // the new file takes nothing but moved leads until the move is done.
      if (stranded || moving) {
        await settled();
        continue;
      }
      const opened = store();
      if (!opened.fileGone()) return opened;
      if (++found > 3) throw new OutboxUnavailableError('the outbox file keeps being removed');
      strand(opened);
    }
  }

  /**
   * Only the open store: a call that found an older store gone (during a move, the store moved
   * from) changes nothing. While one waits to move, the open store is the move's new one, which
   * no call holds, so a second is never stranded over the first.
   */
  function strand(gone: MovableOutboxStore): void {
    if (current !== gone) return;
    current = null;
    stranded = gone;
  }

  async function use<T>(work: (store: OutboxStore) => Promise<T>): Promise<T> {
    const opened = await ready();
    try {
      return await work(opened);
    } catch (error) {
      if (!isGone(error)) throw error;
      // Removed between the look and the work, which was refused before it began: its leads
      // move into a new file, and the work runs there.
      strand(opened);
      return work(await ready());
    }
  }

  return {
    add: (entry, claim) => use((s) => s.add(entry, claim)),
    claimNext: (kind, now, claim) => use((s) => s.claimNext(kind, now, claim)),
    forget: (lead) => use((s) => s.forget(lead)),
    retryLater: (lead, update) => use((s) => s.retryLater(lead, update)),
    bury: (lead, update) => use((s) => s.bury(lead, update)),
    releaseClaims: (isOwnerGone) => use((s) => s.releaseClaims(isOwnerGone)),
    counts: () => use((s) => s.counts()),
    probeWrite: (bytes) => use((s) => s.probeWrite(bytes)),
    list: (state) => use((s) => s.list(state)),
    show: (id) => use((s) => s.show(id)),
    requeue: (target, now) => use((s) => s.requeue(target, now)),
    purgeDead: (deadBefore) => use((s) => s.purgeDead(deadBefore)),
    async close() {
      // Removed since its last use (or during a move): its leads are still there to move, and
      // no later call will move them.
      for (let goneAgain = 0; ;) {
        try {
          await settled();
        } catch (error) {
          // The new file went as well: another can be made at once. Otherwise, logged below.
          if (isGone(error) && ++goneAgain <= 3) continue;
          break;
        }
        // Another call may have found a file gone since: its move goes first.
        if (stranded || moving) continue;
        if (!current?.fileGone()) break;
        strand(current);
      }
      closed = true;
      if (stranded) {
        const left = await stranded.counts().catch(() => null);
        logger.error(
          { pending: left?.pending, dead: left?.dead },
          'the outbox file was removed under the site and its leads could not all be moved: those not in DATA_DIR are lost',
        );
        await stranded.close().catch(() => undefined);
        stranded = null;
      }
      await current?.close();
      current = null;
    },
  };
}
