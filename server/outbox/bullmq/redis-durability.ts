import type { Redis } from 'ioredis';

/**
 * What Redis's own settings say it would lose of the leads waiting in it, or null when nothing:
 * every write in the append-only file and flushed (`appendfsync always`), nothing evicted. The
 * documented setup (docs/operations.md) is that; a Redis started with its defaults keeps only
 * snapshots, and a restart then loses every lead since the last one, which no counter shows.
 * A Redis that refuses CONFIG (some managed services) says nothing: null.
 */
export async function redisDurabilityRisk(redis: Redis): Promise<string | null> {
  const setting = async (name: string) => {
    const [, value] = (await redis.config('GET', name)) as [string, string];
    return value;
  };
  try {
    const risks: string[] = [];
    if ((await setting('appendonly')) !== 'yes')
      risks.push(
        (await setting('save'))
          ? 'it writes only snapshots: a restart loses every lead since the last one'
          : 'it keeps nothing on disk: a restart loses every waiting lead',
      );
    else if ((await setting('appendfsync')) !== 'always')
      risks.push('it flushes its append-only file only now and then: a power cut loses the last moments');
    const eviction = await setting('maxmemory-policy');
    if (eviction !== 'noeviction')
      risks.push(`it may evict keys when memory is full (maxmemory-policy ${eviction})`);
    return risks.length > 0 ? risks.join('; ') : null;
  } catch {
    return null;
  }
}
