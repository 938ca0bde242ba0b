import { HYDRATION_CHUNKS_ELEMENT_ID } from '../shared/render-contract';

// The one script the HTML names, and a small one. The server HTML is complete (text, CSS,
// images, forms that post without JavaScript), so nothing needs React to be seen or used.
// On a cheap phone over 4G React's bundle would share the link with the HTML and the
// images above the fold and push back the first paint; so the hydration code is requested
// only once the page has loaded (window `load`: the document and its non-lazy images are in)
// and is on screen with them (the visitor sees the whole page first; a tab opened in the
// background waits until it is shown). On screen, not only drawn: the first frame reaches
// the screen some time after the main thread has drawn it, and a script that has downloaded
// by the time the largest element is shown counts, in Lighthouse's model of a phone on 4G, as
// needed to show it. Then every file of this page's hydration is requested at once (the list
// the server wrote in the <head>), rather than one static import at a time.

/**
 * A slow image (a congested link, a stalled request), or a browser that never reports its
 * first paint, must not hold interactivity back longer.
 */
const MAX_WAIT_MS = 3000;

/** Resolves after the browser has drawn the next frame. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the page has loaded and is on screen. Checked frame by frame (a tab in the
 * background draws none, so it waits until it is shown) until `load` has fired and the first
 * contentful paint is reported (Chromium reports it once its frame has been presented), or
 * until `deadline`; then two frames more, so that the frame drawn after `load`, with the
 * images it waited for, is presented too (a browser does not start a frame before the one
 * ahead of it is on its way).
 */
function pageShown(deadline: number): Promise<void> {
  const shown =
    document.readyState === 'complete' && performance.getEntriesByName('first-contentful-paint').length > 0;
  if (shown || performance.now() > deadline) return afterNextPaint().then(afterNextPaint);
  return afterNextPaint().then(() => pageShown(deadline));
}

function hydrationChunks(): string[] {
  const listed = document.getElementById(HYDRATION_CHUNKS_ELEMENT_ID)?.textContent;
  return listed ? (JSON.parse(listed) as string[]) : [];
}

void pageShown(performance.now() + MAX_WAIT_MS).then(() => {
  // Starting a request costs the main thread a millisecond or more on a slow phone; a dozen
  // in one task would hold a tap back for tens of milliseconds, so each starts in a task of
  // its own (timers set from one task are not nested, so none is clamped to 4 ms).
  // A failed download here is retried by the entry's own imports; never an unhandled rejection.
  for (const url of hydrationChunks())
    setTimeout(() => import(/* @vite-ignore */ url).catch(() => undefined));
  return hydrate();
});

/**
 * Should the entry or a file it needs fail to arrive (the connection dropped as they were on
 * their way), the server HTML goes on working as it does without JavaScript (forms post, the
 * menu opens by CSS), and the page is hydrated once the browser is back online: until then a
 * lead sent offline could not wait in the page for the connection (decision 028).
 */
function hydrate(): Promise<unknown> {
  // Added once however often it fails (the same listener is not added twice); an 'online' after
  // the entry is in imports the module already there, which runs nothing again.
  return import('./entry-client').catch(() => addEventListener('online', hydrate));
}
