import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

/**
 * Requests every indexable page once through the listening server, before it says it is
 * ready. Without this, the first visitor after a start pays for V8 compiling the whole
 * request and render path, the first rates fetch from the backend and the first render: many
 * times the warm wait before the first byte of `/`. Lighthouse run right after a start
 * measured that cold first page with more blocking time too (docs/performance.md, "Figures
 * behind code comments"). The requests ask for compression, as browsers do, so that path is
 * compiled as well.
 *
 * A failure is logged and ignored: a cold page is still a page. Past `limitMs`
 * (WARM_UP_LIMIT_MS), the pages not yet requested are left cold: start-up waits no longer
 * than that, whatever holds a page back.
 */
export async function warmUp(
  address: AddressInfo,
  paths: readonly string[],
  logger: Logger,
  limitMs: number,
): Promise<void> {
  const base = loopbackUrl(address);
  const started = performance.now();
  const deadline = AbortSignal.timeout(limitMs);
  for (const path of paths) {
    try {
      const response = await fetch(base + path, {
        headers: { 'accept-encoding': 'br, gzip' },
        signal: deadline,
      });
      await response.arrayBuffer();
      if (!response.ok)
        logger.warn({ path, status: response.status }, 'warm-up request answered with an error');
    } catch (error) {
      if (deadline.aborted) break;
      logger.warn({ path, reason: String(error) }, 'warm-up request failed');
    }
  }
  const ms = Math.round(performance.now() - started);
  if (deadline.aborted) logger.warn({ ms }, 'warm-up stopped at its time limit; the pages left start cold');
  else logger.info({ pages: paths.length, ms }, 'warmed up');
}

/**
 * The listening socket as a URL this process can reach, and the one the start-up line prints:
 * so the pages warmed are the ones a local visitor asks for (the render cache keys pages by
 * origin unless SITE_URL fixes it).
 */
export function loopbackUrl({ address, family, port }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return `http://localhost:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}
