import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-backend/create-mock-backend';
import { API_PATHS } from '../../shared/api-paths';
import { makePdf } from '../helpers/cv-fixtures';

const contact = { full_name: 'Asha Rao', phone_number: '9845012345', service_required: 'Sell gold' };

let app: ReturnType<typeof createMockBackend>;
beforeEach(() => {
  app = createMockBackend();
});

async function journal() {
  const res = await request(app).get('/__mock/requests').expect(200);
  return res.body.requests as Array<Record<string, unknown>>;
}

describe('request journal', () => {
  it('records every API request in arrival order with body and status', async () => {
    await request(app).post(API_PATHS.contact).send(contact).expect(200);
    await request(app)
      .post(API_PATHS.contact)
      .send({ ...contact, phone_number: 'x' })
      .expect(400);
    await request(app).get(API_PATHS.rates).expect(200);

    const entries = await journal();
    expect(entries.map((entry) => [entry.method, entry.path, entry.status])).toEqual([
      ['POST', API_PATHS.contact, 200],
      ['POST', API_PATHS.contact, 400],
      ['GET', API_PATHS.rates, 200],
    ]);
    expect(entries[0]?.body).toEqual(contact);
    expect(entries[1]?.body).toEqual({ ...contact, phone_number: 'x' });
    expect(entries[2]?.body).toBeNull();
    for (const entry of entries) {
      expect(entry.id).toEqual(expect.any(String));
      expect(new Date(String(entry.receivedAt)).toISOString()).toBe(entry.receivedAt);
    }
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(3);
  });

  it('records malformed requests and leaves out admin calls', async () => {
    await request(app).post(API_PATHS.gold).set('Content-Type', 'application/json').send('{oops').expect(400);
    await request(app).get('/__mock/faults').expect(200);
    const entries = await journal();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ path: API_PATHS.gold, body: null, status: 400 });
  });

  it('records the path without the query string', async () => {
    await request(app).get(`${API_PATHS.rates}?fresh=1`).expect(200);
    expect((await journal())[0]?.path).toBe(API_PATHS.rates);
  });

  it('records career text fields and a file summary', async () => {
    const pdf = makePdf();
    await request(app)
      .post(API_PATHS.career)
      .field('candidate_name', 'Meera')
      .field('candidate_email', 'meera@example.com')
      .field('phone_number', '9845012345')
      .field('description', 'Sales')
      .field('source', 'site')
      .attach('cv', pdf, { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(200);
    const [entry] = await journal();
    expect(entry?.body).toEqual({
      candidate_name: 'Meera',
      candidate_email: 'meera@example.com',
      phone_number: '9845012345',
      description: 'Sales',
      source: 'site',
    });
    expect(entry?.file).toEqual({
      originalname: 'cv.pdf',
      mimetype: 'application/pdf',
      size: pdf.length,
      sha256: (await import('node:crypto')).createHash('sha256').update(pdf).digest('hex'),
    });
  });

  it('DELETE clears it', async () => {
    await request(app).post(API_PATHS.contact).send(contact).expect(200);
    await request(app).delete('/__mock/requests').expect(204);
    expect(await journal()).toEqual([]);
    await request(app).get(API_PATHS.rates).expect(200);
    expect(await journal()).toHaveLength(1);
  });
});

describe('faults', () => {
  it('answers the injected status for the given number of requests, then recovers', async () => {
    const created = await request(app)
      .post('/__mock/faults')
      .send({ path: API_PATHS.contact, status: 503, times: 2 })
      .expect(201);
    expect(created.body).toMatchObject({ path: API_PATHS.contact, status: 503, remaining: 2 });

    for (let i = 0; i < 2; i += 1) {
      const res = await request(app).post(API_PATHS.contact).send(contact).expect(503);
      expect(res.body).toEqual({ error: 'injected_fault' });
    }
    await request(app).post(API_PATHS.contact).send(contact).expect(200);
    const entries = await journal();
    expect(entries.map((entry) => entry.status)).toEqual([503, 503, 200]);
    expect(entries[0]?.body).toEqual(contact);
  });

  it('applies only to the exact path', async () => {
    await request(app).post('/__mock/faults').send({ path: API_PATHS.gold, status: 500 }).expect(201);
    await request(app).post(API_PATHS.contact).send(contact).expect(200);
    await request(app).get(API_PATHS.rates).expect(200);
  });

  it('without times applies until cleared, and is listed', async () => {
    await request(app).post('/__mock/faults').send({ path: API_PATHS.rates, status: 502 }).expect(201);
    await request(app).get(API_PATHS.rates).expect(502);
    await request(app).get(API_PATHS.rates).expect(502);
    const listed = await request(app).get('/__mock/faults').expect(200);
    expect(listed.body.faults).toEqual([
      expect.objectContaining({ path: API_PATHS.rates, status: 502, remaining: null }),
    ]);

    await request(app).delete('/__mock/faults').expect(204);
    await request(app).get(API_PATHS.rates).expect(200);
    expect((await request(app).get('/__mock/faults')).body.faults).toEqual([]);
  });

  it('delays, then proceeds normally when only delayMs is given', async () => {
    await request(app)
      .post('/__mock/faults')
      .send({ path: API_PATHS.rates, delayMs: 300, times: 1 })
      .expect(201);
    const started = Date.now();
    const res = await request(app).get(API_PATHS.rates).expect(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.body).toHaveLength(2);

    // Used up: nothing is left to delay the next request.
    expect((await request(app).get('/__mock/faults')).body.faults).toEqual([]);
    await request(app).get(API_PATHS.rates).expect(200);
  });

  it('delays, then answers the status', async () => {
    await request(app)
      .post('/__mock/faults')
      .send({ path: API_PATHS.gold, delayMs: 200, status: 504 })
      .expect(201);
    const started = Date.now();
    await request(app).post(API_PATHS.gold).send({}).expect(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('plays queued faults on one path in order', async () => {
    await request(app)
      .post('/__mock/faults')
      .send({ path: API_PATHS.rates, status: 500, times: 1 })
      .expect(201);
    await request(app)
      .post('/__mock/faults')
      .send({ path: API_PATHS.rates, status: 503, times: 1 })
      .expect(201);
    await request(app).get(API_PATHS.rates).expect(500);
    await request(app).get(API_PATHS.rates).expect(503);
    await request(app).get(API_PATHS.rates).expect(200);
  });

  it.each([
    { status: 503 },
    { path: 'purity/v1/x', status: 503 },
    { path: API_PATHS.rates },
    { path: API_PATHS.rates, status: 99 },
    { path: API_PATHS.rates, status: 503, times: 0 },
    { path: API_PATHS.rates, delayMs: -5 },
    { path: API_PATHS.rates, reset: true, status: 500 },
    { path: API_PATHS.rates, status: 503, extra: 1 },
  ])('refuses the fault %j', async (body) => {
    const res = await request(app).post('/__mock/faults').send(body).expect(400);
    expect(res.body.error).toBe('invalid_payload');
    await request(app).get(API_PATHS.rates).expect(200);
  });

  it('answers malformed JSON to the admin API with 400', async () => {
    await request(app).post('/__mock/faults').set('Content-Type', 'application/json').send('{').expect(400);
  });
});

describe('GET /__mock', () => {
  it('lists received leads newest first, escaped, without scripts', async () => {
    await request(app)
      .post(API_PATHS.contact)
      .send({ ...contact, full_name: 'First Lead' })
      .expect(200);
    await request(app)
      .post(API_PATHS.contact)
      .send({ ...contact, full_name: '<script>alert("x")</script>' })
      .expect(200);
    await request(app).get(API_PATHS.rates).expect(200);

    const res = await request(app)
      .get('/__mock')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    const html = res.text;
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html.indexOf('&lt;script&gt;')).toBeLessThan(html.indexOf('First Lead'));
    expect(html).toContain('Received leads (2)');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('says when nothing has been received', async () => {
    const res = await request(app).get('/__mock').expect(200);
    expect(res.text).toContain('No leads received yet.');
  });
});
