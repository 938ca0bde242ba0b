import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import type { LeadKind } from '../../shared/lead-forms';
import { startMockBackend, type RunningMockBackend } from '../../mock-backend/start-mock-backend';
import { openSqliteOutboxStore } from '../../server/outbox/embedded/sqlite-outbox-store';
import { makePdf } from '../helpers/cv-fixtures';
import { validCareerFields, validContact, validGold } from '../helpers/lead-fixtures';
import { runServer, stopAll, waitUntil } from '../helpers/server-process';
import { injectFault, leadPosts, resetMock, type MockRequest } from '../helpers/start-site';

// The outbox's promise at the level of the process: a lead the visitor was told about
// (200 or 202) reaches the backend exactly once, whatever kills the process and whenever, and
// processes that share DATA_DIR never deliver one lead twice.

const started: ChildProcess[] = [];
let backend: RunningMockBackend;
let dataDir: string;

beforeAll(async () => {
  backend = await startMockBackend({ port: 0 });
});
afterAll(async () => {
  await backend.close();
});
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-process-'));
  await resetMock(backend.url);
});
afterEach(async () => {
  await stopAll(started);
  rmSync(dataDir, { recursive: true, force: true });
});

const serverEnv = (extra: Record<string, string> = {}) => ({
  PURITY_API_URL: backend.url,
  DATA_DIR: dataDir,
  LEAD_RATE_LIMIT: '0',
  UPSTREAM_TIMEOUT_MS: '3000',
  ...extra,
});

/** A deterministic stream of numbers in [0, 1), so a failing run can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Lead {
  name: string;
  kind: LeadKind;
  cv?: Buffer;
}

function post(site: string, lead: Lead): Promise<number | null> {
  let request: Promise<Response>;
  if (lead.kind === 'career') {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validCareerFields, candidate_name: lead.name }))
      form.append(name, value);
    form.append('cv', new Blob([new Uint8Array(lead.cv!)], { type: 'application/pdf' }), 'cv.pdf');
    request = fetch(site + API_PATHS.career, { method: 'POST', body: form });
  } else {
    const fields =
      lead.kind === 'gold'
        ? { ...validGold, full_name: lead.name }
        : { ...validContact, full_name: lead.name };
    request = fetch(site + API_PATHS[lead.kind], {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Idempotency-Key': `key-${lead.name.replaceAll(' ', '-')}`,
      },
      body: JSON.stringify(fields),
    });
  }
  // A connection cut by the kill is no answer: the visitor was told nothing.
  return request.then((response) => response.status).catch(() => null);
}

const nameOf = (entry: MockRequest) => {
  const body = entry.body as Record<string, unknown> | null;
  return String(body?.full_name ?? body?.candidate_name ?? '');
};
/** Entries the backend recorded as a new lead: answered 200 and not a replay of a key it knew. */
const recorded = (journal: MockRequest[], name: string) =>
  journal.filter((entry) => nameOf(entry) === name && entry.status === 200 && !entry.replayed);

async function outboxCounts() {
  const store = openSqliteOutboxStore(dataDir);
  try {
    return await store.counts();
  } finally {
    await store.close();
  }
}

describe('the lead outbox across processes', () => {
  it('loses and duplicates no acknowledged lead when the process is killed at random moments (20 runs)', async () => {
    const random = seeded(20261125);
    const acknowledged: Lead[] = [];
    const unanswered: Lead[] = [];
    const sent: Lead[] = [];
    // The kill is placed by what has happened, not by the clock: after a number of answers (0
    // to 6 of the run's 8), then a short random gap. Timed from the start alone, a busy machine
    // answered almost nothing before it, and the test no longer saw both sides of the kill.
    let answersBeforeKills = 0;

    for (let run = 0; run < 20; run++) {
      // Some runs have a slow backend (killed during delivery), some a failing one (killed
      // with leads queued), some a healthy one (killed while writing or just after answering).
      const mode = run % 3;
      if (mode === 1)
        await injectFault(backend.url, {
          path: API_PATHS.contact,
          delayMs: 200 + Math.floor(random() * 400),
        });
      if (mode === 2)
        for (const kind of ['contact', 'gold', 'career'] as const)
          await injectFault(backend.url, { path: API_PATHS[kind], status: 500, times: 3 });
      const server = runServer(
        serverEnv({ LEAD_ANSWER_WAIT_MS: String(50 + Math.floor(random() * 300)) }),
        started,
      );
      const { site } = await server.urls;

      const leads: Lead[] = Array.from({ length: 8 }, (_, i) => {
        const kind = (['contact', 'gold', 'contact', 'career'] as const)[i % 4]!;
        const name = `Crash ${run} ${i}`;
        return kind === 'career'
          ? { name, kind, cv: Buffer.concat([makePdf(), Buffer.from(`% ${name}\n`)]) }
          : { name, kind };
      });
      sent.push(...leads);
      const answersBeforeKill = Math.floor(random() * 7);
      answersBeforeKills += answersBeforeKill;
      let answered = 0;
      let enoughAnswered!: () => void;
      const killNow = new Promise<void>((resolve) => (enoughAnswered = resolve));
      if (answersBeforeKill === 0) enoughAnswered();
      const answers = leads.map(async (lead, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 15 * random()));
        const status = await post(site, lead);
        if (status !== null && ++answered >= answersBeforeKill) enoughAnswered();
        return status;
      });
      // Or once every lead has its answer (or its failure), whichever comes first.
      await Promise.race([killNow, Promise.all(answers)]);
      await new Promise((resolve) => setTimeout(resolve, random() * 50));
      server.child.kill('SIGKILL');
      await server.exited;
      const statuses = await Promise.all(answers);
      statuses.forEach((status, i) => {
        expect([200, 202, null], `${leads[i]!.name} answered ${status}`).toContain(status);
        (status === null ? unanswered : acknowledged).push(leads[i]!);
      });
      await fetch(`${backend.url}/__mock/faults`, { method: 'DELETE' });
    }

    // A last process picks up what the killed ones left; an operator's "retry" makes the
    // leads waiting out a back-off due now.
    const store = openSqliteOutboxStore(dataDir);
    for (const lead of await store.list('pending')) await store.requeue(lead.id, 0);
    await store.close();
    const last = runServer(serverEnv(), started);
    const { site } = await last.urls;
    await waitUntil('the outbox to empty', async () => {
      const health = (await (await fetch(`${site}/healthz`)).json()) as { outbox: { pending: number } };
      return health.outbox.pending === 0;
    });
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);

    // Both sides of the kill happened: leads answered before it and leads cut off by it.
    expect(acknowledged.length).toBeGreaterThanOrEqual(answersBeforeKills);
    expect(answersBeforeKills).toBeGreaterThanOrEqual(20);
    expect(unanswered.length).toBeGreaterThanOrEqual(1);
    const journal = await leadPosts(backend.url);
    for (const lead of acknowledged) expect(recorded(journal, lead.name), lead.name).toHaveLength(1);
    for (const lead of unanswered)
      expect(recorded(journal, lead.name).length, lead.name).toBeLessThanOrEqual(1);
    // Nothing half-written: every lead the backend took is one that was sent, whole.
    const byName = new Map(sent.map((lead) => [lead.name, lead]));
    for (const entry of journal.filter((e) => e.status === 200)) {
      const lead = byName.get(nameOf(entry));
      expect(lead, `unknown lead ${nameOf(entry)}`).toBeDefined();
      if (lead?.cv) expect(entry.file?.sha256).toBe(createHash('sha256').update(lead.cv).digest('hex'));
      else if (lead?.kind === 'gold') expect(entry.body).toEqual({ ...validGold, full_name: lead.name });
      else if (lead) expect(entry.body).toEqual({ ...validContact, full_name: lead.name });
    }
    expect(await outboxCounts()).toMatchObject({ pending: 0, dead: 0 });
  }, 180_000);

  it('never delivers one lead twice when two processes share DATA_DIR', async () => {
    for (const kind of ['contact', 'gold'] as const)
      await injectFault(backend.url, { path: API_PATHS[kind], status: 503 });
    const one = runServer(serverEnv(), started);
    const two = runServer(serverEnv(), started);
    const sites = [(await one.urls).site, (await two.urls).site];
    const leads: Lead[] = Array.from({ length: 40 }, (_, i) => ({
      name: `Shared ${i}`,
      kind: i % 2 ? 'gold' : 'contact',
    }));
    const statuses = await Promise.all(leads.map((lead, i) => post(sites[i % 2]!, lead)));
    expect(statuses.every((status) => status === 202)).toBe(true);

    // Both relays now race for the same 40 leads.
    await fetch(`${backend.url}/__mock/faults`, { method: 'DELETE' });
    await waitUntil('both relays to deliver every lead', async () => (await outboxCounts()).pending === 0);

    const journal = (await leadPosts(backend.url)).filter((entry) => entry.status !== 503);
    for (const lead of leads) {
      const deliveries = journal.filter((entry) => nameOf(entry) === lead.name);
      // A second delivery would show as a replay, or as 409 while the first was still running.
      expect(
        deliveries.map((entry) => [entry.status, entry.replayed ?? false]),
        lead.name,
      ).toEqual([[200, false]]);
    }
  }, 60_000);

  it('on SIGTERM finishes the delivery in flight, records it, and exits 0', async () => {
    await injectFault(backend.url, { path: API_PATHS.contact, status: 500, times: 1 });
    const server = runServer(serverEnv(), started);
    const { site } = await server.urls;
    expect(await post(site, { name: 'Graceful', kind: 'contact' })).toBe(202);
    // The relay's retry will take 1.5 s at the backend; stop the process while it is under way.
    await injectFault(backend.url, { path: API_PATHS.contact, delayMs: 1_500, times: 1 });
    await waitUntil(
      'the retry to reach the backend',
      async () => (await leadPosts(backend.url)).length === 2,
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const journal = await leadPosts(backend.url);
    expect(journal.map((entry) => entry.status)).toEqual([500, 200]);
    expect(await outboxCounts()).toMatchObject({ pending: 0, dead: 0 });
  }, 30_000);
});
