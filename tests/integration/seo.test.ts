import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPathOf, indexablePaths, pageMatch, pagePaths } from '../helpers/site-paths';
import { branches } from '../../client/content/branches';
import { faqTabs } from '../../client/content/faq';
import { metaFor } from '../../client/content/page-meta';
import { startSite, type RunningSite } from '../helpers/start-site';
import { localePath, locales } from '../../shared/locales';
import { decodeEntities } from '../helpers/decode-entities';

// SEO and sharing, from the server HTML as a crawler sees it: unique title and description,
// canonical URLs, Open Graph and Twitter card tags with our own share image, schema.org
// JSON-LD, sitemap.xml and robots.txt from the site registry, and noindex on the 404 page.

/** One indexable page per canonical URL: /home is the home page under another path. */

let site: RunningSite;
const html = new Map<string, string>();
const NOT_FOUND = '/no-such-page';

beforeAll(async () => {
  site = await startSite();
  for (const path of [...pagePaths, NOT_FOUND]) {
    const response = await fetch(site.url + path);
    html.set(path, await response.text());
  }
});
afterAll(() => site?.close());

const head = (page: string) => page.slice(0, page.indexOf('</head>'));

function metaContent(page: string, attribute: 'name' | 'property', key: string): string[] {
  const found: string[] = [];
  for (const [tag] of head(page).matchAll(/<meta\b[^>]*>/g)) {
    if (tag.includes(`${attribute}="${key}"`))
      found.push(decodeEntities(/content="([^"]*)"/.exec(tag)?.[1] ?? ''));
  }
  return found;
}
const canonicalOf = (page: string) =>
  [...head(page).matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);

type Node = Record<string, unknown>;
function jsonLd(page: string): Node[] {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Node;
    expect(data['@context']).toBe('https://schema.org');
    return Array.isArray(data['@graph']) ? (data['@graph'] as Node[]) : [data];
  });
}
const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type);

// The schema.org properties we use, per type (each listed on schema.org for that type or
// inherited from Thing / Organization / LocalBusiness / Place / CreativeWork): a node with a
// property not valid for its type fails.
const thing = ['@type', '@id', '@context', 'name', 'alternateName', 'description', 'url', 'image', 'sameAs'];
const organization = [
  ...thing,
  'logo',
  'slogan',
  'foundingDate',
  'email',
  'telephone',
  'address',
  'contactPoint',
  'parentOrganization',
];
const place = ['address', 'geo', 'hasMap', 'telephone', 'openingHoursSpecification'];
const allowed: Record<string, string[]> = {
  Organization: organization,
  JewelryStore: [...organization, ...place],
  OpeningHoursSpecification: ['@type', 'dayOfWeek', 'opens', 'closes'],
  PostalAddress: [
    '@type',
    'streetAddress',
    'addressLocality',
    'addressRegion',
    'postalCode',
    'addressCountry',
  ],
  GeoCoordinates: ['@type', 'latitude', 'longitude'],
  ContactPoint: ['@type', 'contactType', 'telephone', 'email', 'areaServed', 'availableLanguage'],
  ImageObject: ['@type', 'url', 'width', 'height'],
  FAQPage: [...thing, 'mainEntity', 'inLanguage', 'isPartOf'],
  WebPage: [...thing, 'inLanguage', 'isPartOf'],
  WebSite: [...thing, 'inLanguage', 'publisher'],
  Question: ['@type', 'name', 'acceptedAnswer'],
  Answer: ['@type', 'text'],
};

function checkTypes(node: Node, where: string): void {
  const type = node['@type'];
  if (type === undefined) {
    // A reference to a node defined elsewhere.
    expect(Object.keys(node), where).toEqual(['@id']);
    return;
  }
  expect(Object.keys(allowed), `${where}: @type`).toContain(type);
  for (const [key, value] of Object.entries(node)) {
    expect(allowed[type as string], `${where}: ${type}.${key}`).toContain(key);
    const children = Array.isArray(value) ? value : [value];
    for (const child of children)
      if (child && typeof child === 'object') checkTypes(child as Node, `${where} > ${key}`);
  }
}

describe('head tags', () => {
  it.each(pagePaths.map((path) => [path, canonicalPathOf(path)] as const))(
    '%s: title, description, canonical, Open Graph and Twitter card',
    (path, canonical) => {
      const page = html.get(path)!;
      const meta = metaFor(pageMatch(path));
      const url = site.url + canonical;
      expect(page).toMatch(/<html lang="en-IN"/);
      expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '')).toBe(meta.title);
      expect(metaContent(page, 'name', 'description')).toEqual([meta.description]);
      expect(canonicalOf(page)).toEqual([url]);
      expect(metaContent(page, 'name', 'robots')).toEqual([]);
      expect(metaContent(page, 'property', 'og:type')).toEqual(['website']);
      expect(metaContent(page, 'property', 'og:url')).toEqual([url]);
      expect(metaContent(page, 'property', 'og:title')).toEqual([meta.title]);
      expect(metaContent(page, 'property', 'og:description')).toEqual([meta.description]);
      expect(metaContent(page, 'property', 'og:locale')).toEqual(['en_IN']);
      expect(metaContent(page, 'property', 'og:image')).toEqual([`${site.url}/share-card.png`]);
      expect(metaContent(page, 'property', 'og:image:width')).toEqual(['1200']);
      expect(metaContent(page, 'property', 'og:image:height')).toEqual(['630']);
      expect(metaContent(page, 'property', 'og:image:alt')[0]).toBeTruthy();
      expect(metaContent(page, 'name', 'twitter:card')).toEqual(['summary_large_image']);
      expect(metaContent(page, 'name', 'twitter:title')).toEqual([meta.title]);
      expect(metaContent(page, 'name', 'twitter:image')).toEqual([`${site.url}/share-card.png`]);
    },
  );

  it('gives every indexable page its own title and description', () => {
    const pages = indexablePaths.map((p) => html.get(p)!);
    expect(new Set(pages.map((p) => /<title>([^<]*)<\/title>/.exec(p)?.[1])).size).toBe(
      indexablePaths.length,
    );
    expect(new Set(pages.map((p) => metaContent(p, 'name', 'description')[0])).size).toBe(
      indexablePaths.length,
    );
  });

  it('makes /home canonical to /', () => {
    expect(canonicalOf(html.get('/home')!)).toEqual([`${site.url}/`]);
  });

  it('marks the 404 page noindex, without a canonical URL', async () => {
    const page = html.get(NOT_FOUND)!;
    expect((await fetch(site.url + NOT_FOUND)).status).toBe(404);
    expect(metaContent(page, 'name', 'robots')).toEqual(['noindex']);
    expect(canonicalOf(page)).toEqual([]);
    expect(metaContent(page, 'property', 'og:url')).toEqual([]);
  });

  it('serves the share image: our own 1200x630 PNG under 100 KB', async () => {
    const response = await fetch(`${site.url}/share-card.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.byteLength).toBeLessThan(100 * 1024);
    const logo = await fetch(`${site.url}/logo-512.png`);
    expect(logo.status).toBe(200);
  });
});

describe('JSON-LD', () => {
  it.each([...pagePaths, NOT_FOUND])(
    '%s: parses, uses valid schema.org types, and has the Organization once',
    (path) => {
      const page = html.get(path)!;
      const nodes = jsonLd(page);
      nodes.forEach((node, i) => checkTypes(node, `${path} #${i}`));
      const [org, ...others] = ofType(nodes, 'Organization');
      expect(others).toEqual([]);
      expect(org).toMatchObject({
        '@id': `${site.url}/#organization`,
        url: `${site.url}/`,
        logo: { url: `${site.url}/logo-512.png` },
      });
      expect(org!.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'IN' });
      // Data blocks are escaped: nothing inside can close the script element or open a comment.
      for (const [, body] of page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
        expect(body).not.toMatch(/[<>]/);
    },
  );

  it.each(pagePaths)(
    '%s: one node for the page, part of the WebSite, which the Organization publishes',
    (path) => {
      const nodes = jsonLd(html.get(path)!);
      const [site_, ...moreSites] = ofType(nodes, 'WebSite');
      expect(moreSites).toEqual([]);
      expect(site_).toMatchObject({
        '@id': `${site.url}/#website`,
        url: `${site.url}/`,
        publisher: { '@id': `${site.url}/#organization` },
      });
      const pages = nodes.filter((node) => String(node['@id']).endsWith('#webpage'));
      expect(pages.map((node) => node['@type'])).toEqual([path === '/faq' ? 'FAQPage' : 'WebPage']);
      expect(pages[0]).toMatchObject({
        url: canonicalOf(html.get(path)!)[0],
        isPartOf: { '@id': `${site.url}/#website` },
      });
    },
  );

  it('/branches: one JewelryStore (a LocalBusiness) per branch, with address and geo', () => {
    const stores = ofType(jsonLd(html.get('/branches')!), 'JewelryStore');
    expect(stores).toHaveLength(branches.length);
    expect(branches).toHaveLength(10);
    for (const [i, branch] of branches.entries()) {
      const store = stores[i]!;
      expect(store.address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: branch.address.streetAddress,
        addressLocality: branch.address.locality,
        addressRegion: branch.address.region,
        postalCode: branch.address.postalCode,
        addressCountry: 'IN',
      });
      expect(store.geo).toEqual({
        '@type': 'GeoCoordinates',
        latitude: branch.geo.lat,
        longitude: branch.geo.lng,
      });
      expect(store.parentOrganization).toEqual({ '@id': `${site.url}/#organization` });
    }
    expect(new Set(stores.map((s) => s['@id'])).size).toBe(branches.length);
    for (const path of ['/', '/faq']) expect(ofType(jsonLd(html.get(path)!), 'JewelryStore')).toEqual([]);
  });

  it('/branches/<slug>: its own JewelryStore, the same node as on /branches, with geo and opening hours', () => {
    const onList = ofType(jsonLd(html.get('/branches')!), 'JewelryStore');
    for (const [i, branch] of branches.entries()) {
      const path = `/branches/${branch.slug}`;
      const [store, ...more] = ofType(jsonLd(html.get(path)!), 'JewelryStore');
      expect(more, path).toEqual([]);
      expect(store, path).toEqual({ '@context': 'https://schema.org', ...onList[i] });
      expect(store!['@id']).toBe(`${site.url}${path}#store`);
      expect(store!.url).toBe(site.url + path);
      expect(store!.telephone).toBe(branch.phoneE164);
      expect(store!.geo).toEqual({
        '@type': 'GeoCoordinates',
        latitude: branch.geo.lat,
        longitude: branch.geo.lng,
      });
      expect(store!.openingHoursSpecification).toEqual(
        branch.openingHours.map((rule) => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: rule.days.map((day) => `https://schema.org/${day}`),
          opens: rule.opens,
          closes: rule.closes,
        })),
      );
    }
  });

  it('/faq: an FAQPage with every question of every tab and its answer', () => {
    const [faq, ...more] = ofType(jsonLd(html.get('/faq')!), 'FAQPage');
    expect(more).toEqual([]);
    const questions = faqTabs.flatMap((t) => t.questions);
    expect(faq!.mainEntity).toEqual(
      questions.map((q) => ({
        '@type': 'Question',
        name: q.question,
        acceptedAnswer: { '@type': 'Answer', text: q.answer },
      })),
    );
    expect(ofType(jsonLd(html.get('/')!), 'FAQPage')).toEqual([]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every indexable route exactly once, as absolute URLs, and nothing else', async () => {
    const response = await fetch(`${site.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    // Every page in every language (tests/integration/languages.test.ts checks the alternates).
    expect([...locs].sort()).toEqual(
      indexablePaths.flatMap((p) => locales.map((locale) => site.url + localePath(locale, p))).sort(),
    );
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).not.toContain(`${site.url}/home`);
    // Every listed page answers 200 and names itself canonical.
    for (const loc of locs) {
      const page = await (await fetch(loc!)).text();
      expect(canonicalOf(page)).toEqual([loc]);
    }
  });

  it('robots.txt allows the site, keeps crawlers off the API, and names the sitemap', async () => {
    const response = await fetch(`${site.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Disallow: \/purity\/$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${site.url}/sitemap.xml$`, 'm'));
  });

  it('has one address each: /Sitemap.xml and /Robots.txt are the 404 page, as /About is', async () => {
    for (const path of ['/Sitemap.xml', '/Robots.txt', '/ROBOTS.TXT'])
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(404);
  });
});

describe('files that are not there', () => {
  it.each(['/favicon.ico', '/apple-touch-icon.png', '/assets/entry-client-0ld0ld.js', '/kn/assets/x.css'])(
    '%s is a short plain 404, not the rendered 404 page',
    async (path) => {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('Not Found');
    },
  );

  it('a page address that is not there, with or without an extension, is still the 404 page', async () => {
    for (const path of ['/about.html', '/no-such-page']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('404 Not Found');
    }
  });
});
