import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** Paths relative to the client directory, the `root` every file is sent from. */
interface BuiltFile {
  /** The client directory the file is in. */
  root: string;
  file: string;
  brotli: string | null;
  gzip: string | null;
  immutable: boolean;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';
// Unhashed files (favicon, robots) may change between releases.
const ONE_HOUR = 'public, max-age=3600';

/**
 * Serves the built clients, one per language (their hashed names never clash: a file both have,
 * like the framework chunk, is the same file). The file list is read once at start-up, so a
 * request can only ever name a file a build produced (no path handling of user input), and the
 * .br/.gz siblings written at build time are sent as they are: nothing is compressed per request.
 */
export function serveBuiltAssets(clientDirs: readonly string[]): RequestHandler {
  const files = new Map<string, BuiltFile>();
  for (const dir of clientDirs)
    for (const [urlPath, file] of indexBuiltFiles(dir)) if (!files.has(urlPath)) files.set(urlPath, file);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const found = files.get(req.path);
    if (!found) return next();
    // Asked one by one, not as a list: the client's own order decides a tie in a list, and
    // Chrome sends "gzip, deflate, br, zstd", so it would get the larger gzip file.
    const [sendPath, contentEncoding] =
      found.brotli && req.acceptsEncodings('br')
        ? [found.brotli, 'br']
        : found.gzip && req.acceptsEncodings('gzip')
          ? [found.gzip, 'gzip']
          : [found.file, null];
    res.type(path.extname(found.file));
    res.set('Cache-Control', found.immutable ? ONE_YEAR : ONE_HOUR);
    res.vary('Accept-Encoding');
    if (contentEncoding) res.set('Content-Encoding', contentEncoding);
    // Relative to `root`, so the dotfile rule looks only inside the build: a deployment under
    // a dot-directory (~/.local/share/site, a release tool's .releases/) must still serve.
    res.sendFile(
      sendPath,
      { root: found.root, dotfiles: 'deny', lastModified: !found.immutable, etag: true },
      (error) => {
        if (!error || res.headersSent) return;
        // A range past the file's end or a precondition it does not meet is the client's
        // (416, 412): its own status, empty, and nothing a cache should keep for a year.
        const status = (error as { status?: number }).status ?? 500;
        if (status >= 400 && status < 500) {
          res.removeHeader('Content-Encoding');
          res.set('Cache-Control', 'no-store').status(status).end();
        } else next(error);
      },
    );
  };
}

function indexBuiltFiles(clientDir: string): Map<string, BuiltFile> {
  const all = new Set(walk(clientDir).map((file) => path.relative(clientDir, file)));
  const files = new Map<string, BuiltFile>();
  for (const file of all) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const urlPath = '/' + file.split(path.sep).join('/');
    // The HTML template is rendered per request, and the manifest is for the server only.
    if (urlPath === '/index.html' || urlPath.startsWith('/.vite/')) continue;
    files.set(urlPath, {
      root: clientDir,
      file,
      brotli: all.has(`${file}.br`) ? `${file}.br` : null,
      gzip: all.has(`${file}.gz`) ? `${file}.gz` : null,
      immutable: urlPath.startsWith('/assets/'),
    });
  }
  return files;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
