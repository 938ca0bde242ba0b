// Decision 034 without JavaScript: the value estimator and the release calculator are GET forms
// on /calculator whose results the server renders, so a result is a link anyone can share.
// Whatever the query holds, the page answers 200 with a message a visitor can act on.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { decodeEntities } from '../helpers/decode-entities';
import { injectFault, type RunningSite, startSite } from '../helpers/start-site';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** The text of one calculator's section (by its id), tags stripped, entities decoded. */
function sectionText(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `section #${id}`).toBeGreaterThan(-1);
  const end = html.indexOf('</section>', start);
  return decodeEntities(html.slice(start, end).replace(/<[^>]+>/g, ' | ')).replace(/(\s*\|\s*)+/g, ' | ');
}

const page = async (query: string) => (await request(site.url).get(`/calculator${query}`).expect(200)).text;

describe('value estimator without JavaScript', () => {
  it('is a GET form to the page itself, below the gold lead form', async () => {
    const html = await page('');
    const form = /<form class="calc-tool__form"[^>]* action="#value-estimator" method="get">/.exec(html);
    expect(form).not.toBeNull();
    expect(html.indexOf('lead-form--gold')).toBeLessThan(form!.index);
    for (const name of ['grams', 'stones', 'purity']) expect(html).toContain(`name="${name}"`);
    expect(sectionText(html, 'value-estimator')).toContain(
      'Enter a weight and a purity to see the estimate.',
    );
  });

  it('renders the result line by line in en-IN rupees, with the rate and its "as of" time in IST', async () => {
    const text = sectionText(await page('?grams=12.5&stones=0.3&purity=916'), 'value-estimator');
    expect(text).toMatch(/24K rate: ₹7,345 per gram, as of \d\d:\d\d IST/);
    // 12.5 - 0.3 = 12.2 g; x 0.916 = 11.1752 g; x ₹7,345 = ₹82,081.84
    expect(text).toContain(
      '| Gross weight | 12.50 g | Less stones and other parts | − 0.30 g | Net gold weight | 12.20 g | ' +
        "Fine gold (net weight × purity) | 11.175 g | Value at today's 24K rate | ₹82,082 | " +
        'Deduction | None | Indicative amount | ₹82,082 |',
    );
    expect(text).toContain('Indicative only. The final amount is fixed only after the free purity test');
  });

  it('reads a decimal comma and a unit as a visitor means them: 12,5 g is twelve and a half grams', async () => {
    const text = sectionText(await page('?grams=12%2C5+g&stones=0%2C3&purity=916'), 'value-estimator');
    expect(text).toContain('| Gross weight | 12.50 g | Less stones and other parts | − 0.30 g |');
    expect(text).toContain('| Indicative amount | ₹82,082 |');
  });

  it('reads digits typed in an Indian script, as a Hindi or Tamil keyboard may give them', async () => {
    const query = `?grams=${encodeURIComponent('१२.५')}&stones=${encodeURIComponent('௦.௩')}&purity=916`;
    const html = (await request(site.url).get(`/hi/calculator${query}`).expect(200)).text;
    expect(sectionText(html, 'value-estimator')).toContain('₹82,082');
    // No pattern of the browser's stands in the way without JavaScript: the page says what is wrong.
    expect(/<input[^>]*name="grams"[^>]*>/.exec(html)![0]).not.toContain('pattern=');
  });

  it('keeps what was typed in the fields, so the visitor can change one and send again', async () => {
    const html = await page('?grams=12.5&stones=0.3&purity=916');
    expect(html).toMatch(/name="grams"[^>]*value="12.5"|value="12.5"[^>]*name="grams"/);
    expect(html).toMatch(/<option value="916" selected="">/);
  });

  it('shows the 18K to 22K range for "I don\'t know", and says why the test matters', async () => {
    const text = sectionText(await page('?grams=10&purity=unknown'), 'value-estimator');
    expect(text).toContain('| Fine gold (net weight × purity) | 7.500 g – 9.160 g |');
    expect(text).toContain('| Indicative amount | ₹55,088 – ₹67,280 |');
    expect(text).toContain('range for 18K to 22K');
    expect(text).toContain('purity test is free');
  });

  it('links "Send these details to our team" to the gold lead form filled in with net weight and karat', async () => {
    const html = await page('?grams=10.5&stones=0.5&purity=750');
    const href = decodeEntities(/href="(\?[^"]*#gold-enquiry)"/.exec(html)?.[1] ?? '');
    expect(href).toBe('?grams=10.5&stones=0.5&purity=750&gold_grams=10.00&karat_score=18#gold-enquiry');
    const filled = await page(href.replace(/#.*/, ''));
    expect(filled).toContain('id="gold-enquiry"');
    expect(filled).toMatch(/name="gold_grams" value="10.00"/);
    expect(filled).toMatch(/<option value="18" selected="">18K/);
  });

  it('hands a 14K or 9K hallmark to the gold form as Other', async () => {
    const html = decodeEntities(await page('?grams=10&purity=585'));
    expect(html).toContain('gold_grams=10.00&karat_score=0#gold-enquiry');
  });

  it.each([
    ['?grams=abc&purity=916', 'Please enter digits only, like 12.5.'],
    ['?grams=-3&purity=916', 'Please enter digits only, like 12.5.'],
    ['?grams=1e3&purity=916', 'Please enter digits only, like 12.5.'],
    ['?grams=0&purity=916', 'This is below the smallest amount we can estimate.'],
    ['?grams=10000.01&purity=916', 'This is above the largest amount we can estimate.'],
    ['?grams=1.234&purity=916', 'Please use at most two decimals.'],
    ['?grams=&purity=916', 'Please enter a number.'],
    ['?grams=10&purity=', 'Please choose a purity.'],
    ['?grams=10&purity=917', 'Please choose a purity.'],
    ['?grams=10&stones=10&purity=916', 'Stones and other parts must weigh less than the whole piece.'],
    ['?grams=10&stones=x&purity=916', 'Please enter digits only, like 12.5.'],
  ])('answers %s with 200 and "%s", and no figure', async (query, message) => {
    const text = sectionText(await page(query), 'value-estimator');
    expect(text).toContain(message);
    expect(text).toContain('| Indicative amount | — |');
  });

  it.each([
    '?grams=1&grams=2&purity=916',
    '?grams[]=1&purity[a]=916',
    '?grams=' + '9'.repeat(5000) + '&purity=916',
    '?grams=%3Cscript%3Ealert(1)%3C%2Fscript%3E&purity=916',
    '?grams=%E0%A5%A7%E0%A5%A8&purity=916',
    '?grams=%00&stones=%FF&purity=%',
  ])('never fails on a made-up query: %.60s', async (query) => {
    const res = await request(site.url).get(`/calculator${query}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert');
  });

  it("does not read the gold lead form's success redirect (?sent=gold&grams=...) as an estimate", async () => {
    const text = sectionText(await page('?sent=gold&grams=10&karat=22'), 'value-estimator');
    expect(text).not.toContain('Please');
    expect(text).toContain('Enter a weight and a purity to see the estimate.');
  });
});

describe('both calculators without JavaScript', () => {
  it("carries the other calculator's fields, so sending one does not clear the other", async () => {
    const html = await page('?grams=12.5&purity=916&pledged_grams=20&pledged_purity=916&owed=80000');
    const forms = [...html.matchAll(/<form class="calc-tool__form"[\s\S]*?<\/form>/g)].map((m) => m[0]);
    expect(forms).toHaveLength(2);
    const hidden = (form: string) =>
      [...form.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
    expect(hidden(forms[0]!)).toEqual(['pledged_grams=20', 'pledged_purity=916', 'owed=80000']);
    expect(hidden(forms[1]!)).toEqual(['grams=12.5', 'purity=916']);
  });
});

describe('release calculator without JavaScript', () => {
  it("shows the cash in hand: gold at today's rate less what the lender is owed", async () => {
    const text = sectionText(
      await page('?pledged_grams=20&pledged_purity=916&owed=80000'),
      'release-calculator',
    );
    // 20 g x 0.916 x ₹7,345 = ₹1,34,560.40
    expect(text).toContain(
      "| Your gold at today's 24K rate | ₹1,34,560 | Less amount owed to the lender | − ₹80,000 | " +
        'Cash in hand after release and sale | ₹54,560 |',
    );
  });

  it('explains a negative result plainly', async () => {
    const text = sectionText(
      await page('?pledged_grams=5&pledged_purity=750&owed=60000'),
      'release-calculator',
    );
    expect(text).toContain('| Cash in hand after release and sale | −₹32,456 |');
    expect(text).toContain(
      "What you owe is ₹32,456 more than your gold is worth at today's rate. Releasing and selling it would not leave you any cash",
    );
  });

  it('answers a bad amount owed with a message, not a 500', async () => {
    const text = sectionText(
      await page('?pledged_grams=5&pledged_purity=750&owed=lots'),
      'release-calculator',
    );
    expect(text).toContain('Please enter digits only, like 12.5.');
  });

  it('links to the home page contact form with "Release Pledged Gold" chosen', async () => {
    const html = await page('?pledged_grams=5&pledged_purity=750&owed=60000');
    expect(html).toContain('href="/?service=release#contact"');
    const home = (await request(site.url).get('/?service=release').expect(200)).text;
    expect(home).toContain('id="contact"');
    expect(home).toMatch(/<option value="Release Pledged Gold" selected="">Release Pledged Gold<\/option>/);
  });

  it("is linked from the release service on /services and from the FAQ's release tab", async () => {
    for (const path of ['/services', '/faq?tab=release']) {
      const html = (await request(site.url).get(path).expect(200)).text;
      expect(html, path).toContain('href="/calculator#release-calculator"');
    }
  });
});

describe("when today's rate is unknown", () => {
  let noRates: RunningSite;
  beforeAll(async () => {
    noRates = await startSite({}, { ratesUnknown: true });
    await injectFault(noRates.mockUrl, { path: API_PATHS.rates, status: 503 });
  });
  afterAll(() => noRates.close());

  it('says so and shows no rupee figure, never a guess', async () => {
    const html = (
      await request(noRates.url)
        .get('/calculator?grams=10&purity=916&pledged_grams=5&pledged_purity=750&owed=1')
        .expect(200)
    ).text;
    const estimate = sectionText(html, 'value-estimator');
    expect(estimate).toContain('| Net gold weight | 10.00 g |');
    expect(estimate).toContain('| Fine gold (net weight × purity) | 9.160 g |');
    expect(estimate).toContain("| Value at today's 24K rate | — |");
    expect(estimate).toContain('| Indicative amount | — |');
    expect(estimate).toContain("Today's rate is not available right now");
    expect(estimate).not.toContain('₹');
    const release = sectionText(html, 'release-calculator');
    expect(release).toContain("Today's rate is not available right now");
    expect(release).toContain('| Cash in hand after release and sale | — |');
  });
});
