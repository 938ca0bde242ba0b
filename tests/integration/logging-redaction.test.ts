import { connect } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { ACCESS_LOG_REDACTION, createLogger } from '../../server/logger';
import { makePdf } from '../helpers/cv-fixtures';
import { injectFault, startSite, type RunningSite } from '../helpers/start-site';

// Logging (docs/operations.md): one JSON line per request with its id, status and duration; nothing a
// visitor typed or uploaded ever reaches the log.

const PII = {
  name: 'Zephyrine Okonkwo-Blake',
  phone: '9812345670',
  email: 'zephyrine.pii@example.org',
  city: 'Hypotheticalpur',
  description: 'Secret-description-about-my-last-employer',
  cvContent: 'SECRETCVCONTENT-7f3a',
};

const lines: string[] = [];
const destination = { write: (line: string) => void lines.push(line) };
let site: RunningSite;

const contact = { full_name: PII.name, phone_number: PII.phone, service_required: 'Sell gold' };
const gold = {
  full_name: PII.name,
  city: PII.city,
  gold_grams: '10',
  karat_score: 22,
  phone_number: PII.phone,
  email: PII.email,
};
const franchise = {
  full_name: PII.name,
  phone_number: PII.phone,
  email: PII.email,
  total_funds_available: '1',
  funds_in_hand_to_invest: '1',
  funds_required_to_borrow: '',
  source_of_borrow: '',
  previous_experience: PII.description,
  area_of_interest: PII.city,
};
const careerFields = {
  candidate_name: PII.name,
  candidate_email: PII.email,
  phone_number: PII.phone,
  description: PII.description,
  source: 'site',
};
const cv = Buffer.concat([makePdf(), Buffer.from(`\n% ${PII.cvContent}\n`)]);

function career(
  fields: Record<string, string> = careerFields,
  file: Buffer | null = cv,
  name = `${PII.name}.pdf`,
) {
  const req = request(site.url).post(API_PATHS.career);
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  return file ? req.attach('cv', file, name) : req;
}

const responseIds: string[] = [];
const remember = (res: { headers: Record<string, string> }) =>
  void responseIds.push(res.headers['x-request-id'] ?? '');

/**
 * Long enough for a loaded machine to answer every lead that should go through in time (at
 * 300 ms a busy run timed out a lead that expected its 200 or 422, and it was queued); the slow
 * backend below takes twice as long, so that one still times out.
 */
const UPSTREAM_TIMEOUT_MS = 2000;

beforeAll(async () => {
  // The test client stands in for a trusted proxy (one hop), whose request ids are kept.
  site = await startSite(
    { UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS), TRUST_PROXY: '1' },
    { logger: createLogger('info', destination), ratesUnknown: true },
  );

  // Valid leads of every kind.
  remember(await request(site.url).post(API_PATHS.contact).send(contact).expect(200));
  remember(await request(site.url).post(API_PATHS.gold).send(gold).expect(200));
  remember(await request(site.url).post(API_PATHS.franchise).send(franchise).expect(200));
  remember(await career().expect(200));
  // Invalid ones: refused by the schema, by the file type, by size, by parser.
  remember(
    await request(site.url)
      .post(API_PATHS.contact)
      .send({ ...contact, phone_number: `abc${PII.phone}` })
      .expect(400),
  );
  remember(
    await request(site.url)
      .post(API_PATHS.gold)
      .send({ ...gold, email: `${PII.email}@@` })
      .expect(400),
  );
  remember(
    await career(
      { ...careerFields, candidate_email: PII.name },
      Buffer.from(PII.cvContent),
      `${PII.name}.pdf`,
    ).expect(400),
  );
  remember(await career(careerFields, Buffer.from(PII.cvContent), `${PII.name}.pdf`).expect(415));
  remember(
    await request(site.url)
      .post(API_PATHS.contact)
      .set('Content-Type', 'application/json')
      .send(`{"full_name":"${PII.name}","phone_number":"${PII.phone}",`)
      .expect(400),
  );
  remember(
    await request(site.url)
      .post(API_PATHS.contact)
      .send({ ...contact, full_name: PII.name.repeat(10_000) })
      .expect(413),
  );
  remember(
    await request(site.url)
      .post(API_PATHS.contact)
      .set('Origin', 'https://evil.example')
      .send(contact)
      .expect(403),
  );
  // The backend failing: an error status, a dropped connection (retried), a timeout. Each
  // lead is queued, and the outbox logs its attempts.
  await injectFault(site.mockUrl, { path: API_PATHS.contact, status: 500, times: 1 });
  remember(await request(site.url).post(API_PATHS.contact).send(contact).expect(202));
  await injectFault(site.mockUrl, { path: API_PATHS.gold, reset: true });
  remember(
    await request(site.url).post(API_PATHS.gold).set('Idempotency-Key', 'log-key-1').send(gold).expect(202),
  );
  await injectFault(site.mockUrl, {
    path: API_PATHS.franchise,
    delayMs: 2 * UPSTREAM_TIMEOUT_MS,
    times: 1,
  });
  remember(await request(site.url).post(API_PATHS.franchise).send(franchise).expect(202));
  await injectFault(site.mockUrl, { path: API_PATHS.career, reset: true });
  remember(await career().expect(202));
  // A refusal the backend gives for good: the lead becomes a dead letter.
  await injectFault(site.mockUrl, { path: API_PATHS.contact, status: 422, times: 1 });
  remember(await request(site.url).post(API_PATHS.contact).send(contact).expect(422));
  // Personal data in a query string and in a no-JavaScript form post to a page URL.
  remember(
    await request(site.url)
      .get(`/faq?phone=${PII.phone}&email=${encodeURIComponent(PII.email)}`)
      .expect(200),
  );
  remember(await request(site.url).post('/').type('form').send(contact));
  // A request id handed in by a proxy is kept when well-formed, replaced when not.
  remember(await request(site.url).get('/about').set('X-Request-Id', 'edge-req-0123456789').expect(200));
  remember(await request(site.url).get('/about').set('X-Request-Id', `bad id ${PII.phone}`).expect(200));
  // Twenty-odd requests, one of which waits out the upstream timeout: more than the default
  // 10 s hook limit on a busy machine.
}, 60_000);
afterAll(() => site.close());

// A pino line, as far as these tests read it.
interface LogRecord {
  level: number;
  msg?: string;
  req?: { id: string; path: string; [key: string]: unknown };
  res?: { statusCode: number; [key: string]: unknown };
  [key: string]: unknown;
}
const records = () => lines.map((line) => JSON.parse(line) as LogRecord);
type RequestRecord = LogRecord & Required<Pick<LogRecord, 'req' | 'res'>>;
const requestRecords = () =>
  records().filter((record): record is RequestRecord => record.req !== undefined && record.res !== undefined);

describe('request logs', () => {
  it('are JSON lines', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('have one line per request with its id (as sent in X-Request-Id), method, path, status and duration', () => {
    const byId = new Map(requestRecords().map((record) => [record.req.id as string, record]));
    expect(requestRecords()).toHaveLength(responseIds.length);
    for (const id of responseIds) {
      const record = byId.get(id);
      expect(record, `log line for request ${id}`).toBeDefined();
      expect(record?.res.statusCode).toEqual(expect.any(Number));
      expect(record?.responseTime).toEqual(expect.any(Number));
      expect(record?.req.method).toMatch(/^(GET|POST)$/);
      expect(record?.level).toEqual(expect.any(Number));
      expect(record?.time).toEqual(expect.any(Number));
    }
  });

  it('log the status each visitor got, at a level that matches it', () => {
    const statuses = requestRecords().map((record) => record.res.statusCode);
    expect(statuses).toEqual(expect.arrayContaining([200, 202, 400, 403, 413, 415, 422]));
    for (const record of requestRecords()) {
      const expected = record.res.statusCode >= 500 ? 50 : record.res.statusCode >= 400 ? 40 : 30;
      expect(record.level).toBe(expected);
    }
  });

  it('keep a well-formed request id from a proxy and replace a malformed one', () => {
    expect(responseIds).toContain('edge-req-0123456789');
    expect(responseIds.at(-1)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('log the path without its query string', () => {
    const faq = requestRecords().find((record) => String(record.req.path).startsWith('/faq'));
    expect(faq?.req.path).toBe('/faq');
  });

  it('never contain names, phone numbers, e-mails, typed text or file contents', () => {
    const everything = lines.join('\n');
    const encodedEmail = encodeURIComponent(PII.email);
    for (const secret of [
      ...Object.values(PII),
      encodedEmail,
      PII.name.replace(/ /g, '+'),
      PII.name.replace(/ /g, '%20'),
    ]) {
      expect(everything, secret).not.toContain(secret);
    }
    // Nor request bodies or headers in any form.
    for (const record of records()) {
      expect(record).not.toHaveProperty('body');
      expect(record.req ?? {}).not.toHaveProperty('headers');
      expect(record.res ?? {}).not.toHaveProperty('headers');
    }
  });
});

describe('the logger', () => {
  it('redacts personal fields if a future log call passes a body or lead by mistake', () => {
    const captured: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void captured.push(line) });
    logger.info({ body: contact, lead: gold, fields: careerFields, file: { buffer: PII.cvContent } }, 'oops');
    logger.error(
      { err: Object.assign(new Error('parse failed'), { body: JSON.stringify(contact) }) },
      'body-parser error',
    );
    const text = captured.join('\n');
    for (const secret of Object.values(PII)) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });

  it('redacts the per-request line too, whose cheaper redaction covers its top level and its error', () => {
    const captured: string[] = [];
    const access = createLogger('info', { write: (line: string) => void captured.push(line) }).child(
      {},
      { redact: ACCESS_LOG_REDACTION },
    );
    access.info(
      {
        body: contact,
        email: PII.email,
        err: Object.assign(new Error('parse failed'), { body: JSON.stringify(gold), fields: careerFields }),
      },
      'request errored',
    );
    const text = captured.join('\n');
    for (const secret of Object.values(PII)) expect(text).not.toContain(secret);
    expect(text).toContain('parse failed');
  });
});

describe('a visitor who goes away in the middle of a CV upload', () => {
  it('is logged as an aborted request, not as an error of ours', async () => {
    const before = lines.length;
    const { hostname, port } = new URL(site.url);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const boundary = 'went-away';
    // "100 Continue" says the site has the request and waits for its body.
    const continued = new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.write(
      `POST ${API_PATHS.career} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nExpect: 100-continue\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n`,
    );
    await continued;
    const part =
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4 ${PII.cvContent}`;
    await new Promise<void>((resolve) => socket.write(part, () => resolve()));
    socket.destroy();
    await expect
      .poll(() => lines.slice(before).map((line) => (JSON.parse(line) as { msg: string }).msg))
      .toContain('request aborted');
    const logged = lines.slice(before).map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(logged.map((line) => line.msg)).not.toContain('unhandled error');
  });
});
