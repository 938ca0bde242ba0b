import { randomBytes } from 'node:crypto';
import { createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipAroundNonce } from '../../server/render/gzip-around-nonce';

const join = (parts: Buffer[], nonce: Buffer) =>
  Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [nonce, part])));

const page = (n: number) =>
  Buffer.from(
    `<section><h2>Branch ${n}</h2><p>Open every day, 9:30 am to 7:30 pm. Free purity testing, cash or bank transfer.</p></section>`.repeat(
      40,
    ),
  );

describe('gzip around a nonce', () => {
  it('decodes, with gzip checking its CRC and length, to the page with that nonce in every place', async () => {
    const parts = [
      page(1),
      Buffer.from(''),
      Buffer.from('nonce="'),
      page(2),
      Buffer.from('"></script></body></html>'),
    ];
    const gzip = await gzipAroundNonce(parts);
    for (const nonce of ['c2VjcmV0LW5vbmNlLTEyMzQ=', 'b3RoZXItbm9uY2UtNTY3OA==']) {
      const body = Buffer.concat(gzip(Buffer.from(nonce)));
      expect(gunzipSync(body).toString()).toBe(join(parts, Buffer.from(nonce)).toString());
    }
  });

  it('decodes the same way as a stream, whatever the size of the parts and of the nonce', async () => {
    // Random bytes do not compress: deflate then emits stored blocks of its own, up to 64 kB each.
    const parts = [randomBytes(70_000), Buffer.from('ऄ₹ कन्नड தமிழ்'), randomBytes(3)];
    const nonce = randomBytes(300);
    const body = Buffer.concat((await gzipAroundNonce(parts))(nonce));
    const decoded: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      const gunzip = createGunzip();
      gunzip
        .on('data', (chunk: Buffer) => decoded.push(chunk))
        .on('end', resolve)
        .on('error', reject);
      gunzip.end(body);
    });
    expect(Buffer.concat(decoded).equals(join(parts, nonce))).toBe(true);
  });

  it('is about as small as gzipping each response whole', async () => {
    const parts = [page(1), page(2), page(3)];
    const nonce = Buffer.from('c2VjcmV0LW5vbmNlLTEyMzQ=');
    const ours = Buffer.concat((await gzipAroundNonce(parts))(nonce)).byteLength;
    const whole = gzipSync(join(parts, nonce), { level: 9 }).byteLength;
    // Each part starts a new dictionary, so a little is lost at every nonce; not more.
    expect(ours).toBeLessThan(whole + 200 * parts.length);
  });

  it('refuses a nonce too long for one stored block rather than send a corrupt page', async () => {
    const gzip = await gzipAroundNonce([Buffer.from('a'), Buffer.from('b')]);
    expect(() => gzip(Buffer.alloc(70_000))).toThrow(RangeError);
  });
});
