import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedLeadOutbox } from '../../server/outbox/embedded/embedded-lead-outbox';
import { OutboxUnavailableError } from '../../server/outbox/embedded/outbox-store';
import { createReopeningOutboxStore } from '../../server/outbox/embedded/reopening-outbox-store';
import { OUTBOX_FILE, openSqliteOutboxStore } from '../../server/outbox/embedded/sqlite-outbox-store';
import type { UpstreamClient, UpstreamRequest, UpstreamResult } from '../../server/upstream/upstream-client';
import { validContact } from '../helpers/lead-fixtures';

// An operator's `rm -rf` of DATA_DIR under a running site: the leads it had thanked visitors
// for are still in the file it holds open, and nowhere else.

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-removed-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const silent = pino({ level: 'silent' });
const reopening = (dir: string, logger = silent) =>
  createReopeningOutboxStore(() => openSqliteOutboxStore(dir), logger);
const contact = (name: string, key: string, receivedAt = 10) => ({
  idempotencyKey: key,
  lead: { kind: 'contact' as const, fields: { full_name: name } },
  receivedAt,
});
const free = { owner: 'o', until: 0 };
const idOf = (added: unknown) => (added as { id: number }).id;

/**
 * Three leads, their folder removed, and a use that moves them. While they move into the new
 * file, that file is removed as well and the site stops: once they are in it, or before. What
 * the log said, and the arrivals of the leads in the folder once the site has stopped.
 */
async function stopDuringMove(when: 'once-in' | 'before-in') {
  const dir = freshDir();
  const logged: string[] = [];
  let opened = 0;
  let stopping: Promise<void> | undefined;
  const stopAndRemove = () => {
    stopping = store.close();
    rmSync(dir, { recursive: true, force: true });
  };
  const store = createReopeningOutboxStore(
    () => {
      const real = openSqliteOutboxStore(dir);
      if (++opened !== 2) return real;
      return {
        ...real,
        async adopt(leads) {
          if (when === 'before-in') stopAndRemove();
          const added = await real.adopt(leads);
          if (when === 'once-in') stopAndRemove();
          return added;
        },
      };
    },
    pino({ level: 'info' }, { write: (line: string) => void logged.push(line) }),
  );
  for (const i of [1, 2, 3]) await store.add(contact(`Lead ${i}`, `k${i}`, i), free);
  rmSync(dir, { recursive: true, force: true });
  await store.counts().catch(() => undefined);
  await stopping;
  const reopened = openSqliteOutboxStore(dir);
  const kept = (await reopened.list()).map((lead) => lead.receivedAt);
  await reopened.close();
  return { log: logged.join(''), kept };
}

describe('a DATA_DIR removed under the running site', () => {
  it('moves every lead of the removed file into a new one, under its id and hold, and stores the lead that found it gone', async () => {
    const dir = freshDir();
    const store = reopening(dir);
    await store.add(contact('Waiting Once', 'waiting'), free);
    const tried = (await store.claimNext('contact', 20, { owner: 'o', until: 30 }))!;
    await store.retryLater(tried, { attempts: 1, nextAttemptAt: 25, reason: 'backend unreachable' });
    await store.add(contact('Refused', 'refused'), free);
    const refused = (await store.claimNext('contact', 20, { owner: 'o', until: 30 }))!;
    await store.bury(refused, { attempts: 1, reason: 'backend refused (403)', at: 21 });
    // In the middle of its attempt as the folder goes.
    await store.add(contact('In Flight', 'in-flight'), free);
    const inFlight = (await store.claimNext('contact', 22, { owner: 'relay', until: 90 }))!;
    expect(inFlight.lead.fields).toEqual({ full_name: 'In Flight' });

    rmSync(dir, { recursive: true, force: true });
    const late = idOf(await store.add(contact('Sent As It Went', 'late', 23), free));

    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, OUTBOX_FILE)).mode & 0o777).toBe(0o600);
    expect(await store.counts()).toMatchObject({ pending: 3, dead: 1 });
    expect((await store.list('dead'))[0]).toMatchObject({
      id: refused.id,
      attempts: 1,
      lastError: 'backend refused (403)',
      deadAt: 21,
    });
    // Still held by its attempt, which records its outcome on the moved copy.
    expect((await store.list('pending')).find((lead) => lead.id === inFlight.id)?.claimedBy).toBe('relay');
    await store.forget(inFlight);
    expect(await store.show(inFlight.id)).toBeNull();
    const next = await store.claimNext('contact', 30, { owner: 'o', until: 40 });
    expect(next).toMatchObject({ id: tried.id, idempotencyKey: 'waiting', attempts: 1 });
    expect(next?.lead.fields).toEqual({ full_name: 'Waiting Once' });
    expect(late).toBeGreaterThan(inFlight.id);
    await store.close();

    // On disk, not only in the running process.
    const reopened = openSqliteOutboxStore(dir);
    expect((await reopened.list()).map((lead) => lead.id)).toEqual([tried.id, refused.id, late]);
    await reopened.close();
  });

  it('gives a moved lead another id when the new file has its id, and its attempt then touches no other lead', async () => {
    const dir = freshDir();
    const store = reopening(dir);
    await store.add(contact('Moved', 'moved'), free);
    const inFlight = (await store.claimNext('contact', 20, { owner: 'relay', until: 90 }))!;

    rmSync(dir, { recursive: true, force: true });
    // Another process sharing DATA_DIR made the new file first, and stored a lead of its own.
    const other = openSqliteOutboxStore(dir);
    const theirs = idOf(await other.add(contact('Theirs', 'theirs', 11), free));
    expect(theirs).toBe(inFlight.id);

    await store.add(contact('Next', 'next', 30), free);
    await store.forget(inFlight);
    await store.bury(inFlight, { attempts: 1, reason: 'r', at: 31 });
    expect((await other.show(theirs))?.lead.fields).toEqual({ full_name: 'Theirs' });
    // Under its new id it keeps its hold: tried again under its key once the hold runs out,
    // never beside the attempt under way.
    const moved = (await other.list('pending')).find((lead) => lead.id !== theirs && lead.receivedAt === 10)!;
    expect(moved.claimedBy).toBe('relay');
    expect((await other.show(moved.id))?.idempotencyKey).toBe('moved');
    const claims = async (now: number) => {
      const keys: string[] = [];
      for (let lead; (lead = await store.claimNext('contact', now, { owner: 'relay', until: 1_000 }));)
        keys.push(lead.idempotencyKey);
      return keys;
    };
    expect(await claims(89)).toEqual(['theirs', 'next']);
    expect(await claims(90)).toEqual(['moved']);
    await store.close();
    await other.close();
  });

  it('moves nothing twice: a lead the new file has already (another process moved it) is skipped', async () => {
    const dir = freshDir();
    const one = reopening(dir);
    const two = reopening(dir);
    await one.add(contact('Shared', 'shared'), free);
    await two.add(contact('Also Shared', 'also', 12), free);
    rmSync(dir, { recursive: true, force: true });
    await one.add(contact('After', 'after', 20), free);
    await two.add(contact('After Too', 'after-too', 21), free);
    expect(await two.counts()).toMatchObject({ pending: 4, dead: 0 });
    await one.close();
    await two.close();
  });

  it('keeps the leads while no new file can be made, refusing new ones with 503, and moves them once it can', async () => {
    const dir = freshDir();
    const logged: Array<{ level: number; msg: string; pending?: number }> = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) },
    );
    const store = reopening(dir, logger);
    await store.add(contact('Waiting', 'waiting'), free);
    rmSync(dir, { recursive: true, force: true });
    // Where DATA_DIR was, a file: no folder can be made there.
    writeFileSync(dir, '');
    await expect(store.add(contact('Refused', 'refused', 20), free)).rejects.toBeInstanceOf(
      OutboxUnavailableError,
    );
    await expect(store.counts()).rejects.toBeInstanceOf(OutboxUnavailableError);

    rmSync(dir);
    await store.add(contact('Accepted', 'accepted', 30), free);
    expect((await store.list()).map((lead) => lead.receivedAt)).toEqual([10, 30]);
    expect(logged.some((line) => /moved into a new one/.test(line.msg))).toBe(true);

    // Gone again, and still nowhere to go when the site stops: the log says what is lost.
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, '');
    await expect(store.counts()).rejects.toBeInstanceOf(OutboxUnavailableError);
    await expect(store.add(contact('Refused', 'refused', 40), free)).rejects.toBeInstanceOf(
      OutboxUnavailableError,
    );
    await store.close();
    expect(logged.at(-1)).toMatchObject({ level: 50, pending: 2, msg: expect.stringMatching(/lost/) });
  });

  it('moves the leads of a file removed since its last use when the site stops', async () => {
    const dir = freshDir();
    const store = reopening(dir);
    await store.add(contact('Waiting', 'waiting'), free);
    rmSync(dir, { recursive: true, force: true });
    await store.close();
    const reopened = openSqliteOutboxStore(dir);
    expect((await reopened.list()).map((lead) => lead.receivedAt)).toEqual([10]);
    await reopened.close();
  });

  it('finds the removal on a read as well: /healthz and the operator see the moved leads', async () => {
    const dir = freshDir();
    const store = reopening(dir);
    await store.add(contact('Waiting', 'waiting'), free);
    rmSync(dir, { recursive: true, force: true });
    expect(await store.counts()).toMatchObject({ pending: 1 });
    expect(statSync(path.join(dir, OUTBOX_FILE)).isFile()).toBe(true);
    await store.close();
  });

  it('moves every page of leads, and starts again from the first when the new file goes in the middle', async () => {
    const dir = freshDir();
    let opened = 0;
    let adopts = 0;
    const store = createReopeningOutboxStore(() => {
      const real = openSqliteOutboxStore(dir);
      // The second file (the first the leads move into) is removed after its first page.
      if (++opened !== 2) return real;
      return {
        ...real,
        adopt(leads) {
          if (++adopts === 2) rmSync(dir, { recursive: true, force: true });
          return real.adopt(leads);
        },
      };
    }, silent);
    for (let i = 0; i < 20; i++) await store.add(contact(`Lead ${i}`, `k${i}`, 100 + i), free);
    rmSync(dir, { recursive: true, force: true });
    await expect(store.counts()).rejects.toThrow(/gone/);
    expect(adopts).toBe(2);
    // The next use makes a third file and moves all twenty into it.
    expect(await store.counts()).toMatchObject({ pending: 20 });
    await store.add(contact('After', 'after', 200), free);
    await store.close();
    const reopened = openSqliteOutboxStore(dir);
    expect((await reopened.list()).map((lead) => lead.receivedAt)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => 100 + i),
      200,
    ]);
    await reopened.close();
  });

  it('moves the leads of a new file removed while the old one is still closing before storing anything', async () => {
    const dir = freshDir();
    let opened = 0;
    let closeStarted!: () => void;
    const started = new Promise<void>((resolve) => (closeStarted = resolve));
    let releaseClose!: () => void;
    const closing = new Promise<void>((resolve) => (releaseClose = resolve));
    const store = createReopeningOutboxStore(() => {
      const real = openSqliteOutboxStore(dir);
      if (++opened !== 1) return real;
      // The first file's store is slow to close, and the folder goes again meanwhile.
      return {
        ...real,
        async close() {
          rmSync(dir, { recursive: true, force: true });
          closeStarted();
          await closing;
          return real.close();
        },
      };
    }, silent);
    await store.add(contact('In Flight', 'in-flight'), free);
    const inFlight = (await store.claimNext('contact', 20, { owner: 'relay', until: 90 }))!;
    rmSync(dir, { recursive: true, force: true });
    const first = store.counts();
    await started;
    const added = store.add(contact('Next', 'next', 30), free);
    releaseClose();
    await first;
    await added;
    // It kept its id through both moves, so its attempt's outcome is recorded on it.
    await store.forget(inFlight);
    expect((await store.list('pending')).map((lead) => lead.receivedAt)).toEqual([30]);
    await store.close();
  });

  it('lets nothing else into the new file while a move is under way, however the calls come', async () => {
    const dir = freshDir();
    const store = reopening(dir);
    for (let i = 0; i < 20; i++) await store.add(contact(`Lead ${i}`, `k${i}`, 100 + i), free);
    // The seventeenth, past the first page of the move, in the middle of its attempt.
    let inFlight;
    for (let i = 0; i < 17; i++)
      inFlight = (await store.claimNext('contact', 200, { owner: 'relay', until: 900 }))!;
    expect(inFlight!.idempotencyKey).toBe('k16');
    rmSync(dir, { recursive: true, force: true });
    // In the same turn: the first finds the file gone, the others come while the move runs.
    const [, added, again] = await Promise.all([
      store.counts(),
      store.add(contact('New', 'new', 300), free),
      store.add(contact('Lead 3', 'k3', 103), free),
    ]);
    expect(idOf(added)).toBeGreaterThan(20);
    expect(again).toBe('duplicate');
    await store.forget(inFlight!);
    const pending = await store.list('pending');
    expect(pending).toHaveLength(20);
    expect(pending.map((lead) => lead.receivedAt)).not.toContain(116);
    await store.close();
  });

  it('moves the leads of a new file removed as the site stops during a move', async () => {
    // The file the leads move into goes once they are all in, and the site stops then.
    const { log, kept } = await stopDuringMove('once-in');
    expect(log).not.toMatch(/lost/);
    expect(kept).toEqual([1, 2, 3]);
  });

  it('makes another file at the stop when the one the leads move into goes as well', async () => {
    // The site stops during the move, and the folder goes again before the leads are in.
    const { log, kept } = await stopDuringMove('before-in');
    expect(log).not.toMatch(/lost/);
    expect(kept).toEqual([1, 2, 3]);
  });

  it('records the outcome of a first attempt under way as the folder goes: a lead the backend did not take is kept', async () => {
    const dir = freshDir();
    const store = reopening(dir);
    const answers: Array<(result: UpstreamResult) => void> = [];
    const calls: UpstreamRequest[] = [];
    const upstream: UpstreamClient = {
      baseUrl: 'http://backend.test',
      timeoutMs: 1_000,
      send(request) {
        calls.push(request);
        return new Promise((resolve) => answers.push(resolve));
      },
    };
    const clock = { now: 1_000_000 };
    const outbox = createEmbeddedLeadOutbox({
      store,
      upstream,
      logger: silent,
      answerWaitMs: 60_000,
      maxAgeMs: 3_600_000,
      retentionMs: 3_600_000,
      now: () => clock.now,
      random: () => 1,
    });
    const status = (code: number): UpstreamResult => ({
      kind: 'response',
      status: code,
      contentType: 'application/json',
      retryAfter: null,
      body: new TextEncoder().encode('{}'),
    });
    const answered = outbox.accept({ kind: 'contact', fields: { ...validContact } }, 'key-1');
    await expect.poll(() => answers.length).toBe(1);
    rmSync(dir, { recursive: true, force: true });
    answers[0]!(status(503));
    expect((await answered).status).toBe(202);
    expect(await outbox.health()).toMatchObject({ pending: 1, dead: 0 });

    clock.now += 60_000;
    const pass = outbox.deliverDue();
    await expect.poll(() => answers.length).toBe(2);
    answers[1]!(status(201));
    await pass;
    expect(calls.map((call) => call.headers?.['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(await outbox.health()).toMatchObject({ pending: 0, dead: 0 });
    await outbox.stop();
    await store.close();
  });
});
