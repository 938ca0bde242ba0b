import type { RequestHandler } from 'express';
import type { RenderEntry } from '../../shared/render-contract';
import type { HtmlTemplate } from './html-template';

/**
 * Where the React render entry and the HTML template come from. Development and production
 * differ only here (see create-dev-renderer.ts and create-prod-renderer.ts).
 */
export interface Renderer {
  entry(): Promise<RenderEntry>;
  /** The one HTML page every route is rendered into. */
  template(): Promise<HtmlTemplate>;
  /** Serves the browser's assets: Vite's dev middleware, or the built files. */
  assets: RequestHandler;
  close(): Promise<void>;
  /**
   * True when the template and render entry never change while the process runs (the
   * production build), so rendered HTML may be cached (page-cache.ts). Development re-reads
   * them per request for HMR and must not cache.
   */
  immutable?: boolean;
}
