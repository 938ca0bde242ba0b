import type { IncomingMessage } from 'node:http';
import { Router } from 'express';
import { indexablePathsWith } from '../../shared/site-page-params';
import type { Renderer } from '../render/renderer';

/**
 * robots.txt and sitemap.xml, generated from the site registry, with the branch pages' slugs
 * from the render entry (the content).
 */
export function createSeoRoutes(deps: {
  siteUrl: (req: IncomingMessage) => string;
  renderer: Renderer;
}): Router {
  const router = Router();
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600');
    res.send(`User-agent: *\nAllow: /\nDisallow: /purity/\n\nSitemap: ${deps.siteUrl(req)}/sitemap.xml\n`);
  });
  router.get('/sitemap.xml', async (req, res) => {
    const base = deps.siteUrl(req);
    const { pathParams } = await deps.renderer.entry();
    const urls = indexablePathsWith(pathParams)
      .map((p) => `  <url><loc>${base}${p}</loc></url>`)
      .join('\n');
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600');
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
  });
  return router;
}
