// The branch finder and the branch pages as a visitor without JavaScript (or a crawler) gets
// them: GET /branches?q=... answers with the list the server filtered, bad input with a message
// and every branch (never an error status), and /branches/<slug> is a page for each branch
// and a real 404 for anything else.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchFinderText, branches } from '../../client/content/branches';
import { otherServiceableAreas as tamilAreas } from '../../client/content/ta/branches';
import { pinRegions as hindiPinRegions } from '../../client/content/hi/pin-regions';
import { decodeEntities } from '../helpers/decode-entities';
import { startSite, type RunningSite } from '../helpers/start-site';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** The branch pages the cards on a page link to, in order. */
const cardLinks = (html: string) =>
  [...html.matchAll(/<h2 class="branch-card__city"><a href="(?:\/[a-z]{2})?\/branches\/([^"]+)"/g)].map(
    (m) => m[1],
  );
const statusText = (html: string) =>
  decodeEntities(
    (/<div class="branch-finder__status" role="status">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
const get = (query: string) => request(site.url).get(`/branches?q=${query}`);

describe('the branch finder without JavaScript', () => {
  it('is a GET form to /branches with a labelled search field', async () => {
    const html = (await request(site.url).get('/branches').expect(200)).text;
    const form = /<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/action="\/branches"/);
    const id = /<input id="([^"]+)"[^>]*name="q"/.exec(form)?.[1];
    expect(id).toBeDefined();
    expect(form).toContain(`<label class="branch-finder__label" for="${id}">`);
    // A search longer than the finder takes cannot be typed (it would be refused, and lost).
    expect(/<input[^>]*name="q"[^>]*>/.exec(form)?.[0]).toContain(
      `maxLength="${branchFinderText.maxLength}"`,
    );
    // "Use my location" needs JavaScript: the server renders it hidden, keeping its place.
    expect(form).toMatch(new RegExp(`<button[^>]*hidden=""[^>]*>${branchFinderText.useLocation}</button>`));
    expect(cardLinks(html)).toEqual(branches.map((b) => b.slug));
  });

  it('filters by city, and keeps the search in the field', async () => {
    const html = (await get('Mysuru').expect(200)).text;
    expect(cardLinks(html)).toEqual(['mysuru']);
    expect(statusText(html)).toBe(branchFinderText.matches(1, 'Mysuru'));
    expect(html).toMatch(/name="q" value="Mysuru"/);
  });

  it('finds the branch with a PIN code', async () => {
    const html = (await get('560003').expect(200)).text;
    expect(cardLinks(html)).toEqual(['bengaluru']);
  });

  it('lists the nearest branches, with distances, for a PIN code no branch has', async () => {
    const html = (await get('563101').expect(200)).text;
    expect(cardLinks(html)[0]).toBe('bengaluru');
    expect(cardLinks(html)).toHaveLength(3);
    expect(statusText(html)).toContain('Kolar');
    expect(html.match(/ km away</g)).toHaveLength(3);
  });

  it.each(['12345', '0123456', `${'x'.repeat(200)}`])(
    'answers %s with a message, every branch and status 200',
    async (query) => {
      const html = (await get(query).expect(200)).text;
      expect(cardLinks(html)).toHaveLength(branches.length);
      expect(html).toMatch(/aria-invalid="true"/);
      expect(statusText(html)).not.toBe('');
    },
  );

  it('never fails on odd queries', async () => {
    for (const query of ['%E0%A4', '%00', 'a&q=b', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '', '%20%20'])
      await get(query).expect(200);
    const html = (await get('%3Cscript%3E').expect(200)).text;
    expect(html).not.toContain('<script>');
  });
});

describe('place names in Latin letters, on the pages of every language', () => {
  it.each([
    ['ta', 'Bangalore', 'bengaluru'],
    ['te', 'Malleshwaram', 'bengaluru'],
    ['hi', 'T. Nagar', 'chennai'],
    ['kn', 'Kukatpally', 'hyderabad'],
    ['te', 'Hyderabad', 'hyderabad'],
    ['hi', 'karnataka', 'mysuru'],
  ])('/%s/branches finds %s', async (locale, query, branch) => {
    const html = (
      await request(site.url)
        .get(`/${locale}/branches?q=${encodeURIComponent(query)}`)
        .expect(200)
    ).text;
    expect(cardLinks(html)).toContain(branch);
    expect(cardLinks(html).length).toBeLessThan(branches.length);
  });

  it('lists the nearest branches for a place without one, named in the page’s language', async () => {
    const coimbatore = (await request(site.url).get('/ta/branches?q=Coimbatore').expect(200)).text;
    expect(cardLinks(coimbatore)).toHaveLength(3);
    expect(cardLinks(coimbatore)[0]).toBe('mysuru');
    expect(statusText(coimbatore)).toContain(tamilAreas.find((area) => area.id === 'coimbatore')!.name);
    const madurai = (await request(site.url).get('/hi/branches?q=madurai').expect(200)).text;
    expect(cardLinks(madurai)).toHaveLength(3);
    expect(statusText(madurai)).toContain(hindiPinRegions.find((region) => region.prefix === '625')!.name);
  });
});

describe('branch pages', () => {
  it.each(branches.map((b) => [b.slug, b] as const))(
    '/branches/%s shows its branch',
    async (slug, branch) => {
      const html = (await request(site.url).get(`/branches/${slug}`).expect(200)).text;
      const main = decodeEntities(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
      expect(main).toContain(branch.address.streetAddress);
      expect(main).toContain(branch.phoneDisplay);
      expect(html).toContain(`href="tel:${branch.phoneE164}"`);
      expect(html).toContain(`destination=${branch.geo.lat},${branch.geo.lng}`);
      // The map stays behind its facade until asked for.
      expect(html).not.toContain('<iframe');
      expect(main).toMatch(/Open now|Closed/);
    },
  );

  it.each([
    '/branches/nowhere',
    '/branches/nowhere/',
    '/branches/BENGALURU',
    '/branches/%3Aslug',
    '/branches/:slug',
    '/branches/:',
  ])('%s is the 404 page with status 404', async (path) => {
    const res = await request(site.url).get(path).expect(404);
    expect(res.text).toContain('404 Not Found');
    expect(res.text).toContain('<meta name="robots" content="noindex"');
  });

  it('a trailing slash on a branch the content lacks is the 404 page in any language, not a redirect to it', async () => {
    const res = await request(site.url).get('/kn/branches/nowhere/').expect(404);
    expect(res.text).toContain('<meta name="robots" content="noindex"');
  });

  it('a trailing slash redirects to the branch page', async () => {
    const res = await request(site.url).get('/branches/chennai/').expect(301);
    expect(res.headers.location).toBe('/branches/chennai');
  });

  it('the sitemap lists every branch page', async () => {
    const sitemap = (await request(site.url).get('/sitemap.xml').expect(200)).text;
    for (const branch of branches)
      expect(sitemap).toContain(`<loc>${site.url}/branches/${branch.slug}</loc>`);
  });
});

describe('a page opened with a search', () => {
  const hydrationFiles = async (path: string) => {
    const html = (await request(site.url).get(path).expect(200)).text;
    const listed = /<script type="application\/json" id="hydration-chunks">([^<]+)<\/script>/.exec(html)?.[1];
    return JSON.parse(listed ?? '[]') as string[];
  };
  const places = (files: string[]) => files.filter((file) => /\/search-places-[^/]+\.js$/.test(file));

  it('has the places a search by name or by an unknown PIN code waits on among its hydration files', async () => {
    for (const path of ['/branches?q=Hubballi', '/branches?q=563101', '/ta/branches?q=Coimbatore'])
      expect(places(await hydrationFiles(path)), path).toHaveLength(1);
  });

  it('does not load them up front for a search that needs none, nor without one', async () => {
    const plain = await hydrationFiles('/branches');
    expect(plain.length).toBeGreaterThan(0);
    expect(places(plain)).toEqual([]);
    expect(places(await hydrationFiles('/branches?q=12345'))).toEqual([]);
  });
});
