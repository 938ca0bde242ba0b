import { chmodSync, closeSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import type { LeadKind } from '../../../shared/lead-forms';
import type { AcceptedLead } from '../../leads/lead-check';
import { leadFingerprint } from '../../leads/lead-fingerprint';
import { makePrivateFolder } from './make-private-folder';
import { createBatchedWrites } from './batched-writes';
import {
  OutboxUnavailableError,
  type ClaimedLead,
  type LeadSummary,
  type MovableOutboxStore,
} from './outbox-store';

export const OUTBOX_FILE = 'outbox.sqlite';
/** How long a write waits for another process holding the file's lock. */
const BUSY_TIMEOUT_MS = 5000;
/** How long a delivered lead's copies may stay in the WAL (walTruncation). */
const WAL_TRUNCATE_DELAY_MS = 1000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  fields TEXT NOT NULL,
  cv_name TEXT,
  cv_type TEXT,
  cv BLOB,
  received_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_by TEXT,
  claimed_until INTEGER,
  last_error TEXT,
  dead_at INTEGER
);
CREATE INDEX IF NOT EXISTS leads_due ON leads (state, kind, next_attempt_at);
-- A key is held once while its lead waits; sent again after it died, it is tried again.
CREATE UNIQUE INDEX IF NOT EXISTS leads_pending_key ON leads (kind, idempotency_key) WHERE state = 'pending';
`;

/** One row, as large as a lead that could not be stored, to learn whether the file has room for it. */
const SPACE_PROBE_TABLE =
  'CREATE TABLE IF NOT EXISTS space_probe (id INTEGER PRIMARY KEY CHECK (id = 1), filler BLOB)';

// Named columns only: libsql adds a field of its own to rows read with `*`.
const SUMMARY_COLUMNS =
  'id, kind, state, received_at, attempts, next_attempt_at, last_error, dead_at, claimed_by';
const LEAD_COLUMNS = 'idempotency_key, fields, cv_name, cv_type, cv';

interface SummaryRow {
  id: number;
  kind: LeadKind;
  state: 'pending' | 'dead';
  received_at: number;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  dead_at: number | null;
  claimed_by: string | null;
}
type StoredRow = SummaryRow & LeadRow & { claimed_until: number | null };
interface LeadRow {
  idempotency_key: string;
  fields: string;
  cv_name: string | null;
  cv_type: string | null;
  cv: Uint8Array | null;
}

/**
 * The embedded outbox: one SQLite file in DATA_DIR (docs/decisions/001-lead-outbox.md says why
 * SQLite, and why these settings). WAL with synchronous=FULL makes every commit reach the
 * disk before its promise resolves; secure_delete overwrites a delivered lead's pages.
 * Several processes may share the file: a hold is taken by one UPDATE, which SQLite runs
 * under its write lock, so two never take the same lead.
 */
export function openSqliteOutboxStore(dataDir: string): MovableOutboxStore {
  const file = prepareDataDir(dataDir);
  const db = new Database(file);
  // This order matters: a second process opening the file while the first switches the
  // journal mode would otherwise be told "database is locked" instead of waiting.
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA secure_delete = ON');
  db.exec(SCHEMA);
  const { ino } = statSync(file);

  const fileGone = () => inodeOf(file) !== ino;
  const inTransaction = <T>(work: () => T): T => {
    // A DATA_DIR removed under a running process would take every "stored" lead with it.
    if (fileGone()) throw new OutboxUnavailableError(`${OUTBOX_FILE} is gone`);
    // By hand rather than with the driver's transaction(): on a full disk SQLite rolls back by
    // itself, the driver's own ROLLBACK then fails, and its error ("no transaction is active")
    // replaced SQLITE_FULL, the one an operator needs to read.
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };
  const batched = createBatchedWrites(inTransaction);
  const write = async <T>(work: () => T): Promise<T> => {
    try {
      return await batched(work);
    } catch (error) {
      throw error instanceof OutboxUnavailableError
        ? error
        : new OutboxUnavailableError(describeSqliteError(error), { cause: error });
    }
  };

  const insert = db.prepare(
    `INSERT INTO leads (kind, idempotency_key, fields, cv_name, cv_type, cv, received_at, next_attempt_at, claimed_by, claimed_until)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (kind, idempotency_key) WHERE state = 'pending' DO NOTHING`,
  );
  const claim = db.prepare(
    `UPDATE leads SET claimed_by = ?, claimed_until = ?
     WHERE id = (SELECT id FROM leads WHERE state = 'pending' AND kind = ? AND next_attempt_at <= ?
                 AND (claimed_by IS NULL OR claimed_until <= ?) ORDER BY id LIMIT 1)
     RETURNING id, received_at, attempts, ${LEAD_COLUMNS}`,
  );
  const waiting = db.prepare(
    `SELECT ${LEAD_COLUMNS} FROM leads WHERE kind = ? AND idempotency_key = ? AND state = 'pending'`,
  );
  // With the lead go the dead letters of the same entry (kind and key): an earlier sending that
  // died while its visitor's connection was down, which this one settles.
  const remove = db.prepare(
    `DELETE FROM leads WHERE idempotency_key = ?2
       AND (id = ?1 OR (state = 'dead' AND kind = (SELECT kind FROM leads WHERE id = ?1 AND idempotency_key = ?2)))`,
  );
  const later = db.prepare(
    `UPDATE leads SET attempts = ?, next_attempt_at = ?, last_error = ?, claimed_by = NULL, claimed_until = NULL
     WHERE id = ? AND idempotency_key = ?`,
  );
  const dead = db.prepare(
    `UPDATE leads SET state = 'dead', attempts = ?, last_error = ?, dead_at = ?, claimed_by = NULL, claimed_until = NULL
     WHERE id = ? AND idempotency_key = ?`,
  );
  const stored = db.prepare(
    `SELECT ${SUMMARY_COLUMNS}, claimed_until, ${LEAD_COLUMNS} FROM leads WHERE id > ? ORDER BY id LIMIT ?`,
  );
  const present = db.prepare(
    'SELECT 1 FROM leads WHERE kind = ? AND idempotency_key = ? AND received_at = ?',
  );
  const idTaken = db.prepare('SELECT 1 FROM leads WHERE id = ?');
  // DO NOTHING: the same entry may wait here already under another id (sent again meanwhile).
  const moveIn = db.prepare(
    `INSERT INTO leads (id, kind, idempotency_key, fields, cv_name, cv_type, cv, received_at, state, attempts,
                        next_attempt_at, claimed_by, claimed_until, last_error, dead_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );

  const wal = walTruncation(db);

  return {
    async add({ idempotencyKey, lead, receivedAt }, hold) {
      const cv = lead.kind === 'career' ? lead.cv : null;
      return write(() => {
        const result = insert.run(
          lead.kind,
          idempotencyKey,
          JSON.stringify(lead.fields),
          cv?.name ?? null,
          cv?.type ?? null,
          cv?.bytes ?? null,
          receivedAt,
          receivedAt,
          hold.owner,
          hold.until,
        );
        if (result.changes > 0) return { id: Number(result.lastInsertRowid) };
        const first = waiting.get(lead.kind, idempotencyKey) as LeadRow;
        return leadFingerprint(leadFrom(lead.kind, first)) === leadFingerprint(lead)
          ? 'duplicate'
          : 'different';
      });
    },
    async claimNext(kind, now, hold) {
      const row = await write(
        () =>
          claim.get(hold.owner, hold.until, kind, now, now) as
            (LeadRow & { id: number; received_at: number; attempts: number }) | undefined,
      );
      if (!row) return null;
      const claimed: ClaimedLead = {
        id: row.id,
        idempotencyKey: row.idempotency_key,
        lead: leadFrom(kind, row),
        receivedAt: row.received_at,
        attempts: row.attempts,
      };
      return claimed;
    },
    async forget({ id, idempotencyKey }) {
      await write(() => remove.run(id, idempotencyKey));
      wal.soon();
    },
    async retryLater({ id, idempotencyKey }, { attempts, nextAttemptAt, reason }) {
      await write(() => later.run(attempts, nextAttemptAt, reason, id, idempotencyKey));
    },
    async bury({ id, idempotencyKey }, { attempts, reason, at }) {
      await write(() => dead.run(attempts, reason, at, id, idempotencyKey));
    },
    async releaseClaims(isOwnerGone) {
      const owners = db
        .prepare('SELECT DISTINCT claimed_by FROM leads WHERE claimed_by IS NOT NULL')
        .pluck()
        .all() as string[];
      const gone = owners.filter(isOwnerGone);
      if (gone.length === 0) return 0;
      const release = db.prepare(
        'UPDATE leads SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ?',
      );
      return write(() => gone.reduce((sum, owner) => sum + release.run(owner).changes, 0));
    },
    async probeWrite(bytes) {
      // Made here, not with the schema: opening a file must write nothing, or a full disk would
      // keep the operator from reading the leads that wait in it.
      await write(() => {
        db.exec(SPACE_PROBE_TABLE);
        db.prepare(
          'INSERT INTO space_probe (id, filler) VALUES (1, zeroblob(?)) ON CONFLICT (id) DO UPDATE SET filler = excluded.filler',
        ).run(bytes);
      });
      // The room it took is the leads' again.
      await write(() => db.prepare('UPDATE space_probe SET filler = NULL').run());
    },
    async counts() {
      const row = db
        .prepare(
          `SELECT COALESCE(SUM(state = 'pending'), 0) AS pending, COALESCE(SUM(state = 'dead'), 0) AS dead,
                  MIN(CASE WHEN state = 'pending' THEN received_at END) AS oldest FROM leads`,
        )
        .get() as { pending: number; dead: number; oldest: number | null };
      return { pending: row.pending, dead: row.dead, oldestPendingAt: row.oldest };
    },
    async list(state) {
      const where = state ? 'WHERE state = ?' : '';
      const rows = db
        .prepare(`SELECT ${SUMMARY_COLUMNS} FROM leads ${where} ORDER BY id`)
        .all(...(state ? [state] : [])) as SummaryRow[];
      return rows.map(summaryFrom);
    },
    async show(id) {
      const row = db.prepare(`SELECT ${SUMMARY_COLUMNS}, ${LEAD_COLUMNS} FROM leads WHERE id = ?`).get(id) as
        (SummaryRow & LeadRow) | undefined;
      return row
        ? { ...summaryFrom(row), idempotencyKey: row.idempotency_key, lead: leadFrom(row.kind, row) }
        : null;
    },
    async storedLeads(afterId, limit) {
      return (stored.all(afterId, limit) as StoredRow[]).map((row) => ({
        ...summaryFrom(row),
        idempotencyKey: row.idempotency_key,
        lead: leadFrom(row.kind, row),
        claim:
          row.claimed_by === null || row.claimed_until === null
            ? null
            : { owner: row.claimed_by, until: row.claimed_until },
      }));
    },
    async adopt(leads) {
      return write(() => {
        let added = 0;
        for (const moved of leads) {
          const { lead } = moved;
          if (present.get(lead.kind, moved.idempotencyKey, moved.receivedAt)) continue;
          // Under another id, the attempt holding it cannot record its outcome on it (that names
          // the old id), but its hold stands: the lead is tried again under its key once the
          // hold runs out, never beside the attempt under way.
          const keepsId = !idTaken.get(moved.id);
          const { claim } = moved;
          const cv = lead.kind === 'career' ? lead.cv : null;
          added += moveIn.run(
            keepsId ? moved.id : null,
            lead.kind,
            moved.idempotencyKey,
            JSON.stringify(lead.fields),
            cv?.name ?? null,
            cv?.type ?? null,
            cv?.bytes ?? null,
            moved.receivedAt,
            moved.state,
            moved.attempts,
            moved.nextAttemptAt,
            claim?.owner ?? null,
            claim?.until ?? null,
            moved.lastError,
            moved.deadAt,
          ).changes;
        }
        return added;
      });
    },
    fileGone,
    async requeue(target, now) {
      // OR IGNORE: a dead letter whose key was sent again and waits already stays dead.
      const sql = `UPDATE OR IGNORE leads SET state = 'pending', next_attempt_at = ?, dead_at = NULL, claimed_by = NULL, claimed_until = NULL
                   WHERE ${target === 'all-dead' ? "state = 'dead'" : 'id = ?'}`;
      const statement = db.prepare(sql);
      return write(() => (target === 'all-dead' ? statement.run(now) : statement.run(now, target)).changes);
    },
    async purgeDead(deadBefore) {
      const statement = db.prepare(`DELETE FROM leads WHERE state = 'dead' AND dead_at < ?`);
      const removed = await write(() => statement.run(deadBefore).changes);
      if (removed > 0) wal.now();
      return removed;
    },
    async close() {
      // Waits for writes already queued in this turn before closing.
      await write(() => undefined).catch(() => undefined);
      wal.stop();
      wal.now();
      db.close();
    },
  };
}

/**
 * Removing a lead leaves copies of its row (name, phone, CV) in the WAL, in the frames that
 * wrote it, until a checkpoint truncates the file; secure_delete only overwrites the main
 * file's pages. So a delivered lead is followed, within a second (several deliveries share
 * one checkpoint), by a truncating checkpoint. It never waits for another process reading the
 * file (the outbox CLI, a second instance): it tries again a second later instead.
 */
function walTruncation(db: InstanceType<typeof Database>) {
  let timer: NodeJS.Timeout | undefined;
  // False when it could not be done now: another process reads the file, or the connection
  // is gone (a store already closed, or broken under the outbox, which reopens it).
  const now = (): boolean => {
    try {
      db.exec('PRAGMA busy_timeout = 0');
      try {
        const { busy } = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number };
        return busy === 0;
      } finally {
        db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      }
    } catch {
      return false;
    }
  };
  const soon = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      // Tried again while another process holds the file; not once the connection is closed.
      if (!now() && db.open) soon();
    }, WAL_TRUNCATE_DELAY_MS).unref();
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return { now, soon, stop };
}

/** DATA_DIR and the database file, made owner-only: they hold names, phone numbers and CVs. */
function prepareDataDir(dataDir: string): string {
  // A folder made here is owner-only. One that exists is the operator's, and may be shared
  // (/tmp, a home folder): its mode stays, as every file of ours in it is owner-only.
  makePrivateFolder(dataDir);
  const file = path.join(dataDir, OUTBOX_FILE);
  // SQLite gives its -wal and -shm files the database file's mode, so create it 0600 first.
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  return file;
}

/** The file's inode, or null when it, or a folder on its path, is not there any more. */
function inodeOf(file: string): number | null {
  try {
    return statSync(file).ino;
  } catch {
    return null;
  }
}

function summaryFrom(row: SummaryRow): LeadSummary {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    receivedAt: row.received_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deadAt: row.dead_at,
    claimedBy: row.claimed_by,
  };
}

function leadFrom(kind: LeadKind, row: LeadRow): AcceptedLead {
  const fields = JSON.parse(row.fields) as Record<string, unknown>;
  if (kind !== 'career') return { kind, fields };
  return {
    kind,
    fields,
    cv: {
      name: row.cv_name ?? 'cv',
      type: row.cv_type ?? 'application/octet-stream',
      bytes: Buffer.from(row.cv ?? []),
    },
  };
}

/** SQLite's error code says what an operator needs (SQLITE_FULL, SQLITE_READONLY); never the values. */
function describeSqliteError(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : '';
  return `the outbox could not store the lead${code ? ` (${code})` : ''}`;
}
