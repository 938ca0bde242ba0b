/**
 * Runs writes in one transaction per turn of the event loop: under load many leads share one
 * disk flush instead of paying one each, and a lone lead waits for no timer. A batch that
 * fails is taken apart, so one bad write cannot fail the others beside it.
 */
export function createBatchedWrites(runInTransaction: <T>(work: () => T) => T) {
  let queue: Array<{
    work: () => unknown;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }> = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    try {
      const results = runInTransaction(() => batch.map((item) => item.work()));
      batch.forEach((item, index) => item.resolve(results[index]));
    } catch {
      for (const item of batch) {
        try {
          item.resolve(runInTransaction(item.work));
        } catch (error) {
          item.reject(error);
        }
      }
    }
  };

  return function write<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
  };
}
