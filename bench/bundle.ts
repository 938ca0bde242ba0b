// npm run bench:bundle [-- --routes /,/faq] [--json]
// For every route in every language: the JS and CSS the page loads FIRST, as the browser sees it. The script
// reads the server HTML of the production build (the module script, the list of hydration
// files in the <head> and stylesheets), follows the static imports of every chunk through
// Vite's manifest (what the browser fetches before the entry can run), and sums the gzip and
// brotli bytes the server sends for each file: its .gz and .br siblings from the build
// (Zopfli gzip, brotli quality 11), or the file itself when no encoding of it is smaller.
// Inline <style> in the HTML counts as CSS too (compressed on its own: gzip level 9, brotli
// quality 11). Dynamic import()s (carousels, forms loaded on demand, other pages) are not
// first-load and are listed separately.
// Budgets (docs/performance.md): JS <= 95 kB gzip on / (and /home, the same page) and <= 85 kB elsewhere (1.5 kB
// more in another language, see OTHER_LANGUAGE_ALLOWANCE);
// CSS <= 20 kB gzip. Checked in kB of 1000 bytes (as Vite and Chrome DevTools count, the
// stricter reading); the KiB column is for comparing with Lighthouse, which counts 1024.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pagePaths } from '../tests/helpers/site-paths';
import { HYDRATION_CHUNKS_ELEMENT_ID } from '../shared/render-contract';
import { kb, parseArgs, startProductionSite, table } from './lib/site-process';
import { localePath, locales, splitLocale, type Locale } from '../shared/locales';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const BUDGET = { homeJs: 95_000, otherJs: 85_000, css: 20_000 };
// The same pages in Kannada, Tamil, Telugu and Hindi: the same code with other words, and a
// letter of those scripts takes three bytes where an English one takes one. Their JS budget is
// English's plus this much (docs/decisions/036-languages.md); everything else is the same.
const OTHER_LANGUAGE_ALLOWANCE = 1_500;
const TIME_LIMIT_MS = 60_000;

const options = parseArgs(process.argv.slice(2));
// Every page in every language: each language is a build of its own (docs/languages.md).
const routes =
  options.get('routes')?.split(',') ??
  locales.flatMap((locale) => pagePaths.map((p) => localePath(locale, p)));
const site = await startProductionSite();

interface Build {
  clientDir: string;
  manifest: Record<string, ManifestChunk>;
  byFile: Map<string, { key: string; chunk: ManifestChunk }>;
}
const builds = new Map<Locale, Build>();
/** A language's client build in the served copy of dist/ (a rebuild meanwhile cannot mix two builds). */
function buildOf(locale: Locale): Build {
  let build = builds.get(locale);
  if (!build) {
    const clientDir = path.join(site.distDir, ...(locale === 'en' ? [] : ['locales', locale]), 'client');
    const manifest = JSON.parse(
      readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]));
    build = { clientDir, manifest, byFile };
    builds.set(locale, build);
  }
  return build;
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string, { clientDir }: Build) {
  let size = sizes.get(path.join(clientDir, file));
  if (!size) {
    const full = path.join(clientDir, file);
    const raw = statSync(full).size;
    const served = (suffix: string) => (existsSync(full + suffix) ? statSync(full + suffix).size : raw);
    size = { raw, gzip: served('.gz'), brotli: served('.br') };
    sizes.set(full, size);
  }
  return size;
}

/**
 * What the page loads before it is interactive: the module script (boot), the hydration
 * files the server lists in the <head> (boot requests them all once the page has loaded),
 * stylesheets, and the inlined site CSS.
 */
function firstLoadUrls(html: string): { js: string[]; css: string[]; inlineCss: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  // The site stylesheet is inlined into the <head> (server/render/create-prod-renderer.ts).
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (attr(tag, 'type') === 'module' && attr(tag, 'src')) js.push(attr(tag, 'src')!);
  }
  const listed = new RegExp(`<script[^>]*\\sid="${HYDRATION_CHUNKS_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(
    html,
  )?.[1];
  if (listed) js.push(...(JSON.parse(listed) as string[]));
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') css.push(href);
  }
  return { js, css, inlineCss };
}

/** The files reached through static imports, plus what is only reachable by import(). */
function closure(
  entryFiles: string[],
  { manifest, byFile }: Build,
): { files: Set<string>; lazy: Set<string> } {
  const files = new Set<string>();
  const lazy = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const found = byFile.get(file);
    for (const key of found?.chunk.imports ?? []) visit(manifest[key]!.file);
    for (const key of found?.chunk.dynamicImports ?? []) lazy.add(manifest[key]!.file);
  };
  entryFiles.forEach(visit);
  for (const file of files) lazy.delete(file);
  // Other pages' chunks are what a client-side navigation loads, not part of this page.
  for (const file of lazy)
    if (/^client\/pages\/[^/]+\/page\.tsx$/.test(byFile.get(file)?.key ?? '')) lazy.delete(file);
  return { files, lazy };
}

const sum = (files: Iterable<string>, key: 'raw' | 'gzip' | 'brotli', build: Build) =>
  [...files].reduce((n, f) => n + sizeOf(f, build)[key], 0);

const timer = setTimeout(() => {
  console.error(`bench:bundle gave up after ${TIME_LIMIT_MS / 1000} s`);
  process.exit(3);
}, TIME_LIMIT_MS);

const rows: (string | number)[][] = [];
const misses: string[] = [];
/** The route and kind of file closest to its budget, for the summary: how much room a change has. */
let tightest: { route: string; kind: string; spare: number } | undefined;
const report: Record<string, unknown>[] = [];
try {
  for (const route of routes) {
    const html = await (await fetch(site.url + route)).text();
    const urls = firstLoadUrls(html);
    const strip = (u: string) => u.replace(/^\//, '').split(/[?#]/)[0]!;
    const { locale, path: pagePath } = splitLocale(route.split(/[?#]/)[0]!);
    const build = buildOf(locale);
    const js = closure(urls.js.map(strip), build);
    const cssFiles = new Set(urls.css.map(strip));
    const jsGzip = sum(js.files, 'gzip', build);
    const inlineText = urls.inlineCss.join('\n');
    const inline = inlineText
      ? {
          gzip: gzipSync(inlineText, { level: 9 }).byteLength,
          brotli: brotliCompressSync(inlineText, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            .byteLength,
        }
      : { gzip: 0, brotli: 0 };
    const cssGzip = sum(cssFiles, 'gzip', build) + inline.gzip;
    // /home is the home page under another URL (canonical /), so it has the home budget.
    const jsBudget =
      (pagePath === '/' || pagePath === '/home' ? BUDGET.homeJs : BUDGET.otherJs) +
      (locale === 'en' ? 0 : OTHER_LANGUAGE_ALLOWANCE);
    const ok = jsGzip <= jsBudget && cssGzip <= BUDGET.css;
    for (const [kind, bytes, budget] of [
      ['JS', jsGzip, jsBudget],
      ['CSS', cssGzip, BUDGET.css],
    ] as const) {
      if (bytes > budget)
        misses.push(`${route} ${kind} ${bytes - budget} B over (${bytes} of ${budget} B gzip)`);
      else if (!tightest || budget - bytes < tightest.spare)
        tightest = { route, kind, spare: budget - bytes };
    }
    rows.push([
      route,
      js.files.size,
      kb(sum(js.files, 'raw', build)),
      kb(jsGzip),
      (jsGzip / 1024).toFixed(1),
      kb(sum(js.files, 'brotli', build)),
      `${cssFiles.size}${urls.inlineCss.length ? ` + ${urls.inlineCss.length} inline` : ''}`,
      kb(cssGzip),
      kb(sum(cssFiles, 'brotli', build) + inline.brotli),
      `${kb(jsBudget)} / ${kb(BUDGET.css)}`,
      ok ? 'ok' : 'OVER',
      [...js.lazy].length ? `${js.lazy.size} (${kb(sum(js.lazy, 'gzip', build))})` : '0',
    ]);
    report.push({
      route,
      locale,
      js: [...js.files],
      css: [...cssFiles],
      jsGzip,
      cssGzip,
      lazy: [...js.lazy],
    });
  }
} finally {
  clearTimeout(timer);
}
// The shell: the files every measured route of the first language loads (boot, React, the
// router, the layout).
const firstLocale = report[0]!.locale as Locale;
const everyRoute = report
  .filter((r) => r.locale === firstLocale)
  .map((r) => new Set(r.js as string[]))
  .reduce((a, b) => new Set([...a].filter((file) => b.has(file))));
const shell = sum(everyRoute, 'gzip', buildOf(firstLocale));
await site.stop();

// Only the JSON with --json, so that it can be piped into another program (and no
// process.exit(), which would cut a piped output short).
if (options.has('json')) console.log(JSON.stringify(report, null, 2));
else printTableAndSummary();

function printTableAndSummary(): void {
  console.log(
    table(
      [
        'route',
        'js files',
        'js raw kB',
        'js gzip kB',
        '(KiB)',
        'js br kB',
        'css',
        'css gzip kB',
        'css br kB',
        'budget gz',
        'status',
        'on demand: n (gzip kB)',
      ],
      rows,
    ),
  );
  const worst = rows.reduce((a, b) => (Number(b[3]) > Number(a[3]) ? b : a));
  console.log(
    `\nbench:bundle: ${routes.length} routes, first-load JS ${Math.min(...rows.map((r) => Number(r[3])))}-${worst[3]} kB gzip (largest ${worst[0]}), CSS ${rows[0]?.[7]} kB gzip; ` +
      `shell (files every route loads) ${kb(shell)} kB; ` +
      (misses.length
        ? `OVER BUDGET: ${misses.join('; ')}`
        : `all within budget (the tightest: ${tightest?.route} with ${tightest?.spare} B of ${tightest?.kind} to spare)`),
  );
}
process.exitCode = misses.length ? 1 : 0;
