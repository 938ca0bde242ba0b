import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-backend/create-mock-backend';
import { API_PATHS } from '../../shared/api-paths';
import { makeDocx, makePdf } from '../helpers/cv-fixtures';
import { waitUntil } from '../helpers/server-process';

const contact = { full_name: 'Asha Rao', phone_number: '9845012345', service_required: 'Sell gold' };

let app: ReturnType<typeof createMockBackend>;
beforeEach(() => {
  app = createMockBackend();
});

function postContact(key: string, body: object = contact) {
  return request(app).post(API_PATHS.contact).set('Idempotency-Key', key).send(body);
}

async function journal() {
  return (await request(app).get('/__mock/requests')).body.requests as Array<Record<string, unknown>>;
}

function careerWith(key: string, cv: Buffer, name: string) {
  return request(app)
    .post(API_PATHS.career)
    .set('Idempotency-Key', key)
    .field('candidate_name', 'Meera')
    .field('candidate_email', 'meera@example.com')
    .field('phone_number', '9845012345')
    .field('description', 'Sales')
    .field('source', 'site')
    .attach('cv', cv, name);
}

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and journals the replay', async () => {
    const first = await postContact('key-1').expect(200);
    const second = await postContact('key-1').expect(200);
    expect(second.body).toEqual(first.body);

    const entries = await journal();
    expect(entries).toHaveLength(2);
    expect(entries[0]?.replayed).toBeUndefined();
    expect(entries[1]?.replayed).toBe(true);
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const first = await postContact('key-order').expect(200);
    const reordered = {
      service_required: contact.service_required,
      phone_number: contact.phone_number,
      full_name: contact.full_name,
    };
    const second = await postContact('key-order', reordered).expect(200);
    expect(second.body.id).toBe(first.body.id);
  });

  it('answers 422 for the same key with another body', async () => {
    await postContact('key-2').expect(200);
    const res = await postContact('key-2', { ...contact, full_name: 'Someone Else' }).expect(422);
    expect(res.body.error).toBe('idempotency_key_reused');
  });

  it('replays a stored validation failure too', async () => {
    const bad = { ...contact, phone_number: 'x' };
    const first = await postContact('key-bad', bad).expect(400);
    const second = await postContact('key-bad', bad).expect(400);
    expect(second.body).toEqual(first.body);
  });

  it('scopes keys to the path', async () => {
    await postContact('shared-key').expect(200);
    await request(app).post(API_PATHS.gold).set('Idempotency-Key', 'shared-key').send({}).expect(400);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    await request(app)
      .post('/__mock/faults')
      .send({ path: API_PATHS.contact, delayMs: 2_000, times: 1 })
      .expect(201);
    const slow = postContact('key-3').then((res) => res);
    // Journalled with its body: the key is claimed, and the fault holds the answer back.
    await waitUntil('the first request to be held', async () =>
      (await journal()).some((entry) => entry.body !== null && entry.status === undefined),
    );
    const concurrent = await postContact('key-3').expect(409);
    expect(concurrent.body.error).toBe('idempotency_request_in_progress');
    const first = await slow;
    expect(first.status).toBe(200);
    const replay = await postContact('key-3').expect(200);
    expect(replay.body.id).toBe(first.body.id);
  });

  it('does not store an injected fault, so a retry with the key succeeds', async () => {
    await request(app)
      .post('/__mock/faults')
      .send({ path: API_PATHS.contact, status: 503, times: 1 })
      .expect(201);
    await postContact('key-4').expect(503);
    const retry = await postContact('key-4').expect(200);
    expect(retry.body.id).toEqual(expect.any(String));
  });

  it.each(['', 'x'.repeat(256), 'caf\u00e9'])('refuses the key %j with 400', async (key) => {
    const res = await request(app)
      .post(API_PATHS.contact)
      .set('Idempotency-Key', Buffer.from(key, 'utf8').toString('latin1'))
      .send(contact)
      .expect(400);
    expect(res.body.error).toBe('invalid_idempotency_key');
  });

  it('compares career uploads by file content', async () => {
    const first = await careerWith('cv-key', makePdf(), 'cv.pdf').expect(200);
    const replay = await careerWith('cv-key', makePdf(), 'cv.pdf').expect(200);
    expect(replay.body.id).toBe(first.body.id);
    await careerWith('cv-key', makeDocx(), 'cv.pdf').expect(422);
  });
});
