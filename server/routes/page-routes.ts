import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import type { Renderer } from '../render/renderer';
import { streamPage } from '../render/stream-page';
import type { RatesCache } from '../upstream/rates-cache';

/** Every other GET is a page: redirects from the route table, then the React render. */
export function createPageRoutes(deps: { renderer: Renderer; ratesCache: RatesCache; logger: Logger; siteUrl: (req: Request) => string }): Router {
  const { renderer, ratesCache, logger, siteUrl } = deps;
  const router = Router();
  router.get('/{*path}', async (req, res) => {
    const entry = await renderer.entry();
    const target = entry.redirectFor(req.path);
    if (target) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(301, target + query);
      return;
    }
    await streamPage(req, res, { renderer, logger, origin: siteUrl(req), state: { rates: await ratesCache.get(), formEcho: null } });
  });
  return router;
}
