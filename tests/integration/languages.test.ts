import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localeInfo, localePath, locales, shareCardPath, type Locale } from '../../shared/locales';
import { API_PATHS } from '../../shared/api-paths';
import { canonicalPathOf, indexablePaths, pagePaths } from '../helpers/site-paths';
import { injectFault, leadPosts, resetMock, startSite, type RunningSite } from '../helpers/start-site';
import { decodeEntities } from '../helpers/decode-entities';
import { sharedTextTranslations as knTexts } from '../../client/content/kn/shared-text-translations';
import { sharedTextTranslations as hiTexts } from '../../client/content/hi/shared-text-translations';

// The site in Kannada, Tamil, Telugu and Hindi beside English, as a crawler and a visitor
// without JavaScript see it: every route under its language's code, answered by that language's
// build; English exactly where it was. The URL alone decides: never a header.

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());
beforeEach(() => resetMock(site.mockUrl));

const others = locales.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');
const NOT_FOUND = '/no-such-page';
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(site.url + path, { headers, redirect: 'manual' });
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const htmlLang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
const alternates = (html: string) =>
  Object.fromEntries(
    [...head(html).matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

// Words of English a page in another language may still show: the brand, names of other
// companies' services, language names (each link is marked with its own `lang`), units.
const ALLOWED_LATIN = new Set([
  'Purity',
  'Gold',
  'Buyers',
  'Google',
  'Maps',
  'WhatsApp',
  'Facebook',
  'Instagram',
  'YouTube',
  'Pinterest',
  'LinkedIn',
  'Twitter',
]);

/** What a reader sees or hears on a page: text, alternative texts, labels, titles, descriptions. */
function readableText(html: string): string[] {
  const heard = [
    ...html.matchAll(/\s(?:alt|title|aria-label|aria-roledescription|placeholder)="([^"]*)"/g),
    ...head(html).matchAll(
      /<meta (?:name|property)="(?:description|og:title|og:description|og:image:alt|twitter:title|twitter:description|twitter:image:alt)" content="([^"]*)"/g,
    ),
    ...head(html).matchAll(/<title>([^<]*)<\/title>/g),
  ].map((m) => m[1]!);
  const body = html
    .slice(html.indexOf('<body'))
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    // A link in another language says so with its own `lang` (the language links).
    .replace(/<a [^>]*\slang="[^"]*"[^>]*>[^<]*<\/a>/g, ' ')
    .replace(/<[^>]+>/g, '\n');
  return [...heard, ...body.split('\n')].map((text) => decodeEntities(text).trim()).filter(Boolean);
}

/** English words in what a reader meets on a page: a Latin word with a small letter, not an allowed name. */
function englishLeft(html: string): string[] {
  const left = new Set<string>();
  for (const text of readableText(html)) {
    const cleaned = text.replace(/\S+@\S+|https?:\S+/g, ' ');
    for (const [word] of cleaned.matchAll(/[A-Za-z]*[a-z][A-Za-z]*/g))
      if (word.length > 1 && !ALLOWED_LATIN.has(word)) left.add(`${word} (in "${text.slice(0, 60)}")`);
  }
  return [...left];
}

describe.each(others)('the %s pages', (locale) => {
  const { tag } = localeInfo[locale];
  const ogLocale = `${locale}_IN`;

  it('answer every route under the language code with the page in that language, indexed as such', async () => {
    for (const path of pagePaths) {
      const response = await get(localePath(locale, path));
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(htmlLang(html), path).toBe(tag);
      expect(head(html), path).toContain(
        `<link rel="canonical" href="${site.url}${localePath(locale, canonicalPathOf(path))}" />`,
      );
      expect(alternates(html), path).toEqual({
        ...Object.fromEntries(
          locales.map((other) => [
            localeInfo[other].tag,
            site.url + localePath(other, canonicalPathOf(path)),
          ]),
        ),
        'x-default': site.url + canonicalPathOf(path),
      });
      expect(head(html), path).toContain(`<meta property="og:locale" content="${ogLocale}" />`);
      expect(html, path).toContain(`"inLanguage":"${tag}"`);
    }
  });

  it('share a card in the language: its own 1200x630 PNG under 100 KB, not the English one', async () => {
    const card = site.url + shareCardPath(locale);
    expect(card).not.toBe(site.url + shareCardPath('en'));
    const html = await (await get(localePath(locale, '/about'))).text();
    expect(head(html)).toContain(`<meta property="og:image" content="${card}" />`);
    expect(head(html)).toContain(`<meta name="twitter:image" content="${card}" />`);
    const response = await fetch(card);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.byteLength).toBeLessThan(100 * 1024);
    const english = Buffer.from(await (await fetch(site.url + shareCardPath('en'))).arrayBuffer());
    expect(png.equals(english)).toBe(false);
  });

  it('show the franchise expense picture in the language (it carries words)', async () => {
    const pictureOf = async (path: string) => {
      const html = await (await get(path)).text();
      const src = /<img [^>]*src="([^"]*franchise-expense-table[^"]*)"/.exec(html)?.[1];
      expect(src, path).toBeDefined();
      return { src, svg: await (await get(src!)).text() };
    };
    const english = await pictureOf('/partner');
    const own = await pictureOf(localePath(locale, '/partner'));
    expect(own.src).not.toBe(english.src);
    expect(own.svg).toContain(`xml:lang="${tag}"`);
  });

  it('leave no English on any page, the 404 page included, nor on a page their links ask with a query', async () => {
    const found: string[] = [];
    const estimate = '/calculator?grams=1234.56&stones=12.5&purity=916';
    const walked = [...pagePaths, NOT_FOUND, '/faq?tab=release', '/branches?q=560003', estimate].map((path) =>
      localePath(locale, path),
    );
    const check = async (path: string) => {
      const html = await (await get(path)).text();
      for (const word of englishLeft(html)) found.push(`${path}: ${word}`);
      // A unit of one letter the word check lets through: grams after a figure.
      for (const [weight] of html.matchAll(/\d g(?![\w-])/g)) found.push(`${path}: ${weight}`);
      return html;
    };
    // Such as the home page's branch slide that opens the branch finder on a search.
    const linkedWithQuery = new Set<string>();
    for (const path of walked) {
      const html = await check(path);
      // Not the language links (an `<a lang>`): they lead to the other languages.
      for (const [tag, href] of html.matchAll(/<a [^>]*href="(\/[^"]*\?[^"]*)"[^>]*>/g))
        if (!/\slang="/.test(tag)) linkedWithQuery.add(decodeEntities(href!));
    }
    expect(linkedWithQuery.size).toBeGreaterThan(0);
    for (const path of linkedWithQuery) await check(path);
    expect(found.join('\n')).toBe('');
  });

  it('answer an unknown path with the 404 page in the language, not indexed', async () => {
    const response = await get(localePath(locale, NOT_FOUND));
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(htmlLang(html)).toBe(tag);
    expect(head(html)).toContain('<meta name="robots" content="noindex" />');
    expect(alternates(html)).toEqual({});
  });

  it('redirect old paths and stray slashes within the language, keeping the query', async () => {
    for (const [from, to] of [
      ['/service', '/services'],
      ['/about/', '/about'],
      ['/faq/?tab=rent', '/faq?tab=rent'],
    ] as const) {
      const response = await get(localePath(locale, from));
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(localePath(locale, to));
    }
  });

  it('link the same page in every language from the header and the footer, tab and all', async () => {
    const html = await (await get(localePath(locale, '/faq?tab=release'))).text();
    for (const other of locales) {
      const link = `href="${localePath(other, '/faq')}?tab=release" lang="${localeInfo[other].tag}" hrefLang="${localeInfo[other].tag}"`;
      // The top bar's list, the menu's (narrow screens) and the footer's.
      expect(html.split(link).length - 1, other).toBe(3);
      expect(html).toContain(`>${localeInfo[other].name}</a>`);
    }
  });

  it("leave a branch search in the language's own script behind in the other languages' links", async () => {
    const mysuru = { kn: 'ಮೈಸೂರು', ta: 'மைசூரு', te: 'మైసూరు', hi: 'मैसूरु' }[locale];
    const own = await (await get(localePath(locale, `/branches?q=${encodeURIComponent(mysuru)}`))).text();
    // Found here, in the page's own words: one branch listed.
    expect(own).toContain(`href="${localePath(locale, '/branches/mysuru')}"`);
    expect(own).not.toContain(`href="${localePath(locale, '/branches/chennai')}"`);
    for (const other of locales) {
      const link = `href="${localePath(other, '/branches')}" lang="${localeInfo[other].tag}"`;
      expect(own.split(link).length - 1, other).toBe(3);
    }
    // A search in Latin letters finds the same branch on every language's page: it goes along.
    const latin = await (await get(localePath(locale, '/branches?q=Mysore'))).text();
    for (const other of locales)
      expect(latin, other).toContain(`href="${localePath(other, '/branches')}?q=Mysore" lang=`);
  });

  it('offer the same form fields and wire values as English on every form page', async () => {
    for (const path of ['/', '/calculator', '/partner', '/career']) {
      const english = await (await get(path)).text();
      const translated = await (await get(localePath(locale, path))).text();
      const controls = (html: string) => [
        ...[...html.matchAll(/<(?:input|select|textarea)\b[^>]*\sname="([^"]*)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/<option[^>]*\svalue="([^"]*)"/g)].map((m) => `option ${m[1]}`),
        ...[...html.matchAll(/<form\b[^>]*\saction="([^"]*)"/g)].map((m) => `action ${m[1]}`),
      ];
      const expected = controls(english).map((control) =>
        control.startsWith('action /') ? `action ${localePath(locale, control.slice(7))}` : control,
      );
      expect(controls(translated), path).toEqual(expected);
    }
  });
});

describe('forms in another language', () => {
  it('answer a form sent without JavaScript in its language, keep what was typed, and send the same lead', async () => {
    const refused = await fetch(`${site.url}/kn/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
      body: new URLSearchParams({ full_name: '', phone_number: '98450 1', service_required: 'Sell gold' }),
      redirect: 'manual',
    });
    expect(refused.status).toBe(400);
    // What the visitor reads: the state the browser hydrates from keeps the server's English.
    const page = decodeEntities(await refused.text()).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(htmlLang(page)).toBe('kn-IN');
    expect(page).toContain(knTexts['Full name is required']);
    expect(page).toContain(knTexts['Enter a phone number of 10 to 15 digits']);
    expect(page).not.toContain('Full name is required');
    expect(page).toContain('value="98450 1"');

    const sent = await fetch(`${site.url}/kn/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
      body: new URLSearchParams({
        full_name: 'ರವಿ ಕುಮಾರ್',
        phone_number: '9845012345',
        service_required: 'Sell gold',
      }),
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/kn/?sent=contact');
    const [post] = await leadPosts(site.mockUrl);
    expect(post?.body).toEqual({
      full_name: 'ರವಿ ಕುಮಾರ್',
      phone_number: '9845012345',
      service_required: 'Sell gold',
    });
  });

  it("says a field refusal only the backend has words for in the page's language, with and without JavaScript", async () => {
    const refusal = { error: 'invalid_payload', issues: { phone_number: ['Number is blocked'] } };
    await injectFault(site.mockUrl, { path: API_PATHS.contact, status: 400, body: refusal, times: 2 });
    const lead = { full_name: 'ರವಿ ಕುಮಾರ್', phone_number: '9845012345', service_required: 'Sell gold' };
    const api = await fetch(site.url + API_PATHS.contact, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url, 'accept-language': 'hi-IN' },
      body: JSON.stringify(lead),
    });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { issues: unknown }).issues).toEqual({
      phone_number: [hiTexts['This was not accepted; please check it']],
    });
    const refused = await fetch(`${site.url}/kn/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
      body: new URLSearchParams(lead),
      redirect: 'manual',
    });
    expect(refused.status).toBe(400);
    const page = decodeEntities(await refused.text()).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(page).toContain(knTexts['This was not accepted; please check it']);
    expect(page).not.toContain('Number is blocked');
  });

  it("answers the API's refusals in the language the page asks for, and in English otherwise", async () => {
    const send = (headers: Record<string, string>) =>
      fetch(site.url + API_PATHS.contact, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url, ...headers },
        body: JSON.stringify({ full_name: '', phone_number: '12', service_required: 'Sell gold' }),
      });
    const hindi = await send({ 'accept-language': 'hi-IN' });
    expect(hindi.status).toBe(400);
    const body = (await hindi.json()) as { error: string; message: string; issues: Record<string, string[]> };
    expect(body.error).toBe('invalid_payload');
    expect(body.message).toBe(hiTexts['Please check your details and try again']);
    expect(body.issues).toEqual({
      full_name: [hiTexts['Full name is required']],
      phone_number: [hiTexts['Enter a phone number of 10 to 15 digits']],
    });
    const english = (await (await send({})).json()) as { issues: Record<string, string[]> };
    expect(english.issues.full_name).toEqual(['Full name is required']);
  });
});

describe('English', () => {
  it('stays where it was, whatever language the browser asks for: one cached page for everyone', async () => {
    const plain = await get('/about');
    const asked = await get('/about', { 'accept-language': 'kn-IN,kn;q=0.9' });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, '').replace(/nonce-[^']*'/g, '');
    const html = await asked.text();
    expect(htmlLang(html)).toBe('en-IN');
    expect(withoutNonce(html)).toBe(withoutNonce(await plain.text()));
  });

  it('is not under a code of its own: /en/about is the 404 page', async () => {
    expect((await get('/en/about')).status).toBe(404);
  });

  it('lists every page in every language in the sitemap, each with its alternates', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls).toHaveLength(indexablePaths.length * locales.length);
    for (const path of indexablePaths)
      for (const locale of locales) {
        const entry = urls.find((url) => url.includes(`<loc>${site.url}${localePath(locale, path)}</loc>`));
        expect(entry, localePath(locale, path)).toBeDefined();
        for (const other of locales)
          expect(entry).toContain(
            `hreflang="${localeInfo[other].tag}" href="${site.url}${localePath(other, path)}"`,
          );
        expect(entry).toContain(`hreflang="x-default" href="${site.url}${path}"`);
      }
  });
});
