import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AcceptedLead } from '../../server/leads/lead-check';
import type { OutboxStore } from '../../server/outbox/embedded/outbox-store';
import { validCareerFields, validContact, validGold } from './lead-fixtures';
import { makePdf } from './cv-fixtures';

const contact: AcceptedLead = { kind: 'contact', fields: { ...validContact } };
const gold: AcceptedLead = { kind: 'gold', fields: { ...validGold } };
const career: Extract<AcceptedLead, { kind: 'career' }> = {
  kind: 'career',
  fields: { ...validCareerFields },
  cv: { name: 'cv.pdf', type: 'application/pdf', bytes: makePdf() },
};

const A = { owner: 'test/1/a', until: 1_000 };
const B = { owner: 'test/2/b', until: 1_000 };
const free = { owner: 'nobody', until: 0 };

/**
 * What every outbox store must do, whatever it keeps leads in: the embedded SQLite file
 * today, a shared store for several instances later. `open` makes a fresh, empty store.
 */
export function describeOutboxStoreContract(
  name: string,
  open: () => Promise<OutboxStore>,
  reopen?: (store: OutboxStore) => Promise<OutboxStore>,
) {
  describe(`${name}: the outbox store contract`, () => {
    let store: OutboxStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await store.close();
    });

    it('keeps a lead, its fields and its CV byte for byte, under its key', async () => {
      const added = await store.add({ idempotencyKey: 'k-career', lead: career, receivedAt: 10 }, free);
      expect(added).toEqual({ id: expect.any(Number) });
      const id = (added as { id: number }).id;
      const shown = await store.show(id);
      expect(shown?.idempotencyKey).toBe('k-career');
      expect(shown?.lead).toEqual(career);
      expect(shown?.state).toBe('pending');
      expect(await store.counts()).toEqual({ pending: 1, oldestPendingAt: 10, dead: 0 });
    });

    it('stores a key once per kind: the same entry sent twice is one lead', async () => {
      expect(await store.add({ idempotencyKey: 'same', lead: contact, receivedAt: 1 }, free)).not.toBe(
        'duplicate',
      );
      expect(await store.add({ idempotencyKey: 'same', lead: contact, receivedAt: 2 }, free)).toBe(
        'duplicate',
      );
      expect(await store.add({ idempotencyKey: 'same', lead: gold, receivedAt: 3 }, free)).not.toBe(
        'duplicate',
      );
      expect((await store.counts()).pending).toBe(2);
    });

    it('stores nothing for a key that waits with other contents, and says so', async () => {
      await store.add({ idempotencyKey: 'reused', lead: career, receivedAt: 1 }, free);
      const otherName = { ...career, fields: { ...career.fields, full_name: 'Someone Else' } };
      const otherCv = {
        ...career,
        cv: { ...career.cv, bytes: Buffer.concat([career.cv.bytes, Buffer.from('\n')]) },
      };
      expect(await store.add({ idempotencyKey: 'reused', lead: otherName, receivedAt: 2 }, free)).toBe(
        'different',
      );
      expect(await store.add({ idempotencyKey: 'reused', lead: otherCv, receivedAt: 3 }, free)).toBe(
        'different',
      );
      const [waiting] = await store.list('pending');
      expect((await store.show(waiting!.id))?.lead).toEqual(career);
      expect((await store.counts()).pending).toBe(1);
    });

    it('takes a key again once the lead that had it is dead', async () => {
      const { id } = (await store.add({ idempotencyKey: 'again', lead: contact, receivedAt: 1 }, free)) as {
        id: number;
      };
      await store.bury(
        { id, idempotencyKey: 'again' },
        { attempts: 1, reason: 'backend answered 422', at: 2 },
      );
      expect(await store.add({ idempotencyKey: 'again', lead: contact, receivedAt: 3 }, free)).not.toBe(
        'duplicate',
      );
      expect(await store.counts()).toMatchObject({ pending: 1, dead: 1 });
    });

    it('hands out due leads of a kind in arrival order, each to one holder only', async () => {
      for (const key of ['k1', 'k2', 'k3'])
        await store.add({ idempotencyKey: key, lead: contact, receivedAt: 5 }, free);
      await store.add({ idempotencyKey: 'g1', lead: gold, receivedAt: 5 }, free);
      const first = await store.claimNext('contact', 100, A);
      const second = await store.claimNext('contact', 100, B);
      expect(first?.idempotencyKey).toBe('k1');
      expect(second?.idempotencyKey).toBe('k2');
      // Held leads are not handed out again until the hold runs out.
      expect((await store.claimNext('contact', 100, B))?.idempotencyKey).toBe('k3');
      expect(await store.claimNext('contact', 100, B)).toBeNull();
      expect((await store.claimNext('contact', 1_000, B))?.idempotencyKey).toBe('k1');
    });

    it('holds a lead from the moment it is stored for its first attempt', async () => {
      await store.add({ idempotencyKey: 'held', lead: contact, receivedAt: 5 }, A);
      expect(await store.claimNext('contact', 999, B)).toBeNull();
      expect(await store.releaseClaims((owner) => owner === A.owner)).toBe(1);
      expect((await store.claimNext('contact', 999, B))?.idempotencyKey).toBe('held');
    });

    it('waits with a lead until its next attempt is due, then keeps the attempt count and reason', async () => {
      const { id } = (await store.add({ idempotencyKey: 'later', lead: contact, receivedAt: 5 }, A)) as {
        id: number;
      };
      await store.retryLater(
        { id, idempotencyKey: 'later' },
        { attempts: 1, nextAttemptAt: 500, reason: 'backend answered 500' },
      );
      expect(await store.claimNext('contact', 499, B)).toBeNull();
      const again = await store.claimNext('contact', 500, B);
      expect(again).toMatchObject({ id, attempts: 1 });
      expect((await store.list('pending'))[0]).toMatchObject({
        id,
        lastError: 'backend answered 500',
        attempts: 1,
      });
    });

    it('forgets a delivered lead entirely', async () => {
      const { id } = (await store.add({ idempotencyKey: 'done', lead: career, receivedAt: 5 }, A)) as {
        id: number;
      };
      await store.forget({ id, idempotencyKey: 'done' });
      expect(await store.show(id)).toBeNull();
      expect(await store.counts()).toEqual({ pending: 0, oldestPendingAt: null, dead: 0 });
    });

    it('keeps dead letters apart, requeues them on request and purges them after retention', async () => {
      const one = (await store.add({ idempotencyKey: 'd1', lead: contact, receivedAt: 5 }, A)) as {
        id: number;
      };
      const two = (await store.add({ idempotencyKey: 'd2', lead: gold, receivedAt: 6 }, A)) as { id: number };
      await store.bury(
        { ...one, idempotencyKey: 'd1' },
        { attempts: 1, reason: 'backend answered 422', at: 100 },
      );
      await store.bury({ ...two, idempotencyKey: 'd2' }, { attempts: 9, reason: 'too old', at: 200 });
      expect(await store.counts()).toEqual({ pending: 0, oldestPendingAt: null, dead: 2 });
      expect(await store.claimNext('contact', 10_000, B)).toBeNull();
      expect((await store.list('dead')).map((lead) => lead.lastError)).toEqual([
        'backend answered 422',
        'too old',
      ]);

      expect(await store.requeue(one.id, 300)).toBe(1);
      expect((await store.claimNext('contact', 300, B))?.id).toBe(one.id);
      expect(await store.purgeDead(150)).toBe(0);
      expect(await store.purgeDead(201)).toBe(1);
      expect(await store.show(two.id)).toBeNull();
    });

    it('requeues every dead letter at once', async () => {
      for (const key of ['x1', 'x2']) {
        const { id } = (await store.add({ idempotencyKey: key, lead: contact, receivedAt: 5 }, A)) as {
          id: number;
        };
        await store.bury({ id, idempotencyKey: key }, { attempts: 1, reason: 'r', at: 9 });
      }
      expect(await store.requeue('all-dead', 50)).toBe(2);
      expect(await store.counts()).toMatchObject({ pending: 2, dead: 0 });
    });

    if (reopen) {
      it('still has every stored lead after it is closed and opened again', async () => {
        await store.add({ idempotencyKey: 'kept', lead: career, receivedAt: 7 }, free);
        store = await reopen(store);
        const [summary] = await store.list();
        expect(summary).toMatchObject({ kind: 'career', receivedAt: 7 });
        expect((await store.show(summary!.id))?.lead).toEqual(career);
      });
    }
  });
}
