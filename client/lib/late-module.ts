// Code kept out of a page's first load and fetched when it may be needed. A phone's connection
// can drop at that very moment (a lift, a tunnel). A render must never wait on a promise that
// rejects: React would throw the whole page away, with what the visitor had typed. So a failed
// fetch is tried again (browsers no longer remember a failed module) once the browser is back
// online, or after a pause when it thinks it is (a server restarting), and what waits for the
// code waits until it is in.

/** The first pause after a failed fetch while the browser says it is online; it doubles. */
const FIRST_PAUSE_MS = 2000;
const LONGEST_PAUSE_MS = 60_000;

export interface LateModule<T> {
  /** The module, once it is in. */
  readonly current: T | null;
  /** Settles only with the module: safe for React's `use()` and for a fire-and-forget fetch. */
  arrival(): Promise<T>;
}

export function lateModule<T>(importer: () => Promise<T>): LateModule<T> {
  let arriving: Promise<T> | null = null;
  const fetchUntilIn = (pause: number): Promise<T> =>
    importer().then(
      (module) => (code.current = module),
      (error: unknown) => {
        // The server has no connection to wait for: a module it cannot load is a broken build.
        if (import.meta.env.SSR) throw error;
        return nextChance(pause).then(() => fetchUntilIn(Math.min(pause * 2, LONGEST_PAUSE_MS)));
      },
    );
  const code = { current: null as T | null, arrival: () => (arriving ??= fetchUntilIn(FIRST_PAUSE_MS)) };
  return code;
}

/** After a pause while the browser says it is online; at once when it comes back online. */
function nextChance(pause: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = navigator.onLine ? setTimeout(go, pause) : undefined;
    addEventListener('online', go);
    function go() {
      clearTimeout(timer);
      removeEventListener('online', go);
      resolve();
    }
  });
}
