import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { APP_STATE_ELEMENT_ID, type AppState } from '../shared/render-contract';
import { App } from './app/app';
import { AppStateProvider } from './state/app-state';
import { pageCodeFor } from './app/page-components';
import { registryPath, routerBasename } from './lib/site-locale';

function readServerState(): AppState {
  const text = document.getElementById(APP_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as AppState) : { rates: null, formEcho: null };
}

// Loaded by boot.ts once the page is loaded and painted. The current page's chunk (requested
// by boot.ts at the same time as this one) must be in before hydrating, so the first client
// render matches the server HTML exactly and the page does not suspend for it (only a branch
// search that needs the finder's places waits for them, client/features/branches/
// use-finder-result.ts); should it fail to arrive, the page works without JavaScript until
// it does. A promise, not a top-level
// await: the page chunk imports this entry chunk, which must finish evaluating first.
// Inside a transition, hydration is interruptible: React yields to the browser every few
// milliseconds instead of holding the main thread for the whole page, so a tap or a keystroke
// on a slow phone is handled at once (a blocking lane would hydrate in one long task).
void pageCodeFor(registryPath(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <BrowserRouter basename={routerBasename}>
          <AppStateProvider initial={readServerState()}>
            <App />
          </AppStateProvider>
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
