import { describe, expect, it } from 'vitest';
import { OUTBOX_UNAVAILABLE_BODY, QUEUED_BODY, type LeadOutbox } from '../../server/outbox/lead-outbox';
import { withStoringHealth } from '../../server/outbox/storing-health';
import type { SiteAnswer } from '../../server/upstream/site-answer';
import { validCareerFields, validContact } from '../helpers/lead-fixtures';

const counts = { pending: 0, oldestAgeSeconds: 0, dead: 0 };

/**
 * An outbox whose reads always work, whose answers the test gives, and which has `room` bytes
 * for a write. Its probes wait for `releaseProbes` when the test holds them.
 */
function readableOutbox() {
  const answers: Array<Promise<SiteAnswer>> = [];
  let room = Infinity;
  const probed: number[] = [];
  let held: Promise<void> | null = null;
  let release = () => {};
  const outbox: LeadOutbox = {
    accept: () => answers.shift() ?? Promise.resolve({ status: 200, body: {} }),
    start: async () => {},
    deliverDue: async () => {},
    stop: async () => {},
    health: async () => counts,
    probeWrite: async (bytes) => {
      probed.push(bytes);
      await held;
      if (bytes > room) throw new Error('SQLITE_FULL');
    },
  };
  return {
    outbox,
    answerNext: (answer: SiteAnswer | Promise<SiteAnswer>) => answers.push(Promise.resolve(answer)),
    setRoom: (bytes: number) => (room = bytes),
    probed,
    holdProbes: () => (held = new Promise((resolve) => (release = resolve))),
    releaseProbes: () => {
      held = null;
      release();
    },
  };
}

const contact = { kind: 'contact', fields: validContact } as const;
const career = {
  kind: 'career',
  fields: validCareerFields,
  cv: { originalname: 'cv.pdf', buffer: Buffer.alloc(600_000) },
} as const;
const refusal = { status: 503, body: OUTBOX_UNAVAILABLE_BODY };

describe('the outbox health, once a lead could not be stored', () => {
  it('fails until the store takes a write as large as the lead it refused, though it still reads', async () => {
    const store = readableOutbox();
    const leads = withStoringHealth(store.outbox);
    expect(await leads.health()).toEqual(counts);
    expect(store.probed).toEqual([]);

    // Room for a small lead, not for a CV.
    store.setRoom(10_000);
    store.answerNext(refusal);
    expect((await leads.accept(career)).status).toBe(503);
    await expect(leads.health()).rejects.toThrow('SQLITE_FULL');
    expect(store.probed.at(-1)).toBeGreaterThan(600_000);
    // A small lead stored meanwhile does not make it well: a CV would still be refused.
    store.answerNext({ status: 200, body: {} });
    await leads.accept(contact);
    await expect(leads.health()).rejects.toThrow('SQLITE_FULL');
    // Room again, and no lead comes (a load balancer took the instance out): the probe tells.
    store.setRoom(Infinity);
    expect(await leads.health()).toEqual(counts);
    const probes = store.probed.length;
    expect(await leads.health()).toEqual(counts);
    expect(store.probed.length).toBe(probes);
  });

  it('is not made well by a success answered after a later refusal, nor by a probe begun before one', async () => {
    const store = readableOutbox();
    const leads = withStoringHealth(store.outbox);
    // A lead stored before the disk filled is answered after its delivery attempt: last.
    let answerStored: (answer: SiteAnswer) => void = () => {};
    store.answerNext(new Promise<SiteAnswer>((resolve) => (answerStored = resolve)));
    const stored = leads.accept(contact);
    store.setRoom(0);
    store.answerNext(refusal);
    await leads.accept(contact);
    answerStored({ status: 202, body: QUEUED_BODY });
    expect((await stored).status).toBe(202);
    await expect(leads.health()).rejects.toThrow();

    // A probe that began before a refusal does not end it, even when it succeeds.
    store.setRoom(Infinity);
    store.holdProbes();
    const checking = leads.health();
    store.answerNext(refusal);
    await leads.accept(contact);
    store.setRoom(0);
    store.releaseProbes();
    await expect(checking).rejects.toThrow();
    store.setRoom(Infinity);
    store.holdProbes();
    const succeeding = leads.health();
    store.answerNext(refusal);
    await leads.accept(contact);
    store.releaseProbes();
    expect(await succeeding).toEqual(counts);
    store.setRoom(0);
    await expect(leads.health()).rejects.toThrow();
  });

  it('changes nothing for a lead refused for what it says', async () => {
    const store = readableOutbox();
    const leads = withStoringHealth(store.outbox);
    store.answerNext({ status: 400, body: { error: 'validation_error' } });
    await leads.accept(contact);
    expect(await leads.health()).toEqual(counts);
    expect(store.probed).toEqual([]);
  });
});
