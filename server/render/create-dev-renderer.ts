import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { RenderEntry } from '../../shared/render-contract';
import { parseHtmlTemplate } from './html-template';
import type { Renderer } from './renderer';

/**
 * Development: Vite in middleware mode gives HMR, and every request re-reads index.html and
 * loads the render entry through Vite, so edits show without a restart. The HMR websocket
 * shares the site's own server and port: Vite's default, a fixed port of its own (24678),
 * would make two checkouts running `npm run dev` collide.
 */
export async function createDevRenderer(rootDir: string, httpServer: Server): Promise<Renderer> {
  // Imported here so production never loads Vite.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: rootDir,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });
  return {
    entry: async () => (await vite.ssrLoadModule('/client/entry-server.tsx')) as RenderEntry,
    template: async () => {
      const raw = await readFile(path.join(rootDir, 'index.html'), 'utf8');
      // Every route renders into /index.html. Vite decodes the URL it is given, so passing the
      // request's own would fail a malformed one (`/about%`) before the 404 page could render.
      return parseHtmlTemplate(await vite.transformIndexHtml('/', raw));
    },
    assets: vite.middlewares,
    close: () => vite.close(),
  };
}
