// npx tsx scripts/make-artwork.ts
// Draws our own artwork that carries words, once per language, from the content modules:
//  - the share card, 1200x630, the Open Graph / Twitter card image (PNG < 100 KB), in public/:
//    share-card.png in English, share-card-kn.png... (shared/locales.ts names them), with the
//    words of that language's page-meta.ts (`shareCardWords`);
//  - public/logo-512.png, 512x512: the Organization logo in the JSON-LD;
//  - the PLACEHOLDER franchise expense table (SVG) in client/assets/partner/, with the words
//    of that language's expense-placeholder.ts, until the business sends its own.
// Laid out by Debian's Chromium through playwright-core (Noto fonts for the Indian scripts): a
// line that runs too long in a language shrinks until it fits. Flat colours only (no
// gradients), so the PNG stays small. Re-run after a rebrand or a change of words.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { company } from '../client/content/company';
import type { shareCardWords as englishCardWords } from '../client/content/page-meta';
import type { expensePlaceholderWords as englishTableWords } from '../client/content/expense-placeholder';
import { DEFAULT_LOCALE, localeInfo, locales, shareCardPath, type Locale } from '../shared/locales';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { missingTools, NOTO_FONTS } from './system-tools';

const root = path.resolve(import.meta.dirname, '..');
const partnerAssets = path.join(root, 'client', 'assets', 'partner');
const PURPLE_950 = '#1c0630';
const PURPLE_700 = '#4a1a73';
const GOLD = '#e8b923';
const GOLD_LIGHT = '#f5d77a';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The logo's emblem (the gem in its ring), from client/assets/logo.svg, without the word mark. */
function emblem(): string {
  const logo = readFileSync(path.join(root, 'client', 'assets', 'logo.svg'), 'utf8');
  const shapes = logo.match(/<(circle|polygon)\b[^>]*\/>/g) ?? [];
  if (shapes.length === 0) throw new Error('client/assets/logo.svg has no emblem shapes');
  return shapes.join('');
}

type ShareCardWords = typeof englishCardWords;
type ExpenseTableWords = typeof englishTableWords;

/** Where a line may run to: the text shrinks until it fits (Indian scripts run longer). */
const SMALLEST_FONT_PX = 12;
const fit = (width: number) => `data-fit="${width}"`;

function shareCardSvg(words: ShareCardWords): string {
  const font = 'font-family="DejaVu Sans, sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${PURPLE_950}"/>
  <rect y="590" width="1200" height="40" fill="${PURPLE_700}"/>
  <circle cx="1040" cy="120" r="260" fill="none" stroke="${GOLD}" stroke-opacity=".18" stroke-width="36"/>
  <circle cx="1080" cy="560" r="160" fill="none" stroke="${GOLD}" stroke-opacity=".12" stroke-width="24"/>
  <g transform="translate(80 80) scale(3.2)">${emblem()}</g>
  <text x="250" y="165" ${font} font-size="64" font-weight="700" fill="#ffffff">${escape(company.shortName)}</text>
  <text x="80" y="330" ${font} ${fit(1040)} font-size="72" font-weight="700" fill="${GOLD_LIGHT}">${escape(words.headline)}</text>
  <text x="80" y="410" ${font} ${fit(1040)} font-size="38" fill="#ffffff">${escape(words.points.join(' · '))}</text>
  <rect x="80" y="470" width="600" height="76" rx="38" fill="${GOLD}"/>
  <text x="380" y="520" text-anchor="middle" ${font} ${fit(540)} font-size="34" font-weight="700" fill="${PURPLE_950}">${escape(words.badge)}</text>
</svg>`;
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 48 48">
  <rect width="48" height="48" fill="#ffffff"/>${emblem()}</svg>`;
}

/** The placeholder expense table: a header, five rows and the total, amounts to be confirmed. */
function expenseTableSvg(words: ExpenseTableWords): string {
  const font = 'font-family="sans-serif"';
  const ink = '#3b1259';
  const row = (label: string, y: number, fill: string, bold = false) => {
    const weight = bold ? ' font-weight="700"' : '';
    const size = bold ? 20 : 19;
    const amountInk = bold ? ink : '#6b5a7a';
    return `<rect x="60" y="${y}" width="680" height="${bold ? 52 : 48}" fill="${fill}"/>
  <text x="84" y="${y + (bold ? 33 : 31)}" ${font} ${fit(330)} font-size="${size}"${weight} fill="${ink}">${escape(label)}</text>
  <text x="716" y="${y + (bold ? 33 : 31)}" text-anchor="end" ${font} ${fit(300)} font-size="${size}"${weight} fill="${amountInk}">${escape(words.toBeConfirmed)}</text>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560" viewBox="0 0 800 560">
  <rect width="800" height="560" fill="#ffffff"/>
  <rect x="4" y="4" width="792" height="552" fill="none" stroke="#8e5cb8" stroke-width="4" stroke-dasharray="14 10"/>
  <rect x="40" y="30" width="720" height="64" rx="8" fill="#fbeeb8" stroke="#a57c0a" stroke-width="2"/>
  <text x="400" y="70" text-anchor="middle" ${font} ${fit(690)} font-size="22" font-weight="700" fill="#6b4a00">${escape(words.banner)}</text>
  <text x="400" y="136" text-anchor="middle" ${font} ${fit(720)} font-size="28" font-weight="700" fill="${ink}">${escape(words.title)}</text>
  <rect x="60" y="160" width="680" height="48" fill="${ink}"/>
  <text x="84" y="191" ${font} ${fit(330)} font-size="20" font-weight="700" fill="#ffffff">${escape(words.expense)}</text>
  <text x="716" y="191" text-anchor="end" ${font} ${fit(300)} font-size="20" font-weight="700" fill="#ffffff">${escape(words.amount)}</text>
  ${words.rows.map((label, index) => row(label, 208 + index * 48, index % 2 === 0 ? '#f6f0fb' : '#ffffff')).join('\n  ')}
  ${row(words.total, 448, '#fbeeb8', true)}
  <rect x="60" y="160" width="680" height="340" fill="none" stroke="${ink}" stroke-width="2"/>
  <text x="400" y="534" text-anchor="middle" ${font} ${fit(720)} font-size="16" fill="#6b5a7a">${escape(words.footnote)}</text>
</svg>`;
}

/**
 * Shrinks each `data-fit` line, a pixel of font size at a time, until it fits its width; a line
 * that still does not fit at the smallest size stops the script (shorter words are needed).
 */
async function fitText(page: Page): Promise<void> {
  const tooLong = await page.evaluate((smallest) => {
    const left: string[] = [];
    for (const text of document.querySelectorAll<SVGTextElement>('text[data-fit]')) {
      const width = Number(text.dataset.fit);
      let size = Number(text.getAttribute('font-size'));
      while (text.getComputedTextLength() > width && size > smallest)
        text.setAttribute('font-size', String(--size));
      if (text.getComputedTextLength() > width) left.push(text.textContent ?? '');
    }
    return left;
  }, SMALLEST_FONT_PX);
  if (tooLong.length > 0) throw new Error(`too long even at ${SMALLEST_FONT_PX} px: ${tooLong.join(' | ')}`);
}

/**
 * A page showing `svg`, laid out in `lang` (the language picks the fallback font: without it
 * Chromium drew some Tamil words as empty boxes), with every `data-fit` line fitted.
 */
async function artworkPage(browser: Browser, svg: string, width: number, height: number, lang: string) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html lang="${lang}"><body style="margin:0">${svg}</body></html>`);
  await page.evaluate(() => document.fonts.ready);
  await fitText(page);
  return page;
}

function report(file: string, limitBytes: number): void {
  const bytes = statSync(file).size;
  console.log(`${path.relative(root, file)}: ${(bytes / 1024).toFixed(1)} KiB`);
  if (bytes > limitBytes) throw new Error(`${file} is over ${limitBytes / 1024} KiB`);
}

async function writePng(
  browser: Browser,
  svg: string,
  width: number,
  height: number,
  file: string,
  lang = 'en-IN',
) {
  const page = await artworkPage(browser, svg, width, height, lang);
  writeFileSync(file, await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } }));
  await page.close();
  report(file, 100 * 1024);
}

/** The fitted SVG itself, marked with its language so that an <img> of it picks the same fonts. */
async function writeSvg(
  browser: Browser,
  svg: string,
  width: number,
  height: number,
  file: string,
  lang: string,
) {
  const page = await artworkPage(browser, svg, width, height, lang);
  const fitted = await page.evaluate((language) => {
    const root = document.querySelector('svg')!;
    // A visitor's fonts are not ours: each fitted line keeps the length it has here.
    for (const text of root.querySelectorAll<SVGTextElement>('text[data-fit]')) {
      text.setAttribute('textLength', text.getComputedTextLength().toFixed(1));
      text.setAttribute('lengthAdjust', 'spacingAndGlyphs');
      text.removeAttribute('data-fit');
    }
    root.setAttribute('xml:lang', language);
    return new XMLSerializer().serializeToString(root);
  }, lang);
  await page.close();
  writeFileSync(file, `${fitted}\n`);
  report(file, 20 * 1024);
}

/** A language's content module (English's at the top of client/content/). */
async function contentOf<T>(locale: Locale, module: 'page-meta' | 'expense-placeholder'): Promise<T> {
  const folder = locale === DEFAULT_LOCALE ? '' : `${locale}/`;
  return (await import(`../client/content/${folder}${module}.ts`)) as T;
}

// Without them the Indian scripts would be drawn as empty boxes, and committed so.
const missingFonts = missingTools([NOTO_FONTS]);
if (missingFonts) throw new Error(missingFonts);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const locale of locales) {
    const { tag } = localeInfo[locale];
    const { shareCardWords } = await contentOf<{ shareCardWords: ShareCardWords }>(locale, 'page-meta');
    await writePng(
      browser,
      shareCardSvg(shareCardWords),
      1200,
      630,
      path.join(root, 'public', shareCardPath(locale)),
      tag,
    );
    const { expensePlaceholderWords } = await contentOf<{ expensePlaceholderWords: ExpenseTableWords }>(
      locale,
      'expense-placeholder',
    );
    const suffix = locale === DEFAULT_LOCALE ? '' : `-${locale}`;
    const table = path.join(partnerAssets, `franchise-expense-table-placeholder${suffix}.svg`);
    await writeSvg(browser, expenseTableSvg(expensePlaceholderWords), 800, 560, table, tag);
  }
  await writePng(browser, logoSvg(), 512, 512, path.join(root, 'public', 'logo-512.png'));
} finally {
  await browser.close();
}
