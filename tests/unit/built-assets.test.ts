import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { serveBuiltAssets } from '../../server/http/built-assets';

const SCRIPT = 'export const answer = 42;\n';

/** A built client as Vite writes it (a hashed script with its .br/.gz siblings), placed under `parent`. */
function writeBuild(parent: string): string {
  const clientDir = path.join(parent, 'dist', 'client');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  const script = path.join(clientDir, 'assets', 'entry-AbC123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\n');
  return clientDir;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'built-assets-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('serveBuiltAssets', () => {
  // Found when a copy of dist/ under a dot-directory answered 500 for every script and image.
  const clientDir = writeBuild(path.join(scratch, '.releases', 'current'));
  const app = express().use(serveBuiltAssets([clientDir]));

  it('serves the build even when it is deployed under a dot-directory', async () => {
    const response = await request(app).get('/assets/entry-AbC123.js').set('Accept-Encoding', 'identity');
    expect(response.status).toBe(200);
    expect(response.text).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed sibling the browser accepts', async () => {
    // supertest decodes the body by its Content-Encoding, so the text proves the bytes were brotli.
    const brotli = await request(app).get('/assets/entry-AbC123.js').set('Accept-Encoding', 'br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toBe(SCRIPT);
    expect(brotli.headers['vary']).toMatch(/Accept-Encoding/i);

    // Chrome's own header lists gzip first; brotli is still the smaller file it takes.
    const chrome = await request(app)
      .get('/assets/entry-AbC123.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(chrome.headers['content-encoding']).toBe('br');
    expect(chrome.text).toBe(SCRIPT);

    const refused = await request(app).get('/assets/entry-AbC123.js').set('Accept-Encoding', 'gzip, br;q=0');
    expect(refused.headers['content-encoding']).toBe('gzip');

    const gzip = await request(app).get('/assets/entry-AbC123.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(SCRIPT);
  });

  it('serves unhashed files with a short cache and leaves unknown paths to the next handler', async () => {
    const robots = await request(app).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');

    const unknown = await request(app).get('/assets/../../secret.txt');
    expect(unknown.status).toBe(404);
  });
});
