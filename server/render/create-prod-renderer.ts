import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderEntry } from '../../shared/render-contract';
import { parseHtmlTemplate } from './html-template';
import type { Renderer } from './renderer';
import { serveBuiltAssets } from '../http/built-assets';
import { DEFAULT_LOCALE, locales, type Locale } from '../../shared/locales';

/**
 * Production: every language's built template and render entry, loaded once at start (a
 * language whose build is missing stops the server), plus the hashed assets of all of them.
 */
export async function createProdRenderer(distDir: string): Promise<Renderer> {
  // One after the other: the render entries share their dependencies, and Node 20 can fail to
  // link a module that several concurrent import()s of one test process reach at once.
  const builds = new Map<Locale, Awaited<ReturnType<typeof loadBuild>>>();
  for (const locale of locales) builds.set(locale, await loadBuild(distDir, locale));
  const build = (locale: Locale) => builds.get(locale)!;
  return {
    entry: async (locale) => build(locale).entry,
    template: async (locale) => build(locale).template,
    assets: serveBuiltAssets(locales.map((locale) => clientDirOf(distDir, locale))),
    close: async () => {},
    immutable: true,
  };
}

/** English at dist/, the other languages at dist/locales/<lang>/ (scripts/build.ts). */
const buildDirOf = (distDir: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? distDir : path.join(distDir, 'locales', locale);
const clientDirOf = (distDir: string, locale: Locale) => path.join(buildDirOf(distDir, locale), 'client');

async function loadBuild(distDir: string, locale: Locale) {
  const dir = buildDirOf(distDir, locale);
  const html = await readFile(path.join(dir, 'client', 'index.html'), 'utf8').catch(() => {
    throw new Error(`No production build for "${locale}" in ${dir}: run "npm run build" first.`);
  });
  const template = parseHtmlTemplate(await inlineStylesheets(html, path.join(dir, 'client')));
  const entry = (await import(
    pathToFileURL(path.join(dir, 'server', 'entry-server.js')).href
  )) as RenderEntry;
  return { template, entry };
}

/**
 * The site's one stylesheet, small once compressed, goes into every page's <head> instead of
 * a <link>: on a phone the first paint then waits for the HTML only, not for one more
 * request after it, which cost LCP on slow 4G. The trade is the stylesheet's bytes in every
 * HTML response on repeat visits (both figures: docs/performance.md, "Figures behind code
 * comments"). The hashed file stays in dist/ for
 * anything that links it. `</style` cannot occur inside CSS the build wrote, but is refused
 * anyway rather than written into the page.
 */
async function inlineStylesheets(html: string, clientDir: string): Promise<string> {
  let result = html;
  for (const [tag, href] of html.matchAll(
    /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g,
  )) {
    const css = await readFile(path.join(clientDir, href!.slice(1)), 'utf8');
    if (/<\/style/i.test(css)) continue;
    const nonce = /\snonce="([^"]*)"/.exec(tag!)?.[1];
    result = result.replace(tag!, () => `<style${nonce ? ` nonce="${nonce}"` : ''}>${css.trim()}</style>`);
  }
  return result;
}
