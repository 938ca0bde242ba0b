// Shared by the lead-form, pop-up and ticker component tests: the app state and router the
// components expect, and a fetch stand-in whose answers each test chooses.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AppStateProvider } from '../../client/state/app-state';
import type { AppState } from '../../shared/render-contract';

export function renderWithApp(ui: ReactNode, state: Partial<AppState> = {}, path = '/') {
  const initial: AppState = { rates: null, formEcho: null, ...state };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppStateProvider initial={initial}>{ui}</AppStateProvider>
    </MemoryRouter>,
  );
}

export interface FetchCall {
  url: string;
  init: RequestInit;
}

export function jsonResponse(status: number, body: unknown = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * What the browser says of its connection in these tests. A fetch that drops (a TypeError) is
 * the phone losing its signal, and the browser then says it is offline, as a phone's does,
 * until the test's `online` event (setup.ts); otherwise the forms would also try again on a
 * timer (a drop while the browser says it is online: `droppedWhileOnline`).
 */
export const browser = { online: true };

/** A fetch that fails while the browser goes on saying it is online (a dead Wi-Fi). */
export class DroppedWhileOnline extends TypeError {}

/**
 * Replaces fetch. Each call takes the next answer: a Response, an Error (a rejected fetch) or
 * a promise the test resolves later.
 */
export function stubFetch(...answers: Array<Response | Error | Promise<Response>>) {
  const calls: FetchCall[] = [];
  const queue = [...answers];
  const fn = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const next = queue.shift() ?? jsonResponse(200, { id: 'x' });
    if (next instanceof TypeError && !(next instanceof DroppedWhileOnline)) browser.online = false;
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

/**
 * Responses a test made and has not released yet. A test that fails before it releases one
 * would leave its sending on its way for the tests after it (the site notes sendings in module
 * state: the pop-up does not open while its enquiry is on its way), so every test ends by
 * releasing what it held (setup.ts).
 */
const heldResponses = new Set<(response: Response) => void>();

/** A response the test releases when it wants, to look at the form while the call runs. */
export function deferredResponse() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((r) => {
    release = r;
  });
  heldResponses.add(release);
  const resolve = (response: Response) => {
    heldResponses.delete(release);
    release(response);
  };
  return { promise, resolve };
}

/** Answers every response still held with a 500, and lets the forms hear it. */
export async function releaseHeldResponses(): Promise<void> {
  if (heldResponses.size === 0) return;
  for (const release of heldResponses) release(jsonResponse(500));
  heldResponses.clear();
  // The sending reads the answer's body, which takes a few turns of the event loop (on the
  // real clock: a test's fake one may still be installed).
  vi.useRealTimers();
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

export function headerOf(call: FetchCall, name: string): string | undefined {
  const headers = call.init.headers as Record<string, string> | undefined;
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? headers[key] : undefined;
}

/** An Idempotency-Key as the forms make them: a page key, four random 32-bit numbers (client/lib/lead-keys.ts). */
export const KEY = /^page:\d{1,10}(?:-\d{1,10}){3}$/;

/** Replaces fetch with a connection that never answers: only the caller's abort ends it. */
export function stubStalledFetch() {
  const fn = vi.fn(
    (_url: string | URL | Request, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}
