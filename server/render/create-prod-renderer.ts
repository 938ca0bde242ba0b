import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderEntry } from '../../shared/render-contract';
import { parseHtmlTemplate } from './html-template';
import type { Renderer } from './renderer';
import { serveBuiltAssets } from '../http/built-assets';

/** Production: the built template and render entry, loaded once, plus the hashed assets. */
export async function createProdRenderer(distDir: string): Promise<Renderer> {
  const html = await readFile(path.join(distDir, 'client', 'index.html'), 'utf8').catch(() => {
    throw new Error(`No production build in ${distDir}: run "npm run build" first.`);
  });
  const template = parseHtmlTemplate(await inlineStylesheets(html, path.join(distDir, 'client')));
  const entry = (await import(
    pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href
  )) as RenderEntry;
  return {
    entry: async () => entry,
    template: async () => template,
    assets: serveBuiltAssets(path.join(distDir, 'client')),
    close: async () => {},
    immutable: true,
  };
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
