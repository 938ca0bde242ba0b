import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createUpstreamClient, UPSTREAM_BODY_LIMIT } from '../../server/upstream/upstream-client';

// A PURITY_API_URL pointed at the wrong server (a file server, say) must not make the website
// read a huge answer into memory: past the limit it stops reading and counts no answer (502).

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A backend that answers `bytes` bytes, announced or chunked, and counts what it got to send. */
async function backendAnswering(bytes: number, announce: boolean) {
  const sent = { bytes: 0 };
  server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      ...(announce ? { 'content-length': String(bytes) } : {}),
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (sent.bytes < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent.bytes));
        sent.bytes += part.length;
        if (!res.write(part)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('error', () => undefined);
    pump();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, sent };
}

describe('upstream client', () => {
  it('reads an answer up to the limit whole', async () => {
    const { url } = await backendAnswering(UPSTREAM_BODY_LIMIT, false);
    const result = await createUpstreamClient({ baseUrl: url, timeoutMs: 10_000 }).send({
      method: 'GET',
      path: '/',
    });
    expect(result.kind).toBe('response');
    expect(result.kind === 'response' && result.body.byteLength).toBe(UPSTREAM_BODY_LIMIT);
  });

  it.each([
    ['announced', true],
    ['chunked', false],
  ])('stops reading a %s answer over the limit and reports no usable answer', async (_how, announce) => {
    const { url, sent } = await backendAnswering(200 * 1024 * 1024, announce);
    const result = await createUpstreamClient({ baseUrl: url, timeoutMs: 10_000 }).send({
      method: 'GET',
      path: '/',
    });
    expect(result.kind).toBe('unreachable');
    // The connection was dropped early, not drained: far less than the 200 MiB was ever sent.
    expect(sent.bytes).toBeLessThan(50 * 1024 * 1024);
  });
});
