import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeInfo, locales, type Locale } from '../../shared/locales';
import { distDir } from '../../server/render/select-renderer';
import { metaFor } from '../../client/content/page-meta';
import { faqTabs } from '../../client/content/faq';
import { pageMatch } from '../helpers/site-paths';
import { metaFor as knMetaFor } from '../../client/content/kn/page-meta';

// Each language's browser code carries its own words only (the build, npm run build, makes
// one per language): what a visitor downloads for a page is never paying for the other four.
// Read from the production build in dist/.

const clientDir = (locale: Locale) =>
  path.join(distDir, ...(locale === 'en' ? [] : ['locales', locale]), 'client', 'assets');
const scripts = (locale: Locale) =>
  readdirSync(clientDir(locale))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(path.join(clientDir(locale), file), 'utf8') }));

const SCRIPT_OF: Record<Exclude<Locale, 'en'>, RegExp> = {
  kn: /[\u0C80-\u0CFF]/g,
  ta: /[\u0B80-\u0BFF]/g,
  te: /[\u0C00-\u0C7F]/g,
  hi: /[\u0900-\u097F]/g,
};
// Written in every build: each language's own name in the language links, and the offer of a
// language to an English page (a chunk of its own, loaded only when a browser prefers one).
const everywhere = (text: string) =>
  locales.reduce((rest, locale) => rest.replaceAll(localeInfo[locale].name, ''), text);
const isOfferChunk = (file: string) => file.startsWith('language-offer-');

describe("each language's browser code", () => {
  it.each(locales)('for %s has no word of another script but the language names', (locale) => {
    for (const { file, text } of scripts(locale)) {
      if (isOfferChunk(file)) continue;
      for (const [other, script] of Object.entries(SCRIPT_OF))
        if (other !== locale)
          expect(everywhere(text).match(script) ?? [], `${other} letters in ${locale} ${file}`).toEqual([]);
    }
  });

  it.each(locales.filter((locale) => locale !== 'en'))(
    'for %s carries none of the English pages’ sentences',
    (locale) => {
      const english = [
        metaFor(pageMatch('/about')).description,
        metaFor(pageMatch('/faq')).description,
        ...faqTabs.flatMap((tab) => tab.questions.map((q) => q.question)),
      ];
      const all = scripts(locale)
        .map(({ text }) => text)
        .join('\n');
      for (const sentence of english) expect(all, sentence).not.toContain(sentence);
      // And it has its own, so the search above looked in the right place.
      if (locale === 'kn') expect(all).toContain(knMetaFor(pageMatch('/about')).description);
    },
  );

  it('shares the framework file between every language: one download for a visitor who switches', () => {
    const framework = (locale: Locale) =>
      scripts(locale).find(({ file }) => file.startsWith('framework-'))?.file;
    expect(new Set(locales.map(framework)).size).toBe(1);
  });
});
