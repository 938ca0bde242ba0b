import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/** Builds one response's gzip body around its nonce. */
export type GzipAroundNonce = (nonce: Buffer) => Buffer[];

/**
 * gzip for a page that differs from one response to the next only by its CSP nonce,
 * compressed once.
 *
 * Compressing a whole page for every response costs CPU on every response, and every browser
 * asks for compression: that held back the pages a second the site could send
 * (docs/performance.md, "Figures behind code comments"). Here, each text between two nonces is
 * deflated once, on its own. So no back-reference can point into a nonce or across one. Each
 * ends on a byte boundary (a sync flush).
 *
 * A response is then those blocks, with the nonce between them as uncompressed ("stored")
 * blocks, an empty final block, and gzip's header and trailer (RFC 1951 section 3.2.4,
 * RFC 1952). That is a valid stream for any gzip decoder. Per response it costs one CRC-32
 * over the page and a few small buffers.
 */
export async function gzipAroundNonce(parts: readonly Buffer[]): Promise<GzipAroundNonce> {
  const blocks = await Promise.all(
    parts.map((part) => deflateRawAsync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })),
  );
  const partsLength = parts.reduce((total, part) => total + part.byteLength, 0);
  return (nonce) => {
    const between = Buffer.concat([storedBlockHeader(nonce.byteLength), nonce]);
    let crc = 0;
    const body: Buffer[] = [GZIP_HEADER];
    blocks.forEach((block, i) => {
      if (i > 0) {
        crc = extendCrc(crc, nonce);
        body.push(between);
      }
      crc = extendCrc(crc, parts[i]!);
      body.push(block);
    });
    const end = Buffer.alloc(FINAL_EMPTY_BLOCK.byteLength + 8);
    FINAL_EMPTY_BLOCK.copy(end);
    end.writeUInt32LE(crc >>> 0, FINAL_EMPTY_BLOCK.byteLength);
    // ISIZE: the uncompressed length modulo 2^32.
    end.writeUInt32LE(
      (partsLength + nonce.byteLength * (parts.length - 1)) % 2 ** 32,
      FINAL_EMPTY_BLOCK.byteLength + 4,
    );
    body.push(end);
    return body;
  };
}

/**
 * zlib answers crc32(crc, NULL, 0) with a fresh 0, not with `crc`, and Node passes NULL for
 * some empty buffers (one that went through deflate, for one): an empty part between two
 * nonces would then reset the checksum and the browser would refuse the page.
 */
function extendCrc(crc: number, data: Buffer): number {
  return data.byteLength === 0 ? crc : crc32(data, crc);
}

// Magic, deflate, no flags, no modification time, no extra flags, operating system "unknown".
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
// BFINAL set, stored, padded to the byte; LEN 0 and its one's complement.
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED_BLOCK = 0xffff;

/** A non-final stored block of `length` bytes, starting on a byte boundary. */
function storedBlockHeader(length: number): Buffer {
  if (length > MAX_STORED_BLOCK)
    throw new RangeError(`a nonce of ${length} bytes does not fit one stored block`);
  const header = Buffer.alloc(5);
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}
