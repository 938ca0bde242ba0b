import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { AppState, PageRender, RenderEntry, RenderOptions } from '../shared/render-contract';
import { App } from './app/app';
import { AppStateProvider } from './app/app-state';
import { indexablePaths as paths, matchRoute, redirectFor as redirect } from './app/route-table';
import { pageHeadFor, pageHeadHtml } from './app/page-head';

function Document({ url, state }: { url: string; state: AppState }) {
  return (
    <StrictMode>
      <AppStateProvider initial={state}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </AppStateProvider>
    </StrictMode>
  );
}

export function render(url: string, options: RenderOptions): PageRender {
  const { pathname } = new URL(url, 'http://localhost');
  const stream = renderToPipeableStream(<Document url={url} state={options.state} />, {
    nonce: options.nonce,
    onShellReady: options.onShellReady,
    onShellError: options.onShellError,
    onError: options.onError,
  });
  return {
    status: matchRoute(pathname) ? 200 : 404,
    head: pageHeadHtml(pageHeadFor(pathname, options.origin)),
    pipe: (destination) => stream.pipe(destination),
    abort: (reason) => stream.abort(reason),
  };
}

export const renderErrorPage: RenderEntry['renderErrorPage'] = (url, message, options) => {
  const state: AppState = { ...options.state, renderError: message };
  const head = { ...pageHeadFor('/__error', options.origin), title: 'Unexpected Application Error!' };
  return { head: pageHeadHtml(head), html: renderToString(<Document url={url} state={state} />) };
};

export const redirectFor: RenderEntry['redirectFor'] = redirect;
export const indexablePaths: RenderEntry['indexablePaths'] = paths;
