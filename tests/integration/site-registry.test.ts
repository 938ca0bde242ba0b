// The site registry (shared/site-pages.ts) and the lead forms (shared/lead-forms.ts) are the one
// place a page or a form field is declared. This walks them against what the server really
// answers, so a page added to the registry without its folder, meta, heading or sitemap entry,
// or a field added to a schema but not to its form, fails here. A page with a `:name` segment
// (/branches/:slug) is walked once per value the content gives it, and once with a value it
// does not have, which must be the 404 page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pathParams } from '../../client/app/path-params';
import { metaFor } from '../../client/content/page-meta';
import { leadForms } from '../../shared/lead-forms';
import type { LeadKind } from '../../shared/lead-forms';
import { leadSchemas } from '../../shared/schemas/lead-schemas';
import { knownPageMatch, pathOf } from '../../shared/site-page-params';
import { formAt, formPaths, sitePages, type PathParamValues } from '../../shared/site-pages';
import { makePdf } from '../helpers/cv-fixtures';
import { decodeEntities } from '../helpers/decode-entities';
import { validCareerFields, validContact, validFranchise, validGold } from '../helpers/lead-fixtures';
import { leadPosts, resetMock, startSite, type RunningSite } from '../helpers/start-site';
import { headingAt, pageHeadings } from '../helpers/page-headings';
import { indexablePaths, pagePaths } from '../helpers/site-paths';
import { localePath, locales } from '../../shared/locales';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const h1Of = (html: string) => decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
const titleOf = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;

/** A page's own paths: its path, or one per value of its parameters. */
function ownPaths(page: (typeof sitePages)[number]): string[] {
  if (!page.path.includes(':')) return [page.path];
  return indexablePaths.filter((path) => knownPageMatch(path, pathParams)?.page.id === page.id);
}

describe('every page in the registry', () => {
  it.each(sitePages.map((page) => [page.id, page] as const))(
    '%s has its folder, meta and heading, answers at its path(s) and is in the sitemap',
    async (id, page) => {
      expect(existsSync(path.resolve('client/pages', id, 'page.tsx')), `client/pages/${id}/page.tsx`).toBe(
        true,
      );
      const paths = ownPaths(page);
      expect(paths.length, 'at least one path').toBeGreaterThan(0);
      const sitemap = await request(site.url).get('/sitemap.xml').expect(200);
      for (const own of paths) {
        const meta = metaFor(knownPageMatch(own, pathParams));
        expect(meta.title).not.toBe('');
        expect(meta.description).not.toBe('');
        const res = await request(site.url).get(own).expect(200);
        expect(titleOf(res.text), own).toBe(meta.title);
        expect(h1Of(res.text), own).toBe(headingAt(own));
        expect(canonicalOf(res.text), own).toBe(site.url + own);
        expect(sitemap.text).toContain(`<loc>${site.url}${own}</loc>`);
      }
    },
  );

  it.each(Object.keys(pathParams) as Array<keyof PathParamValues>)(
    '%s: a parameter the content does not have is the 404 page, not indexed',
    async (id) => {
      const names = Object.keys(pathParams[id]);
      const unknown = pathOf(id, Object.fromEntries(names.map((name) => [name, 'no-such-value'])) as never);
      const res = await request(site.url).get(unknown).expect(404);
      expect(h1Of(res.text)).toBe(pageHeadings['not-found']);
      expect(res.text).toContain('404 Not Found');
      expect(res.text).toContain('<meta name="robots" content="noindex"');
      expect(canonicalOf(res.text)).toBeNull();
    },
  );

  it('shows each alias as its page, indexed under the page path, and redirects each old path', async () => {
    for (const page of sitePages) {
      for (const alias of 'aliases' in page ? page.aliases : []) {
        const res = await request(site.url).get(alias).expect(200);
        expect(h1Of(res.text), alias).toBe(headingAt(alias));
        expect(canonicalOf(res.text), alias).toBe(site.url + page.path);
      }
      for (const from of 'redirects' in page ? page.redirects : []) {
        const res = await request(site.url).get(from).expect(301);
        expect(res.headers.location, from).toBe(page.path);
      }
    }
  });

  it('puts nothing in the sitemap that is not a page', async () => {
    const sitemap = await request(site.url).get('/sitemap.xml').expect(200);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    // Every page in every language (tests/integration/languages.test.ts checks the alternates).
    expect(locs.sort()).toEqual(
      indexablePaths.flatMap((p) => locales.map((locale) => site.url + localePath(locale, p))).sort(),
    );
  });
});

/** A valid lead for each form, as its inputs hold it (the fixed fields are the form's business). */
const validInputs: Record<LeadKind, Record<string, string>> = {
  contact: { ...validContact },
  gold: { ...validGold, karat_score: String(validGold.karat_score) },
  franchise: { ...validFranchise },
  career: { ...validCareerFields },
};

function inputsOnly(kind: LeadKind): Record<string, string> {
  const inputs: readonly string[] = leadForms[kind].inputs;
  return Object.fromEntries(Object.entries(validInputs[kind]).filter(([name]) => inputs.includes(name)));
}

describe('every lead form', () => {
  beforeEach(() => resetMock(site.mockUrl));

  it.each(Object.keys(leadForms) as LeadKind[])(
    '%s: its inputs and fixed fields are exactly its schema, each once, and a page takes it',
    (kind) => {
      const { inputs, fixed } = leadForms[kind];
      const declared = [...inputs, ...Object.keys(fixed)];
      expect(new Set(declared).size, 'no field twice').toBe(declared.length);
      expect(declared.sort()).toEqual(Object.keys(leadSchemas[kind].shape).sort());
      expect(formPaths.some(([, form]) => form === kind)).toBe(true);
    },
  );

  it.each(formPaths.map(([path, kind]) => [path, kind] as const))(
    '%s shows the %s form posting to itself, with a named control per input and none for fixed fields',
    async (path, kind) => {
      const html = (await request(site.url).get(path).expect(200)).text;
      const forms = [...html.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)];
      const form = forms.find(([, , body]) =>
        leadForms[kind].inputs.every((name) => body!.includes(`name="${name}"`)),
      );
      expect(form, `a form with every ${kind} input`).toBeDefined();
      // To the page itself, opening at the form's wrapper, which the page has.
      expect(form![1]).toBe(`${path}#${kind}-form`);
      expect(html).toContain(`id="${kind}-form"`);
      for (const name of Object.keys(leadForms[kind].fixed)) expect(form![2]).not.toContain(`name="${name}"`);
    },
  );

  it("takes a form only at its page's own path: a variant is no page, so nothing is sent from it", async () => {
    // A variant of a form page's path is not that page (GET answers 404 or redirects), so the
    // success redirect and the failure echo built from it would show the 404 page.
    const variants = ['/HOME', '//', '/Home/', '/Calculator', '/partner/', '/kn/CAREER', '/ta//partner'];
    for (const variant of variants) {
      const res = await request(site.url).post(variant).type('form').send(inputsOnly('contact'));
      expect(res.status, variant).toBe(405);
    }
    expect(await leadPosts(site.mockUrl)).toEqual([]);
  });

  it('shows no form that posts on a page that takes none', async () => {
    for (const path of pagePaths.filter((candidate) => formAt(candidate) === null)) {
      const html = (await request(site.url).get(path).expect(200)).text;
      expect(html, path).not.toMatch(/<form[^>]*method="post"/);
    }
  });

  it.each(formPaths.map(([path, kind]) => [path, kind] as const))(
    '%s accepts the %s form sent without JavaScript and sends the whole lead, fixed fields included',
    async (path, kind) => {
      const inputs = inputsOnly(kind);
      const post = request(site.url).post(path);
      if (kind === 'career') {
        for (const [name, value] of Object.entries(inputs)) void post.field(name, value);
        void post.attach('cv', makePdf(), 'cv.pdf');
      } else {
        void post.type('form').send(inputs);
      }
      const res = await post;
      expect(res.status, res.text.slice(0, 200)).toBe(303);
      expect(res.headers.location).toMatch(new RegExp(`^${path.replace('/', '\\/')}\\?sent=${kind}`));

      const [sent] = await leadPosts(site.mockUrl);
      const expected = { ...validInputs[kind], ...leadForms[kind].fixed } as Record<string, unknown>;
      if (kind === 'gold') expected.karat_score = validGold.karat_score;
      const body = sent!.body as Record<string, unknown>;
      for (const [name, value] of Object.entries(expected)) expect(body[name], name).toEqual(value);
    },
  );
});
