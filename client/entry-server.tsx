import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { parsePath, StaticRouter } from 'react-router-dom';
import type { AppState, PageRender, RenderEntry, RenderOptions } from '../shared/render-contract';
import { App } from './app/app';
import { AppStateProvider } from './state/app-state';
import { pageAt } from '../shared/site-pages';
import { knownPageMatch } from '../shared/site-page-params';
import { pageHeadFor, pageHeadHtml, type PageHead } from './app/page-head';
import { preloadAllPages } from './app/page-components';
import { hydrationChunksTag } from './app/route-assets';
import { jsonLdScript, structuredDataFor } from './app/structured-data';
import { errorPageText } from './content/site-chrome';
import { pathParams } from './app/path-params';
import { registryPath, routerBasename } from './lib/site-locale';
import { refusedPageTitlePrefix } from './features/lead-forms/result-dialog';

/** The branch slugs and any other `:name` values, for the server's statuses, sitemap and warm-up. */
export { pathParams };
/** The field messages in this build's language, for the API's 400 answers. */
export { sharedTextTranslations } from './content/shared-text-translations';

// Pages are separate chunks (page-components.ts). The server loads them all up front so no
// render ever waits for one; a render that starts earlier simply suspends until they are in.
void preloadAllPages();

function Document({ url, state }: { url: string; state: AppState }) {
  return (
    <StrictMode>
      <StaticRouter location={url} basename={routerBasename}>
        <AppStateProvider initial={state}>
          <App />
        </AppStateProvider>
      </StaticRouter>
    </StrictMode>
  );
}

/** Title, description, canonical, sharing tags, the page's hydration chunk list and its JSON-LD. */
function headFor(
  pathname: string,
  search: string,
  origin: string,
  override?: Partial<PageHead>,
  titlePrefix = '',
): string {
  const page = pageHeadFor(pathname, origin);
  const head = { ...page, title: titlePrefix + page.title, ...override };
  // The chunk the browser will load for this path: for /branches/<unknown>, the branch page's,
  // which shows the 404 page itself.
  const pageId = pageAt(pathname)?.id ?? null;
  return pageHeadHtml(head, [
    ...hydrationChunksTag(pageId, search),
    ...structuredDataFor(knownPageMatch(pathname, pathParams), origin).map(jsonLdScript),
  ]);
}

/**
 * The path StaticRouter renders, read the way it reads it, without the language's prefix. Status and head must come from the
 * same string: `new URL()` would take `//example.com/` for a host and tidy `/./about`, and
 * such a request would get the home or about head, status 200, around the 404 page.
 */
function pathnameOf(url: string): string {
  return registryPath(parsePath(url).pathname ?? '/');
}

export function render(url: string, options: RenderOptions): PageRender {
  const pathname = pathnameOf(url);
  const echo = options.state.formEcho;
  const titlePrefix = echo && echo.outcome !== 'success' ? refusedPageTitlePrefix(echo.outcome) : '';
  const stream = renderToPipeableStream(<Document url={url} state={options.state} />, {
    nonce: options.nonce,
    onShellReady: options.onShellReady,
    onShellError: options.onShellError,
    onError: options.onError,
  });
  return {
    // A path parameter must be one the content has: /branches/<no such branch> is a 404.
    status: knownPageMatch(pathname, pathParams) ? 200 : 404,
    head: headFor(pathname, parsePath(url).search ?? '', options.origin, undefined, titlePrefix),
    pipe: (destination) => stream.pipe(destination),
    abort: (reason) => stream.abort(reason),
  };
}

export const renderErrorPage: RenderEntry['renderErrorPage'] = (url, options) => {
  const state: AppState = { ...options.state, renderFailed: true };
  const head = headFor(pathnameOf(url), '', options.origin, {
    title: errorPageText.heading,
    noindex: true,
    canonicalUrl: null,
    alternatePath: null,
  });
  return { head, html: renderToString(<Document url={url} state={state} />) };
};
