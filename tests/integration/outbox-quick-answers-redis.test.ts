import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../server/env';
import { openLeadOutbox } from '../../server/outbox/open-lead-outbox';
import type { UpstreamClient, UpstreamResult } from '../../server/upstream/upstream-client';
import { missingTools } from '../../scripts/system-tools';
import { validContact } from '../helpers/lead-fixtures';
import { startRedis, type RunningRedis } from '../helpers/redis-server';

// A backend that answers at once ends a job within a few Redis round trips of its being added.
// The visitor must still get that answer: "queued" for a delivered lead misleads, and for a lead
// the backend refused by field it loses the lead, as nobody is asked to correct it.

const missing = missingTools(['redis-server']);
if (missing) throw new Error(missing);

const json = (status: number, body: unknown): UpstreamResult => ({
  kind: 'response',
  status,
  contentType: 'application/json',
  retryAfter: null,
  body: new TextEncoder().encode(JSON.stringify(body)),
});

/** Answers in the same tick: takes every lead, except those named "Wrong Number". */
const instantBackend: UpstreamClient = {
  baseUrl: 'http://backend.test',
  timeoutMs: 2_000,
  async send(request) {
    const { full_name } = JSON.parse(String(request.body)) as { full_name: string };
    return full_name === 'Wrong Number'
      ? json(400, { error: 'invalid_payload', issues: { phone_number: ['Enter a valid number'] } })
      : json(200, { id: 'b-1' });
  },
};

let redis: RunningRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const LEADS = 600;
/** Several visitors at once, as on a busy evening; it also widens any gap between add and listen. */
const AT_ONCE = 6;

it('answers every lead an instant backend takes or refuses with that answer, never "queued"', async () => {
  const outbox = await openLeadOutbox({
    env: loadEnv({ REDIS_URL: redis.url, LEAD_ANSWER_WAIT_MS: '15000' }),
    upstream: instantBackend,
    logger: pino({ level: 'silent' }),
  });
  try {
    await outbox.leads.start();
    const expected = Array.from({ length: LEADS }, (_, n) => (n % 4 === 3 ? 400 : 200));
    const statuses: number[] = [];
    for (let first = 0; first < LEADS; first += AT_ONCE) {
      const batch = expected.slice(first, first + AT_ONCE).map((status, offset) =>
        outbox.leads.accept(
          {
            kind: 'contact',
            fields: {
              ...validContact,
              full_name: status === 400 ? 'Wrong Number' : `Quick ${first + offset}`,
            },
          },
          `quick-${first + offset}`,
        ),
      );
      for (const answer of await Promise.all(batch)) statuses.push(answer.status);
    }
    expect(statuses).toEqual(expected);
  } finally {
    await outbox.close();
  }
}, 90_000);
