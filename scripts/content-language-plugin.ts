import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isLocale, localeInfo, SITE_LOCALE_KEY, type Locale } from '../shared/locales.ts';

/**
 * One build per language (docs/decisions/036-languages.md). Components import their words from
 * client/content/<name>.ts; in a build for another language this sends every such import made
 * outside client/content/<lang>/ to its twin client/content/<lang>/<name>.ts, so each language's
 * chunks carry only its own words and no component knows about languages. Inside the language's
 * folder, `../<name>` still means the English module (twins take their types from it). Modules
 * without a twin (artwork lists, links) are shared by every language.
 *
 * It also writes the language into index.html's `<html lang>`. A build for another language in
 * which no import was redirected fails: the folder is missing or the convention has changed.
 */
export function contentLanguage(): Plugin {
  let locale: Locale = 'en';
  let contentDir = '';
  let redirected = 0;
  return {
    name: 'purity:content-language',
    enforce: 'pre',
    configResolved(config) {
      const defined = config.define?.[SITE_LOCALE_KEY];
      const value: unknown = typeof defined === 'string' ? JSON.parse(defined) : 'en';
      if (typeof value !== 'string' || !isLocale(value))
        throw new Error(`Unknown site language ${String(value)}`);
      locale = value;
      contentDir = path.join(config.root, 'client', 'content');
    },
    buildStart() {
      redirected = 0;
    },
    async resolveId(source, importer, options) {
      if (locale === 'en' || !importer) return null;
      if (importer.startsWith(path.join(contentDir, locale) + path.sep)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      const [file = '', query] = resolved.id.split('?');
      if (path.dirname(file) !== contentDir) return null;
      const twin = path.join(contentDir, locale, path.basename(file));
      if (!existsSync(twin)) return null;
      redirected++;
      return query === undefined ? twin : `${twin}?${query}`;
    },
    buildEnd(error) {
      if (!error && locale !== 'en' && redirected === 0)
        this.error(
          `No content module was sent to client/content/${locale}/: the ${locale} build would be English.`,
        );
    },
    transformIndexHtml(html) {
      const replaced = html.replace(/<html lang="[^"]*"/, `<html lang="${localeInfo[locale].tag}"`);
      if (replaced === html && locale !== 'en') throw new Error('index.html has no <html lang="...">');
      return replaced;
    },
  };
}

/** The language a build is for: SITE_LOCALE in the environment, English when unset. */
export function siteLocaleFromEnv(): Locale {
  const value = process.env.SITE_LOCALE ?? 'en';
  if (!isLocale(value)) throw new Error(`SITE_LOCALE=${value} is not one of the site's languages`);
  return value;
}

/** Where a language's build goes: English at dist/, the others beside it under dist/locales/. */
export function localeDistDir(locale: Locale): string {
  return locale === 'en' ? 'dist' : `dist/locales/${locale}`;
}
