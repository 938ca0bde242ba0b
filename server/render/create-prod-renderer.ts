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
  const template = parseHtmlTemplate(html);
  const entry = (await import(pathToFileURL(path.join(distDir, 'server', 'entry-server.js')).href)) as RenderEntry;
  return {
    entry: async () => entry,
    template: async () => template,
    assets: serveBuiltAssets(path.join(distDir, 'client')),
    close: async () => {},
  };
}
