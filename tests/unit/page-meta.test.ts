// What client/content/page-meta.ts promises of every page's <title> and description, held for
// every page of the registry (each branch page among them) and the 404 page, in every language.
import { describe, expect, it } from 'vitest';
import { company } from '../../client/content/company';
import { pageMetaLookup, type PageMetaTable } from '../../client/lib/page-meta-lookup';
import type { PageMeta } from '../../client/content/page-meta';
import { pageMeta as en } from '../../client/content/page-meta';
import { pageMeta as kn } from '../../client/content/kn/page-meta';
import { pageMeta as ta } from '../../client/content/ta/page-meta';
import { pageMeta as te } from '../../client/content/te/page-meta';
import { pageMeta as hi } from '../../client/content/hi/page-meta';
import { canonicalPathOf, pageMatch, pagePaths } from '../helpers/site-paths';

const tables: Record<string, PageMetaTable<PageMeta>> = { en, kn, ta, te, hi };
/** Letters as a reader counts them: in an Indian script one is often several code points. */
const letters = (text: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;
const paths = [...new Set(pagePaths.map(canonicalPathOf))];

describe('page titles and descriptions', () => {
  it.for(Object.keys(tables))(
    '%s: every title is unique, at most 60 letters and ends with the short name',
    (locale) => {
      const metaFor = pageMetaLookup(tables[locale]!);
      const titles = [...paths.map((path) => metaFor(pageMatch(path))), metaFor(null)].map(
        (meta) => meta.title,
      );
      expect(new Set(titles).size).toBe(titles.length);
      expect(titles.filter((title) => letters(title) > 60)).toEqual([]);
      expect(titles.filter((title) => !title.endsWith(` | ${company.shortName}`))).toEqual([]);
    },
  );

  // The length a search result shows of an English description. The other languages' are
  // shorter in letters, and each letter of theirs is wider: no number of letters says more there.
  it('English: every description is 120 to 160 characters', () => {
    const metaFor = pageMetaLookup(en);
    const outside = [...paths.map((path) => metaFor(pageMatch(path))), metaFor(null)]
      .map((meta) => meta.description)
      .filter((text) => text.length < 120 || text.length > 160);
    expect(outside).toEqual([]);
  });
});
