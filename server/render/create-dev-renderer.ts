import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { RequestHandler } from 'express';
import type { ViteDevServer } from 'vite';
import type { RenderEntry } from '../../shared/render-contract';
import { DEFAULT_LOCALE, isLocale, SITE_LOCALE_KEY, type Locale } from '../../shared/locales';
import { parseHtmlTemplate } from './html-template';
import type { Renderer } from './renderer';

// The browser modules of a language other than English are served under this prefix, by that
// language's own Vite server.
const LANGUAGE_BASE = /^\/@language\/([a-z]{2})\//;

/**
 * Development: Vite in middleware mode gives HMR, and every request re-reads index.html and
 * loads the render entry through Vite, so edits show without a restart. The HMR websocket
 * shares the site's own server and port: Vite's default, a fixed port of its own (24678),
 * would make two checkouts running `npm run dev` collide.
 *
 * Each language is a build of its own (docs/decisions/036-languages.md), so each gets a Vite
 * server of its own, started on its first page: English at the root with HMR, the others under
 * /@language/<lang>/ without it (reload the page to see an edit).
 */
export async function createDevRenderer(rootDir: string, httpServer: Server): Promise<Renderer> {
  // Imported here so production never loads Vite.
  const { createServer } = await import('vite');
  const servers = new Map<Locale, Promise<ViteDevServer>>();
  const viteFor = (locale: Locale): Promise<ViteDevServer> => {
    let server = servers.get(locale);
    if (!server) {
      server = createServer({
        root: rootDir,
        appType: 'custom',
        ...(locale === DEFAULT_LOCALE
          ? { server: { middlewareMode: true, hmr: { server: httpServer } } }
          : {
              base: `/@language/${locale}/`,
              server: { middlewareMode: true, hmr: false },
              define: { [SITE_LOCALE_KEY]: JSON.stringify(locale) },
            }),
      });
      servers.set(locale, server);
    }
    return server;
  };
  const english = await viteFor(DEFAULT_LOCALE);
  const assets: RequestHandler = (req, res, next) => {
    const locale = LANGUAGE_BASE.exec(req.url)?.[1];
    const vite = locale && isLocale(locale) ? servers.get(locale) : undefined;
    if (!vite) return english.middlewares(req, res, next);
    vite.then((server) => server.middlewares(req, res, next), next);
  };
  return {
    entry: async (locale) =>
      (await (await viteFor(locale)).ssrLoadModule('/client/entry-server.tsx')) as RenderEntry,
    template: async (locale) => {
      const vite = await viteFor(locale);
      const raw = await readFile(path.join(rootDir, 'index.html'), 'utf8');
      // Every route renders into /index.html. Vite decodes the URL it is given, so passing the
      // request's own would fail a malformed one (`/about%`) before the 404 page could render.
      return parseHtmlTemplate(await vite.transformIndexHtml('/', raw));
    },
    assets,
    close: async () => {
      await Promise.all([...servers.values()].map(async (server) => (await server).close()));
    },
  };
}
