import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTBOX_FILE, openSqliteOutboxStore } from '../../server/outbox/embedded/sqlite-outbox-store';
import { describeOutboxStoreContract } from '../helpers/outbox-contract';
import { makePrivateFolder } from '../../server/outbox/embedded/make-private-folder';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-store-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

let lastDir = '';
describeOutboxStoreContract(
  'SQLite in DATA_DIR',
  async () => openSqliteOutboxStore((lastDir = freshDir())),
  async (store) => {
    await store.close();
    return openSqliteOutboxStore(lastDir);
  },
);

describe('the embedded outbox on disk', () => {
  it('makes DATA_DIR and its files owner-only: they hold names, phone numbers and CVs', async () => {
    const dir = freshDir();
    const store = openSqliteOutboxStore(dir);
    await store.add(
      { idempotencyKey: 'k', lead: { kind: 'contact', fields: { full_name: 'x' } }, receivedAt: 1 },
      { owner: 'o', until: 0 },
    );
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const file of [OUTBOX_FILE, `${OUTBOX_FILE}-wal`])
      expect(statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    await store.close();
  });

  it("leaves an existing DATA_DIR's mode alone (it may be a shared folder), its own files owner-only", async () => {
    const dir = freshDir();
    mkdirSync(dir, { mode: 0o777 });
    chmodSync(dir, 0o1777);
    const store = openSqliteOutboxStore(dir);
    await store.add(
      { idempotencyKey: 'k', lead: { kind: 'contact', fields: { full_name: 'x' } }, receivedAt: 1 },
      { owner: 'o', until: 0 },
    );
    expect(statSync(dir).mode & 0o7777).toBe(0o1777);
    for (const file of [OUTBOX_FILE, `${OUTBOX_FILE}-wal`, `${OUTBOX_FILE}-shm`])
      expect(statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    await store.close();
  });

  it('keeps no copy of a delivered lead on disk: neither in the database nor in its WAL', async () => {
    const dir = freshDir();
    const store = openSqliteOutboxStore(dir);
    const onDisk = (text: string) =>
      [OUTBOX_FILE, `${OUTBOX_FILE}-wal`].filter((file) => {
        const full = path.join(dir, file);
        return existsSync(full) && readFileSync(full).includes(text);
      });
    const hold = { owner: 'o', until: 0 };
    for (const [key, name] of [
      ['delivered', 'Zebulon Quixote'],
      ['waiting', 'Yara Waiting'],
    ] as const)
      await store.add(
        {
          idempotencyKey: key,
          lead: {
            kind: 'career',
            fields: { candidate_name: name },
            cv: { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from(`%PDF ${name} CV`) },
          },
          receivedAt: 1,
        },
        hold,
      );
    const delivered = await store.claimNext('career', 2, { owner: 'o', until: 3 });
    expect(delivered?.idempotencyKey).toBe('delivered');
    await store.forget(delivered!);
    // Within a second or so, while the store stays open: the lead still waiting is kept.
    await expect.poll(() => onDisk('Zebulon Quixote'), { timeout: 10_000 }).toEqual([]);
    expect(onDisk('Yara Waiting')).not.toEqual([]);
    await store.close();
    expect(onDisk('Zebulon Quixote')).toEqual([]);
    const reopened = openSqliteOutboxStore(dir);
    expect((await reopened.list()).map((lead) => lead.kind)).toEqual(['career']);
    await reopened.close();
  }, 20_000);

  it('refuses to store once DATA_DIR has been removed, instead of writing into a deleted file', async () => {
    const dir = freshDir();
    const store = openSqliteOutboxStore(dir);
    rmSync(dir, { recursive: true, force: true });
    await expect(
      store.add(
        { idempotencyKey: 'k', lead: { kind: 'contact', fields: {} }, receivedAt: 1 },
        { owner: 'o', until: 0 },
      ),
    ).rejects.toThrow(/gone/);
    await store.close();
  });

  it('shares one file between two stores without handing a lead to both', async () => {
    const dir = freshDir();
    const one = openSqliteOutboxStore(dir);
    const two = openSqliteOutboxStore(dir);
    for (let i = 0; i < 40; i++)
      await (i % 2 ? one : two).add(
        { idempotencyKey: `k${i}`, lead: { kind: 'contact', fields: {} }, receivedAt: i },
        { owner: 'x', until: 0 },
      );
    const taken: string[] = [];
    const drain = async (store: typeof one, owner: string) => {
      for (;;) {
        const lead = await store.claimNext('contact', 100, { owner, until: 10_000 });
        if (!lead) return;
        taken.push(lead.idempotencyKey);
      }
    };
    await Promise.all([drain(one, 'one'), drain(two, 'two')]);
    expect(taken.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `k${i}`).sort());
    await one.close();
    await two.close();
  });
});

describe('making DATA_DIR', () => {
  it('refuses, naming the path, a DATA_DIR under a link to nowhere (a volume not mounted)', () => {
    const base = path.dirname(freshDir());
    mkdirSync(base, { recursive: true });
    symlinkSync(path.join(base, 'not-mounted'), path.join(base, 'volume'));
    const dataDir = path.join(base, 'volume', 'data');
    expect(() => makePrivateFolder(dataDir)).toThrow(
      expect.objectContaining({ code: 'ENOENT', path: dataDir }),
    );
  });
});
