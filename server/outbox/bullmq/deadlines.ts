export const WAITED_LONG_ENOUGH = Symbol('the visitor waited long enough');

/** What the work gives within ms, or WAITED_LONG_ENOUGH. */
export async function firstOf<T>(work: Promise<T>, ms: number): Promise<T | typeof WAITED_LONG_ENOUGH> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof WAITED_LONG_ENOUGH>((resolve) => {
    timer = setTimeout(() => resolve(WAITED_LONG_ENOUGH), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once all the work has settled, or after ms, whichever comes first. */
export function settledWithin(ms: number, work: Promise<unknown>[]): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([Promise.allSettled(work), deadline]).finally(() => clearTimeout(timer));
}
