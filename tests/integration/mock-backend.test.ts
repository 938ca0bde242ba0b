import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-backend/create-mock-backend';
import { API_PATHS } from '../../shared/api-paths';
import { CV_MAX_BYTES } from '../../shared/cv-rules';
import { CV_UPLOAD_LIMITS } from '../../shared/cv-upload-limits';
import { makeDocx, makeOle2, makePdf, makeZip } from '../helpers/cv-fixtures';
import { UUID } from '../helpers/uuid-pattern';

const contact = { full_name: 'Asha Rao', phone_number: '9845012345', service_required: 'Sell gold' };
const gold = {
  full_name: 'Asha Rao',
  city: 'Bengaluru',
  gold_grams: '12',
  karat_score: 22,
  phone_number: '+91 98450 12345',
  email: 'asha@example.com',
};
const franchise = {
  full_name: 'Ravi Kumar',
  phone_number: '9845012345',
  email: 'ravi@example.com',
  total_funds_available: '25 lakh',
  funds_in_hand_to_invest: '15 lakh',
  funds_required_to_borrow: '',
  source_of_borrow: '',
  previous_experience: 'Six years in retail',
  area_of_interest: 'Mysuru',
};
const careerFields = {
  candidate_name: 'Meera Iyer',
  candidate_email: 'meera@example.com',
  phone_number: '9845012345',
  description: 'Five years in sales.',
  source: 'purity-website',
};

let app: ReturnType<typeof createMockBackend>;
beforeEach(() => {
  app = createMockBackend();
});

function career(fields: Record<string, string> = careerFields) {
  const req = request(app).post(API_PATHS.career);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req;
}

describe.each([
  ['contact', API_PATHS.contact, contact, { phone_number: '98450-12345' }],
  ['gold', API_PATHS.gold, gold, { karat_score: '22' }],
  ['franchise', API_PATHS.franchise, franchise, { email: 'not-an-email' }],
] as const)('%s lead', (_kind, path, valid, badChange) => {
  it('accepts a valid lead with 200 and a new id', async () => {
    const first = await request(app).post(path).send(valid).expect(200).expect('Content-Type', /json/);
    const second = await request(app).post(path).send(valid).expect(200);
    expect(first.body.id).toMatch(UUID);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it('answers an invalid lead with 400 and field issues', async () => {
    const res = await request(app)
      .post(path)
      .send({ ...valid, ...badChange })
      .expect(400);
    expect(res.body.error).toBe('invalid_payload');
    expect(res.body.message).toBe('Please check your details and try again');
    expect(Object.keys(res.body.issues)).toEqual(Object.keys(badChange));
  });

  it('refuses unknown keys under _root', async () => {
    const res = await request(app)
      .post(path)
      .send({ ...valid, is_admin: true })
      .expect(400);
    expect(res.body.issues._root).toHaveLength(1);
  });

  it('refuses a non-object body', async () => {
    const res = await request(app).post(path).send([valid]).expect(400);
    expect(Object.keys(res.body.issues)).toEqual(['_root']);
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await request(app)
      .post(path)
      .set('Content-Type', 'application/json')
      .send('{"full_name": ')
      .expect(400);
    expect(res.body).toEqual({ error: 'malformed_json', message: 'The request body is not valid JSON' });
  });

  it('answers a body over 16 kB with 413 JSON', async () => {
    const res = await request(app)
      .post(path)
      .send({ ...valid, full_name: 'x'.repeat(17 * 1024) })
      .expect(413);
    expect(res.body.error).toBe('payload_too_large');
  });

  it('answers another content type with 415 JSON', async () => {
    const res = await request(app).post(path).type('form').send('full_name=Asha').expect(415);
    expect(res.body.error).toBe('unsupported_media_type');
  });

  it('answers GET with 405 and Allow', async () => {
    await request(app).get(path).expect(405).expect('Allow', 'POST');
  });
});

describe('career application', () => {
  it.each([
    ['a PDF', makePdf(), 'cv.pdf', 'application/pdf'],
    [
      'a DOCX',
      makeDocx(),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a DOC', makeOle2(), 'CV.DOC', 'application/msword'],
  ])('accepts %s', async (_label, bytes, filename, contentType) => {
    const res = await career().attach('cv', bytes, { filename, contentType }).expect(200);
    expect(res.body.id).toMatch(UUID);
  });

  it('answers a missing CV with 400 and the validation table message', async () => {
    const res = await career().expect(400);
    expect(res.body.issues).toEqual({ cv: ['Resume is required'] });
  });

  it('reports text field messages and the missing CV together', async () => {
    const res = await career({ ...careerFields, candidate_name: ' ', phone_number: '123' }).expect(400);
    expect(res.body.issues).toEqual({
      candidate_name: ['Full name is required'],
      phone_number: ['Valid phone number required'],
      cv: ['Resume is required'],
    });
  });

  it('answers a CV over 5 MiB with 413', async () => {
    const big = Buffer.concat([makePdf(), Buffer.alloc(CV_MAX_BYTES)]);
    const res = await career().attach('cv', big, 'cv.pdf').expect(413);
    expect(res.body).toEqual({ error: 'file_too_large', message: 'The CV must be 5 MB or smaller' });
  });

  it('accepts a CV of exactly 5 MiB', async () => {
    const pdf = makePdf();
    const exact = Buffer.concat([pdf, Buffer.alloc(CV_MAX_BYTES - pdf.length)]);
    await career().attach('cv', exact, 'cv.pdf').expect(200);
  });

  it.each([
    ['an executable named .pdf', Buffer.from('MZ\x90\x00 program', 'latin1'), 'cv.pdf'],
    ['a zip without a document named .docx', makeZip([{ name: 'a.txt', data: Buffer.from('a') }]), 'cv.docx'],
    ['a PDF named .png', makePdf(), 'cv.png'],
    ['an empty file', Buffer.alloc(0), 'cv.pdf'],
  ])('answers %s with 415', async (_label, bytes, filename) => {
    const res = await career().attach('cv', bytes, { filename, contentType: 'application/pdf' }).expect(415);
    expect(res.body).toEqual({
      error: 'unsupported_file_type',
      message: 'The CV must be a PDF, DOC or DOCX file',
    });
  });

  it('answers a second file with 400', async () => {
    const res = await career().attach('cv', makePdf(), 'a.pdf').attach('cv', makePdf(), 'b.pdf').expect(400);
    expect(res.body.error).toBe('invalid_multipart');
  });

  it('answers a file under another field name with 400', async () => {
    await career().attach('resume', makePdf(), 'a.pdf').expect(400);
  });

  it('answers a text field over its cap with 400, unread (not refused by the schema)', async () => {
    const res = await career({ ...careerFields, description: 'x'.repeat(CV_UPLOAD_LIMITS.fieldSize + 1) })
      .attach('cv', makePdf(), 'cv.pdf')
      .expect(400);
    expect(res.body.error).toBe('invalid_multipart');
  });

  it('answers truncated multipart with 400', async () => {
    const res = await request(app)
      .post(API_PATHS.career)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="candidate_name"\r\n\r\nMeera')
      .expect(400);
    expect(res.body.error).toBe('invalid_multipart');
  });

  it('answers JSON with 415', async () => {
    await request(app).post(API_PATHS.career).send(careerFields).expect(415);
  });
});

describe('rates', () => {
  it('serves the default mock rates in the keystore shape', async () => {
    const res = await request(app).get(API_PATHS.rates).expect(200);
    expect(res.body).toEqual([
      { key: 'gold_24k_per_gram', value: 7345 },
      { key: 'silver_per_gram', value: 92 },
    ]);
  });

  it('starts from initialRates', async () => {
    const custom = createMockBackend({ initialRates: { gold: 7000, silver: 80.5 } });
    const res = await request(custom).get(API_PATHS.rates).expect(200);
    expect(res.body.map((item: { value: number }) => item.value)).toEqual([7000, 80.5]);
  });

  it('serves what PUT /__mock/rates set', async () => {
    const put = await request(app).put('/__mock/rates').send({ gold: 7500.25, silver: 95 }).expect(200);
    expect(put.body).toEqual({ gold: 7500.25, silver: 95 });
    const res = await request(app).get(API_PATHS.rates).expect(200);
    expect(res.body.map((item: { value: number }) => item.value)).toEqual([7500.25, 95]);
  });

  it("takes numeric strings too, as a rate may be written in the backend's answer", async () => {
    const put = await request(app).put('/__mock/rates').send({ gold: '7100.5', silver: ' 91 ' }).expect(200);
    expect(put.body).toEqual({ gold: 7100.5, silver: 91 });
  });

  it.each([
    { gold: -1, silver: 95 },
    { gold: 7500 },
    { gold: 'lots', silver: 95 },
    { gold: '-7', silver: 95 },
    { gold: 0, silver: 1 },
  ])('refuses PUT /__mock/rates %j', async (body) => {
    await request(app).put('/__mock/rates').send(body).expect(400);
    const res = await request(app).get(API_PATHS.rates);
    expect(res.body[0].value).toBe(7345);
  });
});

describe('unknown paths', () => {
  it('answers 404 JSON', async () => {
    const res = await request(app).get('/purity/v1/nothing').expect(404);
    expect(res.body.error).toBe('not_found');
  });
});
