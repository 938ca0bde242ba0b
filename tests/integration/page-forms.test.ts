// The no-JavaScript path: urlencoded and multipart posts to the pages themselves.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FRANCHISE_LEAD_LIMITS } from '../../shared/franchise-lead-form';
import { API_PATHS } from '../../shared/api-paths';
import { leadForms } from '../../shared/lead-forms';
import { makePdf } from '../helpers/cv-fixtures';
import { injectFault, leadPosts, resetMock, type RunningSite, startSite } from '../helpers/start-site';
import { decodeEntities } from '../helpers/decode-entities';
import { waitUntil } from '../helpers/server-process';
import { pageMeta } from '../../client/content/page-meta';
import { pageMeta as knPageMeta } from '../../client/content/kn/page-meta';
import { dialogs as knDialogs } from '../../client/content/kn/dialogs';

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
/** Kavya's application with `cv`, as the career form sends it without JavaScript, to `path`. */
const postCareer = (path: string, cv: Buffer) =>
  request(site.url)
    .post(path)
    .field('candidate_name', 'Kavya N')
    .field('candidate_email', 'kavya@example.com')
    .field('phone_number', '9876543210')
    .field('description', 'Telecaller')
    .field('source', leadForms.career.fixed.source)
    .field('website', '')
    .attach('cv', cv, { filename: 'resume.pdf', contentType: 'application/pdf' });
const openDialog = (html: string) =>
  /<dialog[^>]*\sopen=""[^>]*>([\s\S]*?)<\/dialog>/.exec(html)?.[1] ?? null;
const titleOf = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const inputValue = (html: string, name: string) =>
  new RegExp(
    `<input[^>]*name="${name}"[^>]*value="([^"]*)"|<input[^>]*value="([^"]*)"[^>]*name="${name}"`,
  ).exec(html);

const gold = {
  full_name: 'Ravi Kumar',
  city: 'Hubballi',
  gold_grams: '10',
  karat_score: '22',
  phone_number: '9845012345',
  email: 'ravi@example.com',
  website: '',
};

/** The cookie a success's 303 sets, as the browser sends it back with the page it leads to. */
const sentCookieOf = (res: { headers: Record<string, unknown> }) =>
  ([res.headers['set-cookie']].flat() as string[]).map((cookie) => cookie.split(';')[0]).join('; ');

describe('forms posted without JavaScript', () => {
  it('gold: validates, forwards karat_score as a number, answers 303 to the page with the numbers, and that page shows the dialog and indicative value', async () => {
    const res = await request(site.url).post('/calculator').type('form').send(gold).expect(303);
    expect(res.headers.location).toBe('/calculator?sent=gold&grams=10&karat=22');
    const [entry] = await posts();
    expect(entry!.path).toBe(API_PATHS.gold);
    expect(entry!.body).toEqual({ ...gold, karat_score: 22, website: undefined });

    const page = await request(site.url)
      .get(String(res.headers.location))
      .set('Cookie', sentCookieOf(res))
      .expect(200);
    expect(titleOf(page.text)).toBe(pageMeta.calculator.title);
    const dialog = decodeEntities(openDialog(page.text) ?? '');
    expect(dialog).toContain('Query Submitted');
    expect(dialog).toContain('Team will get back to you shortly');
    // 10 g x 0.916 x ₹7,345 (the mock's default rate)
    expect(dialog).toContain('₹67,280');
    expect(dialog).toContain('free purity test');
  });

  it('gold on a Hindi page: a weight typed in Devanagari digits reaches the backend in 0-9 and is valued', async () => {
    const res = await request(site.url)
      .post('/hi/calculator')
      .type('form')
      .send({ ...gold, gold_grams: '१०.५' })
      .expect(303);
    expect(res.headers.location).toBe('/hi/calculator?sent=gold&grams=10.5&karat=22');
    const [entry] = await posts();
    expect(entry!.body).toMatchObject({ gold_grams: '10.5' });
    const page = await request(site.url)
      .get(String(res.headers.location))
      .set('Cookie', sentCookieOf(res))
      .expect(200);
    // 10.5 g x 0.916 x ₹7,345 (the mock's default rate)
    expect(decodeEntities(openDialog(page.text) ?? '')).toContain('₹70,644');
  });

  it('never shows text from the URL: a tampered grams value shows no figure', async () => {
    const page = await request(site.url)
      .get('/calculator?sent=gold&grams=%3Cscript%3E1&karat=22')
      .set('Cookie', 'lead-sent=gold:/calculator')
      .expect(200);
    expect(openDialog(page.text)).toContain('Query Submitted');
    expect(page.text).not.toContain('<script>1');
    expect(openDialog(page.text)).not.toContain('Indicative value');
  });

  it('contact on / and /home: 303 to the page, the lead in the journal, and the dialog once for that browser', async () => {
    const lead = { full_name: 'Asha Rao', phone_number: '9845012345', service_required: 'Sell gold' };
    const cookies: string[] = [];
    for (const path of ['/', '/home']) {
      const res = await request(site.url)
        .post(path)
        .type('form')
        .send({ ...lead, website: '' })
        .expect(303);
      expect(res.headers.location).toBe(`${path}?sent=contact`);
      expect(res.headers['set-cookie']).toEqual([
        `lead-sent=contact:${path}; Path=${path}; Max-Age=600; HttpOnly; SameSite=Lax`,
      ]);
      cookies.push(sentCookieOf(res));
    }
    const journal = await posts();
    expect(journal.map((e) => e.body)).toEqual([lead, lead]);
    const page = await request(site.url).get('/?sent=contact').set('Cookie', cookies[0]!).expect(200);
    expect(openDialog(page.text)).toContain('Query Submitted');
    expect(page.headers['cache-control']).toBe('no-store');
    // Spent: the page says so, and a reload shows no dialog.
    expect(page.headers['set-cookie']).toEqual(['lead-sent=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
  });

  it('shows no success dialog for an address alone: a link anyone can make says nothing was sent', async () => {
    for (const path of [
      '/?sent=contact',
      '/calculator?sent=gold&grams=99999&karat=24',
      '/kn/career?sent=career',
    ]) {
      const page = await request(site.url).get(path).expect(200);
      expect(openDialog(page.text), path).toBeNull();
      expect(page.text, path).not.toContain('Query Submitted');
    }
    // Another form's cookie is not this one's.
    const page = await request(site.url)
      .get('/calculator?sent=gold')
      .set('Cookie', 'lead-sent=contact:/calculator')
      .expect(200);
    expect(openDialog(page.text)).toBeNull();
  });

  it('in Kannada: the 303 names the page in its cookie, which shows the dialog there and on none of the pages its path covers', async () => {
    const lead = { full_name: 'Asha Rao', phone_number: '9845012345', service_required: 'Sell gold' };
    const res = await request(site.url)
      .post('/kn/')
      .type('form')
      .send({ ...lead, website: '' })
      .expect(303);
    expect(res.headers.location).toBe('/kn/?sent=contact');
    expect(res.headers['set-cookie']).toEqual([
      'lead-sent=contact:/kn/; Path=/kn/; Max-Age=600; HttpOnly; SameSite=Lax',
    ]);
    // The browser sends a cookie of path /kn/ with every Kannada page.
    for (const other of ['/kn/home?sent=contact', '/kn/calculator?sent=gold']) {
      const page = await request(site.url).get(other).set('Cookie', sentCookieOf(res)).expect(200);
      expect(openDialog(page.text), other).toBeNull();
    }
    const page = await request(site.url)
      .get('/kn/?sent=contact')
      .set('Cookie', sentCookieOf(res))
      .expect(200);
    expect(openDialog(page.text)).not.toBeNull();
  });

  it('marks the cookie Secure when the site is served over HTTPS, also where TLS ends in front of the proxy', async () => {
    const tls = await startSite({ SITE_URL: 'https://gold.example' });
    try {
      const res = await request(tls.url)
        .post('/')
        .set('Host', 'gold.example')
        .type('form')
        .send({
          full_name: 'Asha Rao',
          phone_number: '9845012345',
          service_required: 'Sell gold',
          website: '',
        })
        .expect(303);
      expect(res.headers['set-cookie']).toEqual([
        'lead-sent=contact:/; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
      ]);
    } finally {
      await tls.close();
    }
  });

  it('franchise: the two input-less fields reach upstream as empty strings', async () => {
    const typed = {
      full_name: 'Meena',
      phone_number: '9900112233',
      email: 'meena@example.com',
      total_funds_available: '25 lakh',
      funds_in_hand_to_invest: '15 lakh',
      previous_experience: 'Shop',
      area_of_interest: 'Davangere',
    };
    await request(site.url)
      .post('/partner')
      .type('form')
      .send({ ...typed, funds_required_to_borrow: '', source_of_borrow: '', website: '' })
      .expect(303);
    const [entry] = await posts();
    expect(entry!.body).toEqual({ ...typed, funds_required_to_borrow: '', source_of_borrow: '' });
  });

  // Percent-encoded, a Kannada letter takes 9 bytes: every field full of Indian-script text
  // must still fit the body limit, or the visitor gets a 413 and loses every typed field.
  it('franchise: every field at its limit in Kannada is accepted', async () => {
    const kannada = (length: number) => 'ಕ'.repeat(length);
    const typed = {
      full_name: kannada(FRANCHISE_LEAD_LIMITS.full_name),
      phone_number: '9900112233',
      email: 'meena@example.com',
      total_funds_available: kannada(FRANCHISE_LEAD_LIMITS.total_funds_available),
      funds_in_hand_to_invest: kannada(FRANCHISE_LEAD_LIMITS.funds_in_hand_to_invest),
      previous_experience: kannada(FRANCHISE_LEAD_LIMITS.previous_experience),
      area_of_interest: kannada(FRANCHISE_LEAD_LIMITS.area_of_interest),
    };
    await request(site.url)
      .post('/partner')
      .type('form')
      .send({ ...typed, funds_required_to_borrow: '', source_of_borrow: '', website: '' })
      .expect(303);
    const [entry] = await posts();
    expect(entry!.body).toEqual({ ...typed, funds_required_to_borrow: '', source_of_borrow: '' });
  });

  // A free text has no maxLength: what a visitor pastes may be far longer than it takes.
  const textareaText = (html: string, name: string) =>
    decodeEntities(
      new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`).exec(html)?.[1] ?? '',
    );

  it('franchise on /kn/partner: 6,000 Kannada characters of experience come back whole, with the message in Kannada', async () => {
    const pasted = 'ಕನ್ನಡ '.repeat(1000).trim();
    const res = await request(site.url)
      .post('/kn/partner')
      .type('form')
      .send({
        full_name: 'ಮೀನಾ',
        phone_number: '9900112233',
        email: 'meena@example.com',
        total_funds_available: '25 ಲಕ್ಷ',
        funds_in_hand_to_invest: '15 ಲಕ್ಷ',
        funds_required_to_borrow: '',
        source_of_borrow: '',
        previous_experience: pasted,
        area_of_interest: 'ದಾವಣಗೆರೆ',
        website: '',
      })
      .expect(400);
    expect(textareaText(res.text, 'previous_experience')).toBe(pasted);
    expect(inputValue(res.text, 'full_name')?.[1] ?? inputValue(res.text, 'full_name')?.[2]).toBe('ಮೀನಾ');
    expect(decodeEntities(res.text)).toContain('ಗರಿಷ್ಠ 1000 ಅಕ್ಷರಗಳಿರಬೇಕು');
    // The title, the first thing a screen reader says of the page, leads with the refusal.
    expect(titleOf(res.text)).toBe(`${knDialogs.failure.title} – ${knPageMeta.partner.title}`);
    expect(await posts()).toHaveLength(0);
  });

  it('career: a description pasted far past its limit (6,000 Kannada characters) comes back whole, with its message', async () => {
    const pasted = 'ಕನ್ನಡ '.repeat(1000).trim();
    const res = await request(site.url)
      .post('/career')
      .field('candidate_name', 'Kavya N')
      .field('candidate_email', 'kavya@example.com')
      .field('phone_number', '9876543210')
      .field('description', pasted)
      .field('source', leadForms.career.fixed.source)
      .field('website', '')
      .attach('cv', makePdf(), { filename: 'resume.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(textareaText(res.text, 'description')).toBe(pasted);
    expect(decodeEntities(res.text)).toContain('Must be 4000 characters or fewer');
    // The CV that went with it cannot come back in its field: the field says it is needed again.
    expect(res.text).toMatch(/id="[^"]*-cv-error"[^>]*>Resume is required</);
    expect(await posts()).toHaveLength(0);
  });

  it('career: multipart with the file forwarded byte for byte', async () => {
    const pdf = makePdf();
    const res = await postCareer('/career', pdf).expect(303);
    expect(res.headers.location).toBe('/career?sent=career');
    const [entry] = await posts();
    expect(entry!.body).toEqual({
      candidate_name: 'Kavya N',
      candidate_email: 'kavya@example.com',
      phone_number: '9876543210',
      description: 'Telecaller',
      source: leadForms.career.fixed.source,
    });
    expect(entry!.file!.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
  });

  it('an invalid gold form comes back 400 with the failure dialog, the field messages and what was typed; nothing goes upstream', async () => {
    const res = await request(site.url)
      .post('/calculator')
      .type('form')
      .send({ ...gold, email: 'not-an-email', city: '' })
      .expect(400);
    const html = decodeEntities(res.text);
    expect(openDialog(html)).toContain('Failed!!!');
    // The title, the first thing a screen reader says of the page, leads with the refusal.
    expect(titleOf(res.text)).toBe(`Failed!!! – ${pageMeta.calculator.title}`);
    expect(html).toContain('Enter a valid e-mail address');
    expect(html).toContain('City is required');
    expect(inputValue(html, 'full_name')?.slice(1).find(Boolean)).toBe('Ravi Kumar');
    expect(inputValue(html, 'email')?.slice(1).find(Boolean)).toBe('not-an-email');
    expect(html).toMatch(/<option value="22" selected="">/);
    // The page holds a name, a phone number and an e-mail: no cache may keep it.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await posts()).toEqual([]);
  });

  it("keeps typed text that looks like a replacement pattern ($' $& $$) whole, in the field and in the state the page hydrates from", async () => {
    const name = "Ravi $' $& $$ $1 Kumar";
    const res = await request(site.url)
      .post('/calculator')
      .type('form')
      .send({ ...gold, full_name: name, city: '' })
      .expect(400);
    expect(decodeEntities(inputValue(res.text, 'full_name')?.slice(1).find(Boolean) ?? '')).toBe(name);
    const state = /<script id="app-state"[^>]*>([^<]*)<\/script>/.exec(res.text)?.[1];
    expect(
      (JSON.parse(state ?? 'null') as { formEcho: { values: { full_name: string } } }).formEcho.values
        .full_name,
    ).toBe(name);
    expect(res.text.trimEnd()).toMatch(/<\/html>$/);
  });

  it.each([{ status: 500 }, { reset: true }, { delayMs: TIMEOUT_MS + 500 }])(
    'upstream fault %o: the lead is queued and the visitor is sent to the success view (303)',
    async (fault) => {
      // Twice: a dropped connection is retried at once (the lead carries an Idempotency-Key).
      await injectFault(site.mockUrl, { path: API_PATHS.contact, ...fault, times: 2 });
      const res = await request(site.url)
        .post('/')
        .type('form')
        .send({ full_name: 'Asha Rao', phone_number: '9845012345', service_required: 'Sell gold' })
        .expect(303);
      expect(res.headers.location).toBe('/?sent=contact');
      expect(await site.leads.health()).toMatchObject({ pending: 1 });
      await fetch(`${site.mockUrl}/__mock/faults`, { method: 'DELETE' });
      // While the backend still works on a timed-out first attempt it answers a retry 409, and
      // the lead waits for the next one.
      await waitUntil('the queued lead to be delivered', async () => {
        clock.now += 60_000;
        await site.leads.deliverDue();
        return (await site.leads.health()).pending === 0;
      });
    },
  );

  it('a backend refusal that names no field renders the page with "Failed!!!" and the typed values', async () => {
    await injectFault(site.mockUrl, { path: API_PATHS.contact, status: 403 });
    const res = await request(site.url)
      .post('/')
      .type('form')
      .send({ full_name: 'Asha Rao', phone_number: '9845012345', service_required: 'Sell gold' })
      .expect(403);
    expect(decodeEntities(openDialog(res.text) ?? '')).toContain('Failed!!!');
    expect(inputValue(res.text, 'full_name')?.slice(1).find(Boolean)).toBe('Asha Rao');
  });

  it('career: a renamed executable comes back 415 with the message under the file field; a missing or empty file 400', async () => {
    const base = () =>
      request(site.url)
        .post('/career')
        .field('candidate_name', 'Kavya N')
        .field('candidate_email', 'kavya@example.com')
        .field('phone_number', '9876543210')
        .field('description', 'Telecaller')
        .field('source', leadForms.career.fixed.source);
    const refused = await base()
      .attach('cv', Buffer.from('MZ\x90\x00'), { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(415);
    expect(decodeEntities(refused.text)).toContain('The CV must be a PDF, DOC or DOCX file');
    expect(openDialog(refused.text)).toContain('Failed!!!');
    expect(inputValue(refused.text, 'candidate_name')?.slice(1).find(Boolean)).toBe('Kavya N');
    const missing = await base().expect(400);
    expect(decodeEntities(missing.text)).toContain('Resume is required');
    // An empty file is no CV, as the JSON API says too, not a file of the wrong type.
    const empty = await base()
      .attach('cv', Buffer.alloc(0), { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(decodeEntities(empty.text)).toContain('Resume is required');
    const big = await base()
      .attach('cv', Buffer.concat([makePdf(), Buffer.alloc(5 * 1024 * 1024)]), {
        filename: 'cv.pdf',
        contentType: 'application/pdf',
      })
      .expect(413);
    expect(decodeEntities(big.text)).toContain('The CV must be 5 MB or smaller');
    expect(await posts()).toEqual([]);
  });

  it('a filled honeypot is told "sent" and nothing is forwarded', async () => {
    await request(site.url)
      .post('/calculator')
      .type('form')
      .send({ ...gold, website: 'http://spam.example' })
      .expect(303);
    expect(await posts()).toEqual([]);
  });

  it('the lead rate limit shows the page with the Too Many Requests dialog (429) and keeps what was typed', async () => {
    const limited = await startSite({ LEAD_RATE_LIMIT: '1' });
    try {
      await request(limited.url).post('/calculator').type('form').send(gold).expect(303);
      const res = await request(limited.url).post('/calculator').type('form').send(gold).expect(429);
      expect(res.headers['ratelimit-policy'] ?? res.headers['ratelimit']).toBeDefined();
      expect(openDialog(res.text)).toContain('Too Many Requests');
      expect(titleOf(res.text)).toBe(`Too Many Requests – ${pageMeta.calculator.title}`);
      expect(inputValue(res.text, 'city')?.slice(1).find(Boolean)).toBe('Hubballi');
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await limited.close();
    }
  });
});

describe("a plain post that carries its page's key (a form sent before hydration)", () => {
  const contact = {
    full_name: 'Asha Rao',
    phone_number: '9845012345',
    service_required: 'Sell gold',
    website: '',
  };
  const recordedNames = async () =>
    (await posts())
      .filter((entry) => !entry.replayed)
      .map((entry) =>
        String(
          (entry.body as Record<string, unknown>).full_name ??
            (entry.body as Record<string, unknown>).candidate_name,
        ),
      );

  it('is one lead however often the same words are sent from that page; changed words are another', async () => {
    // The "back in a minute" page reloaded, or Back and Send again: the same post once more.
    for (let i = 0; i < 3; i++) {
      const res = await request(site.url).post('/?entry=11-22-33-44').type('form').send(contact).expect(303);
      expect(res.headers.location).toBe('/?sent=contact');
    }
    await request(site.url)
      .post('/?entry=11-22-33-44')
      .type('form')
      .send({ ...contact, full_name: 'Asha R' })
      .expect(303);
    // Another page load has another key: the same words from there are a new lead, as they are
    // from a browser without JavaScript, whose posts carry no key.
    await request(site.url).post('/?entry=55-66-77-88').type('form').send(contact).expect(303);
    await request(site.url).post('/').type('form').send(contact).expect(303);
    expect(await recordedNames()).toEqual(['Asha Rao', 'Asha R', 'Asha Rao', 'Asha Rao']);
  });

  it('is one lead with the same words sent hydrated under that page key, the phone typed in other digits', async () => {
    // Before hydration on a Tamil page, the phone in Tamil digits; then from the hydrated form
    // (the page loaded anew by Back), which turns digits Western as they are typed.
    await request(site.url)
      .post('/ta/?entry=12-34-56-78')
      .type('form')
      .send({ ...contact, phone_number: '௯௮௪௫௦௧௨௩௪௫' })
      .expect(303);
    const sendHydrated = (key: string, fields: Record<string, string>) =>
      request(site.url)
        .post(API_PATHS.contact)
        .set('Idempotency-Key', key)
        .send(fields)
        .expect((res) => expect([200, 202]).toContain(res.status));
    await sendHydrated('page:12-34-56-78', contact);
    await sendHydrated('page:12-34-56-78', { ...contact, full_name: 'Asha R' });
    // Another page's key, and a key that only looks like one, are other leads.
    await sendHydrated('page:87-65-43-21', contact);
    await sendHydrated('page:not-a-page-key', contact);
    // An answer of 202 (queued) comes before the delivery.
    await expect.poll(recordedNames).toEqual(['Asha Rao', 'Asha R', 'Asha Rao', 'Asha Rao']);
  });

  it('counts a CV with the words: the same application again is one, another CV another', async () => {
    const apply = (cv: Buffer) => postCareer('/career?entry=1-2-3-4', cv).expect(303);
    const first = makePdf();
    await apply(first);
    await apply(first);
    await apply(Buffer.concat([first, Buffer.from('% another version\n')]));
    expect(await recordedNames()).toEqual(['Kavya N', 'Kavya N']);
  });

  it("keeps the key off the links of a refused post's page, which another page load must not share", async () => {
    const res = await request(site.url)
      .post('/calculator?entry=11-22-33-44')
      .type('form')
      .send({ ...gold, full_name: '' })
      .expect(400);
    expect(res.text).toContain('href="/kn/calculator"');
    expect(res.text).not.toContain('entry=');
  });

  it('takes a key it did not write as no key: each such post is a lead of its own', async () => {
    for (const entry of ['abc', '1-2-3', '1-2-3-4-5', `${'9'.repeat(11)}-1-2-3`]) {
      await request(site.url).post(`/?entry=${entry}`).type('form').send(contact).expect(303);
      await request(site.url).post(`/?entry=${entry}`).type('form').send(contact).expect(303);
    }
    expect(await recordedNames()).toHaveLength(8);
  });
});
