// Code kept out of a page's first load and fetched when it may be needed. A phone's connection
// can drop at that very moment (a lift, a tunnel). A render must never wait on a promise that
// rejects: React would throw the whole page away, with what the visitor had typed. So a failed
// fetch is tried again (browsers no longer remember a failed module) at the next chance, and
// what waits for the code waits until it is in.

/** Pauses between tries while the browser says it is online (see nextChance). */
export const FIRST_PAUSE_MS = 2000;
const LONGEST_PAUSE_MS = 60_000;

export interface LateModule<T> {
  /** The module, once it is in. */
  readonly current: T | null;
  /** One fetch (shared while it runs); rejects if it fails, and the next call fetches again. */
  attempt(): Promise<T>;
  /** Settles only with the module: safe for React's `use()` and for a fire-and-forget fetch. */
  arrival(): Promise<T>;
}

export function lateModule<T>(importer: () => Promise<T>): LateModule<T> {
  let attempting: Promise<T> | null = null;
  let arriving: Promise<T> | null = null;
  const attempt = () =>
    (attempting ??= importer().then(
      (module) => (code.current = module),
      (error: unknown) => {
        attempting = null;
        throw error;
      },
    ));
  const fetchUntilIn = (failures: number): Promise<T> =>
    attempt().catch((error: unknown) => {
      // The server has no connection to wait for: a module it cannot load is a broken build.
      if (import.meta.env.SSR) throw error;
      return nextChance(failures + 1).then(() => fetchUntilIn(failures + 1));
    });
  const code = {
    current: null as T | null,
    attempt,
    arrival: () => (arriving ??= fetchUntilIn(0)),
  };
  return code;
}

/**
 * When it is worth using the network again after `failures` failed tries in a row: at once when
 * the browser comes back online; while it says it is online (a dead Wi-Fi, a server restarting,
 * which no event announces), after a pause of 2 s after the first, doubling up to a minute.
 */
export function nextChance(failures: number): Promise<void> {
  const pause = Math.min(FIRST_PAUSE_MS * 2 ** (failures - 1), LONGEST_PAUSE_MS);
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
