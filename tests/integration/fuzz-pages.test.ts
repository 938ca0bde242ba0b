import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectFor } from '../../shared/site-pages';
import { pageMatch, pagePaths } from '../helpers/site-paths';
import * as enMeta from '../../client/content/page-meta';
import * as hiMeta from '../../client/content/hi/page-meta';
import * as knMeta from '../../client/content/kn/page-meta';
import * as taMeta from '../../client/content/ta/page-meta';
import * as teMeta from '../../client/content/te/page-meta';
import { localePath, locales, splitLocale, type Locale } from '../../shared/locales';
import { decodeEntities } from '../helpers/decode-entities';
import { FUZZ_RUNS } from '../helpers/fuzz-runner';
import { createRawClient } from '../helpers/raw-http';
import { startSite, type RunningSite } from '../helpers/start-site';

// Property-based fuzzing of page addresses: odd paths a link checker, a crawler or a typo
// produce (bad percent escapes, doubled slashes, dot segments, case, unicode). Whatever the
// path, the answer is the route's page (200), its redirect (301) or the noindex 404 page, and
// the status and <head> always describe the page that was rendered. Two bugs of that kind
// were found by hand before this test existed: /about% answered 500, and //example.com/
// answered 200 with the home page's head around the 404 page. Language prefixes (/kn) are part
// of the alphabet; fixed examples make every run see a page, a redirect and the 404 page.

let site: RunningSite;
let client: ReturnType<typeof createRawClient>;
beforeAll(async () => {
  site = await startSite();
  client = createRawClient(site.url);
});
afterAll(async () => {
  client.close();
  await site.close();
});

const routeSegments = pagePaths.map((path) => path.slice(1));
const segment = fc.oneof(
  fc.constantFrom(...routeSegments, 'service', 'assets', ...locales, 'KN'),
  fc.constantFrom(
    '.',
    '..',
    '%',
    '%zz',
    '%E0%A4%A',
    '%2F',
    '%2e%2e',
    '%00',
    '%61bout',
    'ABOUT',
    'about;x',
    'a b',
    'é',
    '😀',
    '\\',
  ),
  fc.string({ maxLength: 12 }),
);
// Files and the non-page endpoints answer in their own formats; their rules are tested elsewhere.
const NOT_A_PAGE = /^\/(purity|healthz)(\/|$)|^\/assets\/|\.[A-Za-z0-9]{1,12}$/;
const path = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .map((segments) => '/' + segments.join('/'))
  .map(onTheWire)
  .filter((p) => !NOT_A_PAGE.test(p));
const query = fc.constantFrom('', '?x=1', '?%', '?sent=gold', '?tab=rent&x=%zz');

/** A path as a client puts it on the request line: anything outside printable ASCII, and ? and #, percent-encoded. */
function onTheWire(raw: string): string {
  return [...raw]
    .map((char) =>
      /^[\x21-\x7e]$/.test(char) && char !== '?' && char !== '#' ? char : encodeURIComponent(char),
    )
    .join('');
}

const metaIn: Record<Locale, typeof enMeta> = { en: enMeta, kn: knMeta, ta: taMeta, te: teMeta, hi: hiMeta };

/** One address for each answer, tried first on every run, so each run checks all three. */
const EXAMPLES: Array<[string, string]> = [
  ['/about', ''],
  ['/ta/faq', '?tab=rent&x=%zz'],
  ['/service', '?x=1'],
  ['/kn/service', ''],
  ['/te/about/', '?%'],
  ['/about%', ''],
  ['/hi/no-such-page', '?sent=gold'],
  // Not a language's prefix: the 404 page, not a redirect to it.
  ['/KN/branches/haveri/', '?sent=gold'],
  ['/%00//branches/shivamogga/%00', '?x=1'],
];

/**
 * A Location as Express's redirect writes it (with the encodeurl package): what a URL may not
 * hold as it is, and a stray %, percent-encoded.
 */
function asLocation(url: string): string {
  return url.replace(/(?:[^\x21\x23-\x3B\x3D\x3F-\x5F\x61-\x7A\x7C\x7E]+|%+(?![0-9A-Fa-f]{2}))/g, encodeURI);
}

function titleOf(html: string): string {
  return decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

describe(`fuzzing page addresses (${Math.min(FUZZ_RUNS, 500)} cases)`, () => {
  it('answers the page, its redirect or the 404 page, with a status and head that match, never 5xx', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(path, query, async (pathPart, queryPart) => {
        const res = await client.send({
          method: 'GET',
          path: pathPart + queryPart,
          headers: { 'accept-encoding': 'identity' },
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const context = `GET ${pathPart}${queryPart} -> ${res.status} ${titleOf(res.text)}`;
        // The language's prefix (/kn) chooses the words; the rest of the path chooses the page.
        const { locale, path: pagePath } = splitLocale(pathPart);
        const { metaFor, pageMeta } = metaIn[locale];
        // A redirect goes only to a page there is (not to a branch the content lacks).
        const redirect = redirectFor(pagePath);
        const target = redirect && pageMatch(redirect) ? redirect : null;
        const route = pageMatch(pagePath);
        // A run of slashes goes to single slashes first (a 404 page there would link off-site),
        // and a raw backslash is such a slash, as a browser reads it.
        if (/\/\/|\\/.test(pagePath)) {
          expect(res.status, context).toBe(301);
          expect(res.headers.location, context).toBe(
            asLocation(localePath(locale, pagePath.replace(/[/\\]+/g, '/')) + queryPart),
          );
        } else if (target) {
          expect(res.status, context).toBe(301);
          // The query is kept.
          expect(res.headers.location, context).toBe(asLocation(localePath(locale, target) + queryPart));
        } else if (route) {
          expect(res.status, context).toBe(200);
          expect(titleOf(res.text), context).toBe(metaFor(route).title);
        } else {
          expect(res.status, context).toBe(404);
          expect(titleOf(res.text), context).toBe(pageMeta['not-found'].title);
          expect(res.text, context).toContain('<meta name="robots" content="noindex"');
        }
      }),
      { numRuns: Math.min(FUZZ_RUNS, 500), endOnFailure: true, examples: EXAMPLES },
    );
    // The examples reach all three answers, whatever the random cases do.
    for (const status of [200, 301, 404])
      expect(statuses.get(status) ?? 0, `status ${status} seen`).toBeGreaterThan(0);
  }, 120_000);
});
