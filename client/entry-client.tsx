import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { APP_STATE_ELEMENT_ID, type AppState } from '../shared/render-contract';
import { App } from './app/app';
import { AppStateProvider } from './app/app-state';
import { HydrationMarker } from './app/hydration-marker';

function readServerState(): AppState {
  const text = document.getElementById(APP_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as AppState) : { rates: null, formEcho: null };
}

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <AppStateProvider initial={readServerState()}>
      <BrowserRouter>
        <App />
        <HydrationMarker />
      </BrowserRouter>
    </AppStateProvider>
  </StrictMode>,
);
