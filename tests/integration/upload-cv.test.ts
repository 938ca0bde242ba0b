import { createHash } from 'node:crypto';
import http from 'node:http';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { CV_MAX_BYTES, CV_REQUIRED_MESSAGE } from '../../shared/cv-rules';
import { CV_UPLOAD_LIMITS } from '../../shared/cv-upload-limits';
import { makeDocx, makeOle2, makePdf, makeZip } from '../helpers/cv-fixtures';
import { validCareerFields } from '../helpers/lead-fixtures';
import { createRawClient, multipartBody } from '../helpers/raw-http';
import { leadPosts, mockJournal, resetMock, type RunningSite, startSite } from '../helpers/start-site';
import { UPLOADS_BUSY_BODY } from '../../server/http/cv-upload';

// CV uploads (decision 022; OWASP File Upload Cheat Sheet, ASVS V5), through the website's proxy.

let site: RunningSite;
let raw: ReturnType<typeof createRawClient>;
beforeAll(async () => {
  site = await startSite();
  raw = createRawClient(site.url);
});
afterAll(async () => {
  raw.close();
  await site.close();
});
beforeEach(() => resetMock(site.mockUrl));

function career(fields: Record<string, string> = validCareerFields) {
  const req = request(site.url).post(API_PATHS.career);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req;
}

async function expectNothingForwarded() {
  expect(await mockJournal(site.mockUrl)).toEqual([]);
}

describe('CV uploads through the proxy', () => {
  it.each([
    ['cv.pdf', makePdf(), 'application/pdf'],
    ['cv.docx', makeDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.doc', makeOle2(), 'application/msword'],
  ])('forwards a real %s with its detected type', async (name, bytes, mimetype) => {
    await career().attach('cv', bytes, name).expect(200);
    const [entry] = await mockJournal(site.mockUrl);
    expect(entry?.file).toMatchObject({ originalname: name, mimetype, size: bytes.length });
    expect(entry?.file?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('answers 413 JSON for a CV of 5 MiB + 1 byte', async () => {
    const big = Buffer.concat([makePdf(), Buffer.alloc(CV_MAX_BYTES + 1 - makePdf().length, 0x20)]);
    expect(big.length).toBe(CV_MAX_BYTES + 1);
    const res = await career().attach('cv', big, 'cv.pdf').expect(413);
    expect(res.body.message).toBe('The CV must be 5 MB or smaller');
    await expectNothingForwarded();
  });

  it('accepts a CV of exactly 5 MiB', async () => {
    const max = Buffer.concat([makePdf(), Buffer.alloc(CV_MAX_BYTES - makePdf().length, 0x20)]);
    await career().attach('cv', max, 'cv.pdf').expect(200);
  });

  it('answers 415 for a renamed executable (MZ header named cv.pdf)', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]);
    const res = await career()
      .attach('cv', exe, { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(415);
    expect(res.body.message).toBe('The CV must be a PDF, DOC or DOCX file');
    await expectNothingForwarded();
  });

  it('answers 415 for a .docx that is not a ZIP', async () => {
    const res = await career()
      .attach('cv', Buffer.from('This is plain text pretending to be Word'), 'cv.docx')
      .expect(415);
    expect(res.body.message).toMatch(/PDF, DOC or DOCX/);
    await expectNothingForwarded();
  });

  it('answers 415 for a ZIP named .docx without word/document.xml, and for PDF bytes named .docx', async () => {
    await career()
      .attach('cv', makeZip([{ name: 'payload.exe', data: Buffer.from('MZ') }]), 'cv.docx')
      .expect(415);
    await career().attach('cv', makePdf(), 'cv.docx').expect(415);
    await career().attach('cv', makeOle2(), 'cv.pdf').expect(415);
    await expectNothingForwarded();
  });

  it('accepts a path-traversal filename with real PDF bytes, forwarding a name with no directories', async () => {
    await career().attach('cv', makePdf(), '../../etc/passwd.pdf').expect(200);
    const [entry] = await mockJournal(site.mockUrl);
    const name = entry?.file?.originalname ?? '';
    expect(name).not.toMatch(/[\\/]/);
    expect(name).not.toContain('..');
    expect(name).toMatch(/\.pdf$/);
  });

  it.each([
    ['..\\..\\windows\\win.ini.pdf'],
    ['.hidden.pdf'],
    ['-rf .pdf'],
    ['cv.exe .pdf'],
    ['résumé ✓ 2024.pdf'],
    ['<script>alert(1)</script>.pdf'],
    [`${'a'.repeat(300)}.pdf`],
  ])('sanitises the filename %j before forwarding', async (filename) => {
    await career().attach('cv', makePdf(), filename).expect(200);
    const [entry] = await mockJournal(site.mockUrl);
    const name = entry?.file?.originalname ?? '';
    expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._ -]{0,95}\.pdf$/);
    expect(name).not.toContain('..');
  });

  it('answers an empty file 400 with a clear message (it is no CV)', async () => {
    const res = await career().attach('cv', Buffer.alloc(0), 'cv.pdf').expect(400);
    expect(res.body.issues.cv).toEqual([CV_REQUIRED_MESSAGE]);
    await expectNothingForwarded();
  });

  it('answers the empty, unnamed part a browser sends when no file was chosen 400 with issues.cv', async () => {
    const { body, contentType } = multipartBody([
      ...Object.entries(validCareerFields).map(([name, value]) => ({ name, value })),
      { name: 'cv', value: Buffer.alloc(0), filename: '' },
    ]);
    const res = await raw.send({
      method: 'POST',
      path: API_PATHS.career,
      headers: { 'content-type': contentType },
      body,
    });
    expect(res.status).toBe(400);
    expect((res.json() as { issues: Record<string, string[]> }).issues.cv).toEqual([CV_REQUIRED_MESSAGE]);
  });

  it('answers two files 400', async () => {
    const res = await career().attach('cv', makePdf(), 'a.pdf').attach('cv', makePdf(), 'b.pdf').expect(400);
    expect(res.body.message).toMatch(/one CV file/);
    await expectNothingForwarded();
  });

  it('answers a file in another field 400', async () => {
    const res = await career()
      .attach('cv', makePdf(), 'a.pdf')
      .attach('photo', makePdf(), 'b.pdf')
      .expect(400);
    expect(res.body.message).toMatch(/one CV file/);
  });

  it('answers too many fields 400', async () => {
    const fields = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`extra_${i}`, 'x']));
    const res = await career({ ...validCareerFields, ...fields })
      .attach('cv', makePdf(), 'cv.pdf')
      .expect(400);
    expect(res.body.message).toMatch(/too many parts or fields/);
  });

  it('answers too many parts 400', async () => {
    // 19 fields + 1 file stays under the field limit (20) but 26 parts pass the part limit (25).
    const { body, contentType } = multipartBody([
      ...Array.from({ length: 19 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
      ...Array.from({ length: 7 }, () => ({ name: 'cv', value: makePdf(), filename: 'cv.pdf' })),
    ]);
    const res = await raw.send({
      method: 'POST',
      path: API_PATHS.career,
      headers: { 'content-type': contentType },
      body,
    });
    expect(res.status).toBe(400);
    expect(typeof (res.json() as { message: unknown }).message).toBe('string');
  });

  it('answers a field longer than its cap 400', async () => {
    const res = await career({
      ...validCareerFields,
      description: 'x'.repeat(CV_UPLOAD_LIMITS.fieldSize + 1),
    })
      .attach('cv', makePdf(), 'cv.pdf')
      .expect(400);
    expect(res.body.message).toBe('A field is too long');
  });

  it.each([['x[99999999]'], ['a[b][c]'], ['cv[]'], ['n'.repeat(101)]])(
    'answers a field named %j 400 (the forms use flat names only)',
    async (name) => {
      const res = await career({ ...validCareerFields, [name]: '1' })
        .attach('cv', makePdf(), 'cv.pdf')
        .expect(400);
      expect(res.body.message).toMatch(/field name/);
      await expectNothingForwarded();
    },
  );

  it('answers a missing CV 400 with issues.cv', async () => {
    const res = await career().expect(400);
    expect(res.body.issues.cv).toEqual([CV_REQUIRED_MESSAGE]);
    await expectNothingForwarded();
  });

  it('answers a truncated multipart body 400', async () => {
    const { body, contentType } = multipartBody([{ name: 'cv', value: makePdf(), filename: 'cv.pdf' }]);
    const res = await raw.send({
      method: 'POST',
      path: API_PATHS.career,
      headers: { 'content-type': contentType },
      body: body.subarray(0, body.length - 20),
    });
    expect(res.status).toBe(400);
  });

  it('answers a multipart body its parser cannot read 400, saying so, rather than asking for every field', async () => {
    const { body, contentType } = multipartBody(
      Object.entries(validCareerFields).map(([name, value]) => ({ name, value })),
    );
    for (const header of [contentType.replace('; boundary=', ';; boundary='), 'multipart/form-data']) {
      const res = await raw.send({
        method: 'POST',
        path: API_PATHS.career,
        headers: { 'content-type': header },
        body,
      });
      expect(res.status, header).toBe(400);
      expect(JSON.parse(res.text), header).toMatchObject({ error: 'malformed_body' });
    }
    await expectNothingForwarded();
  });

  it('answers JSON sent to the career path 415', async () => {
    const res = await request(site.url).post(API_PATHS.career).send(validCareerFields).expect(415);
    expect(res.body.message).toMatch(/multipart/);
  });
});

describe('CV uploads at once (CV_UPLOADS_AT_ONCE=1)', () => {
  let busySite: RunningSite;
  beforeEach(async () => {
    busySite = await startSite({ CV_UPLOADS_AT_ONCE: '1' });
  });
  afterEach(() => busySite.close());

  /** An upload that has sent half its body and waits: it holds the one slot. */
  async function holdAnUpload(): Promise<http.ClientRequest> {
    const { body, contentType } = multipartBody([
      ...Object.entries(validCareerFields).map(([name, value]) => ({ name, value })),
      {
        name: 'cv',
        value: Buffer.concat([makePdf(), Buffer.alloc(1024 * 1024, 0x20)]),
        filename: 'slow.pdf',
        contentType: 'application/pdf',
      },
    ]);
    const { hostname, port } = new URL(busySite.url);
    const held = http.request({
      hostname,
      port,
      method: 'POST',
      path: API_PATHS.career,
      headers: { 'content-type': contentType, 'content-length': body.length },
    });
    held.on('error', () => undefined);
    held.write(body.subarray(0, body.length / 2));
    // The server has taken the slot once it reads the part; a follow-up upload shows when.
    await expect
      .poll(
        async () =>
          (await request(busySite.url).post(API_PATHS.career).field('candidate_name', 'probe')).status,
        { timeout: 5000 },
      )
      .toBe(503);
    return held;
  }

  it('answers an API upload over the limit 503 with Retry-After, forwarding nothing, and takes uploads again once one ends', async () => {
    const held = await holdAnUpload();
    const req = request(busySite.url).post(API_PATHS.career);
    for (const [name, value] of Object.entries(validCareerFields)) req.field(name, value);
    const busy = await req.attach('cv', makePdf(), 'cv.pdf').expect(503);
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.body).toEqual(UPLOADS_BUSY_BODY);
    expect(await leadPosts(busySite.mockUrl)).toEqual([]);

    held.destroy();
    await expect
      .poll(
        async () => {
          const again = request(busySite.url).post(API_PATHS.career);
          for (const [name, value] of Object.entries(validCareerFields)) again.field(name, value);
          return (await again.attach('cv', makePdf(), 'cv.pdf')).status;
        },
        { timeout: 5000 },
      )
      .toBe(200);
  });

  it('answers a no-JavaScript career post over the limit with its page, Network Error and what was typed', async () => {
    const held = await holdAnUpload();
    const page = request(busySite.url).post('/career');
    for (const [name, value] of Object.entries(validCareerFields)) page.field(name, value);
    const res = await page.attach('cv', makePdf(), 'cv.pdf').expect(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.text).toContain('Network Error');
    expect(res.text).toContain(validCareerFields.candidate_name);
    expect(await leadPosts(busySite.mockUrl)).toEqual([]);
    held.destroy();
  });
});
