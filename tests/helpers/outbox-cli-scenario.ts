import request from 'supertest';
import { expect } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { makePdf } from './cv-fixtures';
import { validCareerFields, validGold } from './lead-fixtures';
import { injectFault, leadPosts, resetMock, type RunningSite } from './start-site';

export type OutboxCommand = (...args: string[]) => Promise<{ code: number; out: string }>;

/**
 * What an operator does about a lead the backend refused, on either outbox: finds it dead,
 * sees why without personal data, looks at it when asked, and sends it again once fixed.
 * `idPattern` is how the outbox names a lead; `deliver` lets the running site deliver what is due.
 */
export async function deadLetterRoundTrip(
  site: RunningSite,
  outbox: OutboxCommand,
  idPattern: string,
  deliver: () => Promise<void>,
) {
  await injectFault(site.mockUrl, { path: API_PATHS.gold, status: 422 });
  await request(site.url).post(API_PATHS.gold).send(validGold).expect(422);
  await resetMock(site.mockUrl);

  const status = await outbox('status');
  expect(status.out).toBe('pending: 0\ndead:    1\n  1 x backend answered 422');
  const list = await outbox('list', 'dead');
  expect(list.out).toMatch(
    new RegExp(
      `^#${idPattern} +gold +dead +received \\S+ +attempts 1 +dead \\d+s ago +last: backend answered 422$`,
    ),
  );
  for (const personal of [validGold.full_name, validGold.phone_number, validGold.email])
    expect(status.out + list.out).not.toContain(personal);
  const id = /^#(\S+)/.exec(list.out)![1]!;
  expect(JSON.parse((await outbox('show', id)).out)).toMatchObject({
    kind: 'gold',
    state: 'dead',
    fields: validGold,
  });

  // Fixed at the backend: the operator sends it again and the running site delivers it.
  expect((await outbox('retry', id)).out).toBe(
    `Lead #${id} is due now; a running site delivers it within seconds.`,
  );
  await deliver();
  await expect
    .poll(async () => (await leadPosts(site.mockUrl)).map((entry) => entry.status), { timeout: 10_000 })
    .toEqual([200]);
  await expect
    .poll(async () => (await outbox('status')).out, { timeout: 10_000 })
    .toBe('pending: 0\ndead:    0');
}

/** A job application with a CV that the backend refuses for good (410): a dead letter with a CV. */
export async function refusedCareerLead(site: RunningSite): Promise<void> {
  await injectFault(site.mockUrl, { path: API_PATHS.career, status: 410 });
  await request(site.url)
    .post(API_PATHS.career)
    .field(validCareerFields)
    .attach('cv', makePdf(), 'cv.pdf')
    .expect(410);
}
