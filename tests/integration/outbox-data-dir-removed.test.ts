import { rmSync, statSync } from 'node:fs';
import request from 'supertest';
import { expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { validContact } from '../helpers/lead-fixtures';
import { injectFault, leadPosts, startSite } from '../helpers/start-site';

// An operator's `rm -rf` of DATA_DIR under the running site, while the backend is down: the
// leads visitors were thanked for were in the removed file only.

it('keeps the leads of a DATA_DIR removed under the running site, and the lead sent as it went, and delivers each once', async () => {
  const clock = { now: Date.now() };
  const site = await startSite({}, { now: () => clock.now });
  try {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, status: 500, times: 3 });
    const send = (full_name: string) =>
      request(site.url)
        .post(API_PATHS.contact)
        .send({ ...validContact, full_name });
    await send('Kept One').expect(202);
    await send('Kept Two').expect(202);
    rmSync(site.dataDir, { recursive: true, force: true });
    await send('Sent As It Went').expect(202);

    expect(statSync(site.dataDir).mode & 0o777).toBe(0o700);
    expect((await request(site.url).get('/healthz').expect(200)).body.outbox).toMatchObject({
      pending: 3,
      dead: 0,
    });

    clock.now += 10 * 60_000;
    await site.leads.deliverDue();
    const recorded = (await leadPosts(site.mockUrl))
      .filter((post) => post.status !== undefined && post.status < 300 && !post.replayed)
      .map((post) => (post.body as { full_name: string }).full_name);
    expect(recorded.sort()).toEqual(['Kept One', 'Kept Two', 'Sent As It Went']);
    expect(await site.leads.health()).toMatchObject({ pending: 0, dead: 0 });
  } finally {
    await site.close();
  }
});
