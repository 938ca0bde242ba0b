// npx tsx scripts/make-share-image.ts
// Makes our own share artwork, committed to public/ (served at the site root):
//  - one share card per language, 1200x630, the Open Graph / Twitter card image (< 100 KB):
//    public/share-card.png in English, public/share-card-kn.png... (shared/locales.ts names them),
//    with the words of that language's page-meta.ts (`shareCardWords`);
//  - public/logo-512.png, 512x512: the Organization logo in the JSON-LD.
// All are drawn from our SVG logo (client/assets/logo.svg) and the content modules, rendered to
// PNG by Debian's Chromium through playwright-core (Noto fonts for the Indian scripts). Flat
// colours only (no gradients), so the PNG stays small. Re-run after a rebrand or a change of words.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { company } from '../client/content/company';
import type { shareCardWords as englishWords } from '../client/content/page-meta';
import { DEFAULT_LOCALE, localeInfo, locales, shareCardPath, type Locale } from '../shared/locales';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = path.resolve(import.meta.dirname, '..');
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

type ShareCardWords = typeof englishWords;

/** Where a line may run to: the text shrinks until it fits (Indian scripts run longer). */
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

/** Shrinks each `data-fit` line, a pixel of font size at a time, until it fits its width. */
async function fitText(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const text of document.querySelectorAll<SVGTextElement>('text[data-fit]')) {
      const width = Number(text.dataset.fit);
      let size = Number(text.getAttribute('font-size'));
      while (text.getComputedTextLength() > width && size > 12)
        text.setAttribute('font-size', String(--size));
    }
  });
}

async function render(
  svg: string,
  width: number,
  height: number,
  file: string,
  lang = 'en-IN',
): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    // The language picks the fallback font: without it some Tamil words fell to empty boxes.
    await page.setContent(`<!doctype html><html lang="${lang}"><body style="margin:0">${svg}</body></html>`);
    await page.evaluate(() => document.fonts.ready);
    await fitText(page);
    const png = await page.screenshot({
      type: 'png',
      clip: { x: 0, y: 0, width, height },
      omitBackground: false,
    });
    writeFileSync(file, png);
  } finally {
    await browser.close();
  }
  const bytes = statSync(file).size;
  console.log(`${path.relative(root, file)}: ${width}x${height}, ${(bytes / 1024).toFixed(1)} KiB`);
  if (bytes > 100 * 1024) throw new Error(`${file} is over 100 KB`);
}

/** A language's words, from its page-meta module (English's at the top of client/content/). */
async function wordsOf(locale: Locale): Promise<ShareCardWords> {
  const folder = locale === DEFAULT_LOCALE ? '' : `${locale}/`;
  const module = (await import(`../client/content/${folder}page-meta.ts`)) as {
    shareCardWords: ShareCardWords;
  };
  return module.shareCardWords;
}

for (const locale of locales) {
  const file = path.join(root, 'public', shareCardPath(locale));
  await render(shareCardSvg(await wordsOf(locale)), 1200, 630, file, localeInfo[locale].tag);
}
await render(logoSvg(), 512, 512, path.join(root, 'public', 'logo-512.png'));
