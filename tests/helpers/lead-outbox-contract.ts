import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { KEY_REUSED_ERROR } from '../../shared/idempotency';
import { startMockBackend, type RunningMockBackend } from '../../mock-backend/start-mock-backend';
import type { LeadOutbox } from '../../server/outbox/lead-outbox';
import { createUpstreamClient, type UpstreamClient } from '../../server/upstream/upstream-client';
import { makePdf } from './cv-fixtures';
import { validCareerFields, validContact, validGold } from './lead-fixtures';
import { waitUntil } from './server-process';
import { injectFault, leadPosts, resetMock } from './start-site';

export interface OutboxUnderTest {
  leads: LeadOutbox;
  close(): Promise<void>;
}

/**
 * What every lead outbox promises a visitor and the business, whatever holds the leads: the
 * embedded SQLite file or BullMQ on Redis. Real time and a real mock backend, so the back-off
 * and the delivery are the ones a deployment gets. `breakStore` makes the store unreachable.
 */
export function describeLeadOutboxContract(
  name: string,
  open: (upstream: UpstreamClient) => Promise<OutboxUnderTest>,
  breakStore: () => Promise<void>,
) {
  describe(`${name}: the lead outbox contract`, () => {
    let backend: RunningMockBackend;
    let outbox: OutboxUnderTest;

    beforeAll(async () => {
      backend = await startMockBackend({ port: 0 });
      outbox = await open(createUpstreamClient({ baseUrl: backend.url, timeoutMs: 2_000 }));
      await outbox.leads.start();
    });
    // The last test leaves the store unreachable, and an outbox closed then may wait out its
    // grace for work in hand (CLOSE_GRACE_MS in server/outbox/bullmq/bullmq-lead-outbox.ts) first.
    afterAll(async () => {
      await outbox?.close();
      await backend?.close();
    }, 30_000);
    beforeEach(() => resetMock(backend.url));

    const named = (journalName: string) => async () =>
      (await leadPosts(backend.url)).filter(
        (entry) =>
          (entry.body as { full_name?: string } | null)?.full_name === journalName && entry.status === 200,
      );

    it('answers 200 with the backend answer when it takes the lead, and holds nothing after', async () => {
      const answer = await outbox.leads.accept(
        { kind: 'contact', fields: { ...validContact, full_name: 'Contract OK' } },
        'contract-ok',
      );
      expect(answer).toEqual({ status: 200, body: { id: expect.any(String) } });
      expect(await outbox.leads.health()).toMatchObject({ pending: 0 });
    });

    it('delivers a CV byte for byte', async () => {
      const cv = Buffer.concat([makePdf(), Buffer.from('% contract\n')]);
      const answer = await outbox.leads.accept(
        { kind: 'career', fields: { ...validCareerFields }, cv: { originalname: 'cv.pdf', buffer: cv } },
        'contract-cv',
      );
      expect(answer.status).toBe(200);
      const [entry] = await leadPosts(backend.url);
      expect(entry?.file?.sha256).toBe(createHash('sha256').update(cv).digest('hex'));
    });

    it('passes a 400 that names no field through, as a refusal for good', async () => {
      await injectFault(backend.url, { path: API_PATHS.contact, status: 400 });
      const answer = await outbox.leads.accept(
        { kind: 'contact', fields: { ...validContact } },
        'contract-400',
      );
      expect(answer).toEqual({ status: 400, body: { error: 'injected_fault' } });
    });

    it('keeps a lead as a dead letter when the backend names a field its visitor cannot correct', async () => {
      // The form sends `source` with a fixed value: a backend that refuses it (a changed rule,
      // a renamed field) refuses every such lead, and no visitor can fix that.
      const refusal = { error: 'invalid_payload', issues: { source: ['Unknown source'] } };
      await injectFault(backend.url, { path: API_PATHS.career, status: 400, body: refusal, times: 1 });
      const before = (await outbox.leads.health()).dead;
      const answer = await outbox.leads.accept(
        {
          kind: 'career',
          fields: { ...validCareerFields },
          cv: { originalname: 'cv.pdf', buffer: makePdf() },
        },
        'contract-fixed-field',
      );
      expect(answer).toEqual({ status: 400, body: refusal });
      expect((await outbox.leads.health()).dead).toBe(before + 1);
    });

    it('lets the visitor correct a refusal that names only fields on the form, keeping nothing', async () => {
      const refusal = { error: 'invalid_payload', issues: { phone_number: ['Not a number we can call'] } };
      await injectFault(backend.url, { path: API_PATHS.contact, status: 400, body: refusal, times: 1 });
      const before = await outbox.leads.health();
      const answer = await outbox.leads.accept(
        { kind: 'contact', fields: { ...validContact } },
        'contract-field',
      );
      expect(answer).toEqual({ status: 400, body: refusal });
      expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: before.dead });
    });

    // The page loaded again while the backend is still deciding on the lead: the browser sends
    // the entry again under its key, and that visitor is the one left to correct it.
    it("answers the same entry sent again during its first attempt with that attempt's answer: a refusal naming fields reaches it, and nothing is kept", async () => {
      const refusal = { error: 'invalid_payload', issues: { phone_number: ['Not a number we can call'] } };
      await injectFault(backend.url, {
        path: API_PATHS.contact,
        status: 400,
        body: refusal,
        delayMs: 1_000,
        times: 1,
      });
      const before = await outbox.leads.health();
      const lead = { kind: 'contact' as const, fields: { ...validContact, full_name: 'Contract Reloaded' } };
      const first = outbox.leads.accept(lead, 'contract-reloaded');
      await waitUntil(
        'the first attempt to reach the backend',
        async () => (await leadPosts(backend.url)).length > 0,
        5_000,
      );
      expect(await outbox.leads.accept(lead, 'contract-reloaded')).toEqual({ status: 400, body: refusal });
      expect(await first).toEqual({ status: 400, body: refusal });
      expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: before.dead });
    });

    it('passes a 422 through and keeps the lead as a dead letter', async () => {
      const before = (await outbox.leads.health()).dead;
      await injectFault(backend.url, { path: API_PATHS.gold, status: 422 });
      expect(
        (await outbox.leads.accept({ kind: 'gold', fields: { ...validGold } }, 'contract-422')).status,
      ).toBe(422);
      expect((await outbox.leads.health()).dead).toBe(before + 1);
    });

    // Its sender used one key for two leads (the site's pages never do): kept, it would be a
    // dead letter no operator can send, and anyone could fill the outbox with them.
    it('passes a 422 for a key the backend holds another lead under back to its sender, keeping nothing', async () => {
      const reused = {
        error: KEY_REUSED_ERROR,
        message: 'This Idempotency-Key was used for a different request',
      };
      await injectFault(backend.url, { path: API_PATHS.contact, status: 422, body: reused, times: 1 });
      const before = await outbox.leads.health();
      const answer = await outbox.leads.accept(
        { kind: 'contact', fields: { ...validContact, full_name: 'Contract Key Reused' } },
        'contract-key-reused',
      );
      expect(answer).toEqual({ status: 422, body: reused });
      expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: before.dead });
    });

    it('tries again an entry sent again under the key of its dead letter, and keeps no dead letter once delivered', async () => {
      const before = (await outbox.leads.health()).dead;
      const lead = { kind: 'gold' as const, fields: { ...validGold, full_name: 'Contract Again' } };
      await injectFault(backend.url, { path: API_PATHS.gold, status: 403, times: 1 });
      expect((await outbox.leads.accept(lead, 'contract-again')).status).toBe(403);
      expect((await outbox.leads.health()).dead).toBe(before + 1);
      // The answer was lost with the visitor's connection: the browser sends the entry again
      // under its key once the connection is back.
      expect(await outbox.leads.accept(lead, 'contract-again')).toEqual({
        status: 200,
        body: { id: expect.any(String) },
      });
      expect(await named('Contract Again')()).toHaveLength(1);
      expect(await outbox.leads.health()).toMatchObject({ pending: 0, dead: before });
    });

    it('answers 202 while the backend fails, then delivers the lead exactly once when it is back', async () => {
      await injectFault(backend.url, { path: API_PATHS.contact, status: 503 });
      const answer = await outbox.leads.accept(
        { kind: 'contact', fields: { ...validContact, full_name: 'Contract Queued' } },
        'contract-queued',
      );
      expect(answer).toEqual({ status: 202, body: { status: 'queued' } });
      expect((await outbox.leads.health()).pending).toBeGreaterThanOrEqual(1);
      await fetch(`${backend.url}/__mock/faults`, { method: 'DELETE' });
      await waitUntil(
        'the queued lead to be delivered',
        async () => (await named('Contract Queued')()).length > 0,
        20_000,
      );
      expect(await named('Contract Queued')()).toHaveLength(1);
      await waitUntil(
        'the outbox to be empty',
        async () => (await outbox.leads.health()).pending === 0,
        5_000,
      );
    }, 40_000);

    it('stores the same key once: the same entry sent twice is one lead at the backend', async () => {
      const lead = { kind: 'contact' as const, fields: { ...validContact, full_name: 'Contract Twice' } };
      const answers = await Promise.all([
        outbox.leads.accept(lead, 'contract-twice'),
        outbox.leads.accept(lead, 'contract-twice'),
      ]);
      for (const answer of answers) expect([200, 202]).toContain(answer.status);
      await waitUntil('the lead to arrive', async () => (await named('Contract Twice')()).length > 0, 20_000);
      const journal = (await leadPosts(backend.url)).filter(
        (entry) => (entry.body as { full_name?: string }).full_name === 'Contract Twice',
      );
      expect(journal.filter((entry) => entry.status === 200 && !entry.replayed)).toHaveLength(1);
    }, 40_000);

    it('refuses another lead under the key of one that waits with 422, and delivers the first', async () => {
      await injectFault(backend.url, { path: API_PATHS.contact, status: 503 });
      const first = {
        kind: 'contact' as const,
        fields: { ...validContact, full_name: 'Contract Keyholder' },
      };
      const other = { kind: 'contact' as const, fields: { ...validContact, full_name: 'Contract Reuser' } };
      expect((await outbox.leads.accept(first, 'contract-reused')).status).toBe(202);
      expect(await outbox.leads.accept(other, 'contract-reused')).toEqual({
        status: 422,
        body: { error: 'idempotency_key_reused', message: expect.any(String) },
      });
      expect((await outbox.leads.accept(first, 'contract-reused')).status).toBe(202);
      await fetch(`${backend.url}/__mock/faults`, { method: 'DELETE' });
      await waitUntil(
        'the first lead to be delivered',
        async () => (await named('Contract Keyholder')()).length > 0,
        20_000,
      );
      await waitUntil(
        'the outbox to be empty',
        async () => (await outbox.leads.health()).pending === 0,
        5_000,
      );
      expect(await named('Contract Reuser')()).toEqual([]);
    }, 40_000);

    it('takes a write that holds no lead, for its health to learn whether it takes leads', async () => {
      await outbox.leads.probeWrite(64 * 1024);
      expect(await outbox.leads.health()).toMatchObject({ pending: 0 });
    });

    it('refuses a lead with 503 when it cannot store it, without calling the backend', async () => {
      await breakStore();
      const answer = await outbox.leads.accept(
        { kind: 'contact', fields: { ...validContact } },
        'contract-503',
      );
      expect(answer.status).toBe(503);
      expect(await leadPosts(backend.url)).toEqual([]);
      await expect(outbox.leads.health()).rejects.toThrow();
      await expect(outbox.leads.probeWrite(1)).rejects.toThrow();
    });
  });
}
