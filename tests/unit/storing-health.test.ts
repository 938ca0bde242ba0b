import { describe, expect, it } from 'vitest';
import { OUTBOX_UNAVAILABLE_BODY, QUEUED_BODY, type LeadOutbox } from '../../server/outbox/lead-outbox';
import { withStoringHealth } from '../../server/outbox/storing-health';
import type { SiteAnswer } from '../../server/upstream/site-answer';
import { validContact } from '../helpers/lead-fixtures';

const counts = { pending: 0, oldestAgeSeconds: 0, dead: 0 };

/** An outbox whose reads always work, whose next answer the test picks, and whose writes it turns off. */
function readableOutbox() {
  let next: SiteAnswer = { status: 200, body: {} };
  let writable = true;
  let probes = 0;
  const outbox: LeadOutbox = {
    accept: async () => next,
    start: async () => {},
    deliverDue: async () => {},
    stop: async () => {},
    health: async () => counts,
    probeWrite: async () => {
      probes++;
      if (!writable) throw new Error('SQLITE_FULL');
    },
  };
  return {
    outbox,
    answerNext: (answer: SiteAnswer) => (next = answer),
    setWritable: (value: boolean) => (writable = value),
    probes: () => probes,
  };
}

const lead = { kind: 'contact', fields: validContact } as const;
const refusal = { status: 503, body: OUTBOX_UNAVAILABLE_BODY };

describe('the outbox health, once a lead could not be stored', () => {
  it('fails while the store takes no writes, though it still reads, and is well once it takes one', async () => {
    const store = readableOutbox();
    const leads = withStoringHealth(store.outbox);
    expect(await leads.health()).toEqual(counts);
    expect(store.probes()).toBe(0);

    store.setWritable(false);
    store.answerNext(refusal);
    expect((await leads.accept(lead)).status).toBe(503);
    await expect(leads.health()).rejects.toThrow('SQLITE_FULL');
    await expect(leads.health()).rejects.toThrow('SQLITE_FULL');
    // Room again, and no lead comes (a load balancer took the instance out): the probe tells.
    store.setWritable(true);
    expect(await leads.health()).toEqual(counts);
    const probed = store.probes();
    expect(await leads.health()).toEqual(counts);
    expect(store.probes()).toBe(probed);
  });

  it('is well again as soon as a lead is stored, and a refusal of the lead itself changes nothing', async () => {
    const store = readableOutbox();
    const leads = withStoringHealth(store.outbox);
    store.setWritable(false);
    store.answerNext(refusal);
    await leads.accept(lead);
    store.answerNext({ status: 400, body: { error: 'validation_error' } });
    await leads.accept(lead);
    await expect(leads.health()).rejects.toThrow();
    store.answerNext({ status: 202, body: QUEUED_BODY });
    await leads.accept(lead);
    expect(await leads.health()).toEqual(counts);
  });
});
