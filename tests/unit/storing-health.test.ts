import { describe, expect, it } from 'vitest';
import { OUTBOX_UNAVAILABLE_BODY, QUEUED_BODY, type LeadOutbox } from '../../server/outbox/lead-outbox';
import { FAILED_STORE_HOLD_MS, withStoringHealth } from '../../server/outbox/storing-health';
import type { SiteAnswer } from '../../server/upstream/site-answer';
import { validContact } from '../helpers/lead-fixtures';

const counts = { pending: 0, oldestAgeSeconds: 0, dead: 0 };

/** An outbox whose reads always work and whose next answer the test picks. */
function readableOutbox() {
  let next: SiteAnswer = { status: 200, body: {} };
  const outbox: LeadOutbox = {
    accept: async () => next,
    start: async () => {},
    deliverDue: async () => {},
    stop: async () => {},
    health: async () => counts,
  };
  return { outbox, answerNext: (answer: SiteAnswer) => (next = answer) };
}

const lead = { kind: 'contact', fields: validContact } as const;

describe('the outbox health, once a lead could not be stored', () => {
  it('fails for a while after a lead could not be stored, though the store still reads', async () => {
    let clock = 0;
    const { outbox, answerNext } = readableOutbox();
    const leads = withStoringHealth(outbox, () => clock);
    expect(await leads.health()).toEqual(counts);

    answerNext({ status: 503, body: OUTBOX_UNAVAILABLE_BODY });
    expect((await leads.accept(lead)).status).toBe(503);
    await expect(leads.health()).rejects.toThrow(/could not store/);
    clock += FAILED_STORE_HOLD_MS - 1;
    await expect(leads.health()).rejects.toThrow(/could not store/);
    // Then tried again: an instance taken out by its load balancer gets no lead to clear it.
    clock += 1;
    expect(await leads.health()).toEqual(counts);
  });

  it('is well again as soon as a lead is stored, and a refusal of the lead itself changes nothing', async () => {
    const { outbox, answerNext } = readableOutbox();
    const leads = withStoringHealth(outbox, () => 0);
    answerNext({ status: 503, body: OUTBOX_UNAVAILABLE_BODY });
    await leads.accept(lead);
    answerNext({ status: 400, body: { error: 'validation_error' } });
    await leads.accept(lead);
    await expect(leads.health()).rejects.toThrow();
    answerNext({ status: 202, body: QUEUED_BODY });
    await leads.accept(lead);
    expect(await leads.health()).toEqual(counts);
  });
});
