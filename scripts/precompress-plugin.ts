import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const zlibGzip = promisify(gzip);
const SCRIPT_OR_STYLE = /\.(js|css)$/;
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|webmanifest)$/;

/**
 * Writes .br and .gz next to every compressible client asset at build time, so the server
 * sends bytes from disk instead of compressing on each request; each only when it is smaller
 * than the file (a file of a hundred bytes can grow by its header). Brotli at quality 11.
 * Scripts and styles are gzipped by Zopfli: gzip any browser reads, smaller than zlib's level 9
 * (enough to keep the form pages inside their budget) for little build time at 5 iterations;
 * more iterations save almost nothing. On the SVGs it cost far more time than it saved, so
 * they keep level 9. Figures: docs/performance.md, "Figures behind code comments".
 */
export function precompress(): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'purity:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (isSsr) return;
      const names = [...Object.keys(bundle), 'favicon.svg'].filter(
        (name) => COMPRESSIBLE.test(name) && name !== 'index.html',
      );
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name);
          const data = await readFile(file).catch(() => null);
          if (!data) return;
          const [br, gzData] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
              },
            }),
            SCRIPT_OR_STYLE.test(name)
              ? zopfliGzip(data, { numiterations: 5 })
              : zlibGzip(data, { level: 9 }),
          ]);
          const siblings: [string, Uint8Array][] = [
            [`${file}.br`, br],
            [`${file}.gz`, gzData],
          ];
          await Promise.all(
            siblings
              .filter(([, encoded]) => encoded.byteLength < data.byteLength)
              .map(([sibling, encoded]) => writeFile(sibling, encoded)),
          );
        }),
      );
    },
  };
}
