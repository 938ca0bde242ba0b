import { HYDRATION_CHUNKS_ELEMENT_ID } from '../shared/render-contract';

// The one script the HTML names, a few hundred bytes. The server HTML is complete (text, CSS,
// images, forms that post without JavaScript), so nothing needs React to be seen or used.
// On a cheap phone over 4G the ~80 kB of React would share the link with the HTML and the
// images above the fold and push back the first paint; so the hydration code is requested
// only once the page has loaded (window `load`: the document and its non-lazy images are in)
// and a frame has been painted with them (the visitor sees the whole page first; a tab opened
// in the background waits until it is shown). Then every file of this page's hydration is
// requested at once (the list the server wrote in the <head>), rather than one static import
// at a time.

/** A slow image (a congested link, a stalled request) must not hold interactivity back longer. */
const MAX_WAIT_FOR_LOAD_MS = 3000;

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, MAX_WAIT_FOR_LOAD_MS);
  });
}

/** Resolves after the browser has painted the next frame. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function hydrationChunks(): string[] {
  const listed = document.getElementById(HYDRATION_CHUNKS_ELEMENT_ID)?.textContent;
  return listed ? (JSON.parse(listed) as string[]) : [];
}

void pageLoaded()
  .then(afterNextPaint)
  .then(() => {
    // Starting a request costs the main thread a millisecond or more on a slow phone; a dozen
    // in one task would hold a tap back for tens of milliseconds, so each starts in a task of
    // its own (timers set from one task are not nested, so none is clamped to 4 ms).
    // A failed download here is retried by the entry's own imports; never an unhandled rejection.
    for (const url of hydrationChunks()) setTimeout(() => import(/* @vite-ignore */ url).catch(() => undefined));
    return import('./entry-client');
  });
