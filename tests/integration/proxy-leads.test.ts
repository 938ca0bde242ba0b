// The same-origin proxy against the real mock backend: validation before upstream, status
// mapping, faults, CV refusals, and the Idempotency-Key the browser sends.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { makeDocx, makePdf } from '../helpers/cv-fixtures';
import { injectFault, leadPosts, resetMock, type RunningSite, startSite } from '../helpers/start-site';
import { waitUntil } from '../helpers/server-process';
import { UUID } from '../helpers/uuid-pattern';

const TIMEOUT_MS = 300;
// The site's clock, so a queued lead's next attempt can be made due without waiting for it.
const clock = { now: Date.now() };
let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) }, { now: () => clock.now });
});
afterAll(() => site.close());
beforeEach(() => resetMock(site.mockUrl));

const posts = () => leadPosts(site.mockUrl);

const leads = {
  contact: { full_name: 'Asha Rao', phone_number: '9845012345', service_required: '24 Rent Gold' },
  gold: {
    full_name: 'Ravi',
    city: 'Hubballi',
    gold_grams: '10',
    karat_score: 22,
    phone_number: '+91 98450 12345',
    email: 'ravi@example.com',
  },
  franchise: {
    full_name: 'Meena',
    phone_number: '9900112233',
    email: 'meena@example.com',
    total_funds_available: '25 lakh',
    funds_in_hand_to_invest: '15 lakh',
    funds_required_to_borrow: '',
    source_of_borrow: '',
    previous_experience: 'Shop',
    area_of_interest: 'Davangere',
  },
} as const;

const kinds = ['contact', 'gold', 'franchise'] as const;

describe('JSON lead proxy', () => {
  it('answers a free text pasted far past its limit (6,000 Kannada characters) with its message, not as a body too large', async () => {
    const res = await request(site.url)
      .post(API_PATHS.franchise)
      .set('Idempotency-Key', 'key-long-experience')
      .send({ ...leads.franchise, previous_experience: 'ಕ'.repeat(6000), website: '' })
      .expect(400);
    expect(res.body.issues).toEqual({ previous_experience: ['Must be 1000 characters or fewer'] });
    expect(await posts()).toHaveLength(0);
  });

  it.each(kinds)('%s: a valid lead reaches upstream exactly and answers 200', async (kind) => {
    const res = await request(site.url)
      .post(API_PATHS[kind])
      .set('Idempotency-Key', `key-${kind}-1`)
      .send({ ...leads[kind], website: '' })
      .expect(200);
    expect(res.body).toHaveProperty('id');
    const journal = await posts();
    expect(journal).toHaveLength(1);
    expect(journal[0]!.path).toBe(API_PATHS[kind]);
    expect(journal[0]!.body).toEqual(leads[kind]);
  });

  it('forwards a name without the invisible control characters pasted into it', async () => {
    await request(site.url)
      .post(API_PATHS.contact)
      .send({ ...leads.contact, full_name: 'Asha\u0000 Rao\u202e' })
      .expect(200);
    expect((await posts())[0]!.body).toEqual({ ...leads.contact, full_name: 'Asha Rao' });
  });

  it('forwards the Idempotency-Key: the same key and body again get the first answer replayed', async () => {
    const first = await request(site.url)
      .post(API_PATHS.contact)
      .set('Idempotency-Key', 'same-key-1')
      .send(leads.contact)
      .expect(200);
    const again = await request(site.url)
      .post(API_PATHS.contact)
      .set('Idempotency-Key', 'same-key-1')
      .send(leads.contact)
      .expect(200);
    expect(again.body.id).toBe(first.body.id);
    await request(site.url)
      .post(API_PATHS.contact)
      .set('Idempotency-Key', 'same-key-1')
      .send({ ...leads.contact, full_name: 'Other' })
      .expect(422);
  });

  it.each(kinds)(
    '%s: an invalid lead is answered 400 with field issues and never reaches upstream',
    async (kind) => {
      const res = await request(site.url)
        .post(API_PATHS[kind])
        .send({ ...leads[kind], full_name: '  ', phone_number: 'abc' })
        .expect(400);
      expect(res.body.issues.full_name).toBeDefined();
      expect(res.body.issues.phone_number).toBeDefined();
      expect(await posts()).toEqual([]);
    },
  );

  it.each(kinds)('%s: a filled honeypot gets a fake success and nothing is forwarded', async (kind) => {
    const trapped = () =>
      request(site.url)
        .post(API_PATHS[kind])
        .send({ ...leads[kind], website: 'http://spam.example' })
        .expect(200);
    const [first, second] = [await trapped(), await trapped()];
    // Shaped like a delivered lead's answer, a new id each time: nothing tells the trap apart.
    expect(first.body).toEqual({ id: expect.stringMatching(UUID) });
    expect(second.body.id).not.toBe(first.body.id);
    expect(await posts()).toEqual([]);
  });

  it.each(kinds)(
    '%s: a backend 500, dropped connection or time-out answers 202 queued, and each lead reaches it once it is back',
    async (kind) => {
      const faults = [{ status: 500 }, { reset: true }, { delayMs: TIMEOUT_MS + 500 }];
      for (const [i, fault] of faults.entries()) {
        // Twice: a dropped connection is retried at once (the lead carries its Idempotency-Key).
        await injectFault(site.mockUrl, { path: API_PATHS[kind], ...fault, times: 2 });
        const started = Date.now();
        const res = await request(site.url)
          .post(API_PATHS[kind])
          .set('Idempotency-Key', `${kind}-fault-${i}`)
          .send(leads[kind])
          .expect(202);
        expect(res.body).toEqual({ status: 'queued' });
        // Each attempt is bounded by UPSTREAM_TIMEOUT_MS, not by the visitor's patience.
        expect(Date.now() - started).toBeLessThan(2 * TIMEOUT_MS + 450);
      }
      await deliverQueued();
      expect(delivered(await posts())).toHaveLength(faults.length);
    },
  );
});

/**
 * Clears the faults and makes the queued leads due until all are delivered: while the backend
 * still works on a timed-out first attempt it answers a retry 409, and that lead waits again.
 */
async function deliverQueued() {
  const { dead } = await site.leads.health();
  await fetch(`${site.mockUrl}/__mock/faults`, { method: 'DELETE' });
  await waitUntil('the queued leads to be delivered', async () => {
    clock.now += 60_000;
    await site.leads.deliverDue();
    return (await site.leads.health()).pending === 0;
  });
  expect((await site.leads.health()).dead).toBe(dead);
}

/** Leads the backend recorded: answered 200 and not a replay of a key it already had. */
const delivered = (journal: Awaited<ReturnType<typeof posts>>) =>
  journal.filter((entry) => entry.status === 200 && !entry.replayed);

describe('career proxy (multipart)', () => {
  const fields = {
    candidate_name: 'Kavya N',
    candidate_email: 'kavya@example.com',
    phone_number: '9876543210',
    description: 'Telecaller',
    source: 'purity-gold-website',
  };
  const post = () => {
    const req = request(site.url).post(API_PATHS.career);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return req;
  };

  it('forwards the fields and the file (same bytes) and answers 200', async () => {
    const docx = makeDocx();
    await post()
      .attach('cv', docx, { filename: 'My CV.docx', contentType: 'application/octet-stream' })
      .expect(200);
    const [entry] = await posts();
    expect(entry!.body).toEqual(fields);
    expect(entry!.file!.size).toBe(docx.length);
    expect(entry!.file!.originalname).toBe('My CV.docx');
  });

  it('refuses a file whose content is not PDF/DOC/DOCX with 415 before upstream', async () => {
    const res = await post()
      .attach('cv', Buffer.from('MZ\x90\x00 not a pdf'), {
        filename: 'cv.pdf',
        contentType: 'application/pdf',
      })
      .expect(415);
    expect(res.body.message).toBe('The CV must be a PDF, DOC or DOCX file');
    expect(await posts()).toEqual([]);
  });

  it('refuses a CV over 5 MiB with 413 and a clear message', async () => {
    const big = Buffer.concat([makePdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await post()
      .attach('cv', big, { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(413);
    expect(res.body.message).toBe('The CV must be 5 MB or smaller');
    expect(await posts()).toEqual([]);
  });

  it('answers 400 with the cv issue when no file comes', async () => {
    const res = await post().expect(400);
    expect(res.body.issues.cv).toEqual(['Resume is required']);
  });

  it('names the bad text fields and the missing CV in one answer, as the backend does', async () => {
    const res = await request(site.url)
      .post(API_PATHS.career)
      .field('candidate_name', ' ')
      .field('phone_number', '123')
      .expect(400);
    expect(res.body.issues).toMatchObject({
      candidate_name: ['Full name is required'],
      phone_number: ['Valid phone number required'],
      cv: ['Resume is required'],
    });
    expect(await posts()).toEqual([]);
  });

  it('queues an application the backend fails on, CV included, like the JSON leads', async () => {
    const faults = [{ status: 500 }, { reset: true }, { delayMs: TIMEOUT_MS + 500 }];
    for (const fault of faults) {
      await injectFault(site.mockUrl, { path: API_PATHS.career, ...fault, times: 2 });
      await post().attach('cv', makePdf(), 'cv.pdf').expect(202);
    }
    await deliverQueued();
    const journal = delivered(await posts());
    expect(journal).toHaveLength(faults.length);
    for (const entry of journal) expect(entry.file?.size).toBe(makePdf().length);
  });
});
