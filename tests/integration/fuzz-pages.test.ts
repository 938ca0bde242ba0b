import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectFor } from '../../shared/site-pages';
import { pageMatch, pagePaths } from '../helpers/site-paths';
import { metaFor, pageMeta } from '../../client/content/page-meta';
import { decodeEntities } from '../helpers/decode-entities';
import { FUZZ_RUNS } from '../helpers/fuzz-runner';
import { createRawClient } from '../helpers/raw-http';
import { startSite, type RunningSite } from '../helpers/start-site';

// Property-based fuzzing of page addresses: odd paths a link checker, a crawler or a typo
// produce (bad percent escapes, doubled slashes, dot segments, case, unicode). Whatever the
// path, the answer is the route's page (200), its redirect (301) or the noindex 404 page, and
// the status and <head> always describe the page that was rendered. Two bugs of that kind
// were found by hand before this test existed: /about% answered 500, and //example.com/
// answered 200 with the home page's head around the 404 page.

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
  fc.constantFrom(...routeSegments, 'service', 'assets'),
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
const NOT_A_PAGE = /^\/(purity|healthz)(\/|$)|\.[A-Za-z0-9]{1,12}$/;
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
        const target = redirectFor(pathPart);
        const route = pageMatch(pathPart);
        if (target) {
          expect(res.status, context).toBe(301);
          // The query is kept; Express writes a stray % in a Location header as %25.
          expect(res.headers.location, context).toBe(
            target + queryPart.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'),
          );
        } else if (route) {
          expect(res.status, context).toBe(200);
          expect(titleOf(res.text), context).toBe(metaFor(route).title);
        } else {
          expect(res.status, context).toBe(404);
          expect(titleOf(res.text), context).toBe(pageMeta['not-found'].title);
          expect(res.text, context).toContain('<meta name="robots" content="noindex"');
        }
      }),
      { numRuns: Math.min(FUZZ_RUNS, 500), endOnFailure: true },
    );
    // The generator reaches all three answers.
    for (const status of [200, 301, 404])
      expect(statuses.get(status) ?? 0, `status ${status} seen`).toBeGreaterThan(0);
  }, 120_000);
});
