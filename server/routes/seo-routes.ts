import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import { indexablePathsWith } from '../../shared/site-page-params';
import type { Renderer } from '../render/renderer';
import { DEFAULT_LOCALE, localeInfo, localePath, locales } from '../../shared/locales';

/**
 * robots.txt and sitemap.xml, generated from the site registry, with the branch pages' slugs
 * from the render entry (the content). The sitemap lists every page in every language, each
 * with its alternates in all of them and x-default (the English, unprefixed URL).
 */
export function createSeoRoutes(deps: {
  siteUrl: (req: IncomingMessage) => string;
  renderer: Renderer;
}): Router {
  // Case-sensitive, as every other address of the site: /Sitemap.xml would be a second URL for it.
  const router = Router({ caseSensitive: true });
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600');
    res.send(`User-agent: *\nAllow: /\nDisallow: /purity/\n\nSitemap: ${deps.siteUrl(req)}/sitemap.xml\n`);
  });
  router.get('/sitemap.xml', async (req, res) => {
    const base = deps.siteUrl(req);
    const { pathParams } = await deps.renderer.entry(DEFAULT_LOCALE);
    const urls = indexablePathsWith(pathParams)
      .flatMap((path) => {
        const alternates = [
          ...locales.map(
            (locale) =>
              `    <xhtml:link rel="alternate" hreflang="${localeInfo[locale].tag}" href="${base}${localePath(locale, path)}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${base}${path}"/>`,
        ].join('\n');
        return locales.map(
          (locale) => `  <url>\n    <loc>${base}${localePath(locale, path)}</loc>\n${alternates}\n  </url>`,
        );
      })
      .join('\n');
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600');
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    );
  });
  return router;
}
