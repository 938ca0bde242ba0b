import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../shared/locales';
import { leadSchemas } from '../../shared/schemas/lead-schemas';
import { leadForms, type LeadKind } from '../../shared/lead-forms';
import { translateSharedText, type SharedText } from '../../shared/shared-texts';
import { validateCareerForm } from '../../shared/career-form-rules';
import { CV_TOO_LARGE_MESSAGE, CV_UNSUPPORTED_TYPE_MESSAGE } from '../../shared/cv-rules';
import { RATE_LIMITED_MESSAGE } from '../../shared/rate-limited-message';
import { INVALID_PAYLOAD_MESSAGE } from '../../shared/field-issues';

// Every language has a twin of each English content module with words in it
// (client/content/<lang>/<name>.ts, docs/languages.md): same exports, same shape, the same data,
// other words.

type Module = Record<string, unknown>;
const english = import.meta.glob<Module>('../../client/content/*.ts', { eager: true });
const twins = import.meta.glob<Module>('../../client/content/*/*.ts', { eager: true });

/**
 * Modules every language shares as they are: no words (types, artwork, links), or words already
 * in each language (the offer of another language). shared/'s sentences are checked below.
 */
const NO_TWIN = new Set([
  'types',
  'icons',
  'contact-links',
  'language-offers',
  'branch-places',
  'branch-slides',
  'home-pictures',
  'company-facts',
  'pin-region-places',
  'latin-place-names',
  'branch-search-keys',
]);
const CHECKED_APART = new Set(['shared-text-translations']);

const nameOf = (file: string) => file.replace(/^.*\//, '').replace(/\.ts$/, '');
const englishModules = Object.entries(english)
  .map(([file, module]) => [nameOf(file), module] as const)
  .filter(([name]) => !NO_TWIN.has(name) && !CHECKED_APART.has(name));
const otherLocales = locales.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');
const twinOf = (locale: Locale, name: string) => twins[`../../client/content/${locale}/${name}.ts`];

// Leaves that are data, not words: they must be equal in every language.
const DATA_KEYS = new Set([
  'id',
  'slug',
  'href',
  'src',
  'values',
  'prefix',
  'phoneE164',
  'phoneDisplay',
  'opens',
  'closes',
  'days',
  'postalCode',
  'tab',
  'kind',
  'icon',
  'to',
  'width',
  'height',
  'languages',
  'areaServed',
]);
const DATA_TEXT = /^(\/|#|https?:|tel:|mailto:|\+?\d[\d\s-]*$|[^\s@]+@[^\s@]+$)/;
/** A language's own lists: the other names its readers search branches by. */
const OWN_LISTS = new Set(['branchSearchNames']);
/** A link's words (a chat message, a mail subject) are in its query: the rest must stay. */
const withoutQuery = (text: string) => text.split('?', 1)[0]!;
/** A picture that carries words has a file per language: the English file's name + `-<code>`. */
const PICTURE = /\.(svg|png|webp|jpe?g)$/;
const inLanguage = (file: string, locale: Locale) => file.replace(PICTURE, `-${locale}.$1`);
const sameData = (en: string, other: string, locale: Locale, key: string) =>
  withoutQuery(other) === withoutQuery(en) ||
  (key === 'src' &&
    PICTURE.test(withoutQuery(en)) &&
    withoutQuery(other) === inLanguage(withoutQuery(en), locale));

function compare(
  en: unknown,
  other: unknown,
  path: string,
  problems: string[],
  locale: Locale,
  key = '',
  parent: object = {},
): void {
  if (OWN_LISTS.has(key)) return;
  if (typeof en === 'function') {
    if (typeof other !== 'function') problems.push(`${path}: a function in English`);
    return;
  }
  if (typeof en === 'string') {
    if (typeof other !== 'string') problems.push(`${path}: a string in English`);
    else if (isData(en, key, parent) && !sameData(en, other, locale, key))
      problems.push(`${path}: data must stay ${JSON.stringify(en)}, is ${JSON.stringify(other)}`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length) {
      problems.push(`${path}: ${en.length} items in English`);
      return;
    }
    en.forEach((item, i) => compare(item, other[i], `${path}[${i}]`, problems, locale, key, parent));
    return;
  }
  if (en !== null && typeof en === 'object') {
    if (other === null || typeof other !== 'object') {
      problems.push(`${path}: an object in English`);
      return;
    }
    const enKeys = Object.keys(en).sort();
    const otherKeys = Object.keys(other).sort();
    if (enKeys.join() !== otherKeys.join())
      problems.push(`${path}: keys ${otherKeys.join(',')} instead of ${enKeys.join(',')}`);
    for (const k of enKeys)
      compare((en as Module)[k], (other as Module)[k], `${path}.${k}`, problems, locale, k, en);
    return;
  }
  if (other !== en) problems.push(`${path}: ${JSON.stringify(other)} instead of ${JSON.stringify(en)}`);
}

/** An option's `value` beside its `label` is a wire value; other strings by their key or form. */
function isData(text: string, key: string, parent: object): boolean {
  return DATA_KEYS.has(key) || DATA_TEXT.test(text) || (key === 'value' && 'label' in parent);
}

describe.each(otherLocales)('content in %s', (locale) => {
  it.each([...NO_TWIN])('%s has no twin: every language reads it as it is', (name) => {
    expect(twinOf(locale, name), `client/content/${locale}/${name}.ts`).toBeUndefined();
  });

  it.each(englishModules.map(([name]) => name))(
    '%s has a twin with the same exports, shape and data',
    (name) => {
      const twin = twinOf(locale, name);
      expect(twin, `client/content/${locale}/${name}.ts is missing`).toBeDefined();
      const en = englishModules.find(([n]) => n === name)![1];
      expect(Object.keys(twin!).sort()).toEqual(Object.keys(en).sort());
      const problems: string[] = [];
      for (const exported of Object.keys(en))
        compare(en[exported], twin![exported], `${name}.${exported}`, problems, locale, exported);
      expect(problems.join('\n')).toBe('');
    },
  );

  it('translates every sentence shared/ can show a visitor', () => {
    const translations = twinOf(locale, 'shared-text-translations')?.sharedTextTranslations as Record<
      SharedText,
      string
    >;
    for (const message of sharedMessages()) {
      const said = translateSharedText(message, translations);
      expect(said, message).not.toBe(message);
      // That line is for the backend's own sentences; one of ours has its own translation.
      expect(said, message).not.toBe(translations['This was not accepted; please check it']);
      expect(said, message).not.toMatch(/\{max\}|[A-Za-z]{4,} [A-Za-z]{4,}/);
    }
  });
});

/** What the lead schemas and the career form's rules actually say to a visitor who gets it wrong. */
function sharedMessages(): string[] {
  const messages = new Set([
    RATE_LIMITED_MESSAGE,
    INVALID_PAYLOAD_MESSAGE,
    CV_TOO_LARGE_MESSAGE,
    CV_UNSUPPORTED_TYPE_MESSAGE,
  ]);
  const long = 'x'.repeat(5000);
  // What a form sends: its inputs, typed badly, and its fixed fields as they always are; and
  // what an API client that leaves every field out is told.
  for (const kind of Object.keys(leadSchemas) as LeadKind[]) {
    const form: { inputs: readonly string[]; fixed?: Record<string, unknown> } = leadForms[kind];
    const bodies = [
      ...['', long, 'abc'].map((value) => ({
        ...Object.fromEntries(form.inputs.map((name) => [name, value])),
        ...form.fixed,
      })),
      {},
    ];
    for (const body of bodies)
      for (const issue of leadSchemas[kind].safeParse(body).error?.issues ?? []) messages.add(issue.message);
  }
  for (const values of [
    { candidate_name: '', candidate_email: '', phone_number: '', description: '' },
    { candidate_name: long, candidate_email: 'a@b.c', phone_number: '9876543210', description: long },
  ])
    for (const message of Object.values(validateCareerForm(values, null))) messages.add(message);
  return [...messages];
}
