import type { RequestHandler } from 'express';
import type { RenderEntry } from '../../shared/render-contract';
import type { HtmlTemplate } from './html-template';
import type { Locale } from '../../shared/locales';

/**
 * Where the React render entry and the HTML template come from. Development and production
 * differ only here (see create-dev-renderer.ts and create-prod-renderer.ts).
 */
export interface Renderer {
  /** A language's render entry: each language has a build of its own. */
  entry(locale: Locale): Promise<RenderEntry>;
  /** The one HTML page every route of a language is rendered into. */
  template(locale: Locale): Promise<HtmlTemplate>;
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
