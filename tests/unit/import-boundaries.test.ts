import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The house rules on who may import whom: shared/ imports nothing of ours, mock-backend/ only
// shared/, and the server reaches React only through the render entry, which it loads at run
// time (built file or Vite), never with an import. The one exception is the process entry,
// server/index.ts, which starts the embedded mock backend for `npm start`.

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ALLOWED: Record<string, readonly string[]> = {
  shared: ['shared'],
  'mock-backend': ['mock-backend', 'shared'],
  server: ['server', 'shared'],
};
const EXCEPTIONS: Record<string, readonly string[]> = {
  'server/index.ts': ['mock-backend'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Top-level folders of ours that a file's relative imports (static, side-effect or dynamic) reach. */
function foldersImportedBy(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
  return specifiers.map(
    (specifier) => path.relative(ROOT, path.resolve(path.dirname(file), specifier)).split(path.sep)[0]!,
  );
}

describe('import boundaries', () => {
  it.each(Object.entries(ALLOWED).map(([folder, allowed]) => ({ folder, allowed: allowed.join('/, ') })))(
    '$folder/ imports only from $allowed/',
    ({ folder }) => {
      const crossings = sourceFiles(path.join(ROOT, folder)).flatMap((file) => {
        const name = path.relative(ROOT, file);
        return foldersImportedBy(file)
          .filter((target) => !ALLOWED[folder]!.includes(target) && !EXCEPTIONS[name]?.includes(target))
          .map((target) => `${name} -> ${target}/`);
      });
      expect(crossings).toEqual([]);
    },
  );
});

// The browser has no Node built-ins. tsconfig.json has to know Node's types for the render
// entry (it runs in Node), so this rule is checked here rather than by the compiler.
describe('browser code', () => {
  it('imports no Node built-in, except the server render entry', () => {
    const nodeImports = sourceFiles(path.join(ROOT, 'client'))
      .filter((file) => path.relative(ROOT, file) !== path.join('client', 'entry-server.tsx'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](node:[^'"]+)['"]/g)].map(
          (m) => `${path.relative(ROOT, file)} -> ${m[1]}`,
        ),
      );
    expect(nodeImports).toEqual([]);
  });
});

// Inside client/ the layers run one way: lib is the floor; content, components, hooks and state
// stand on it; features on them; pages and the app compose. eslint.config.js says the same for
// static imports; this also reads the dynamic ones (code fetched after the page), which lint
// does not see.
const CLIENT_LAYERS: Record<string, readonly string[]> = {
  lib: ['content', 'components', 'hooks', 'state', 'features', 'pages', 'app'],
  content: ['features', 'pages', 'app'],
  components: ['features', 'pages', 'app'],
  hooks: ['features', 'pages', 'app'],
  state: ['features', 'pages', 'app'],
  features: ['pages', 'app'],
};

/** The client/ folders a file's relative imports (static, side-effect or dynamic) reach. */
function clientFoldersImportedBy(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap((m) => {
    const [top, folder] = path.relative(ROOT, path.resolve(path.dirname(file), m[1]!)).split(path.sep);
    return top === 'client' && folder ? [folder] : [];
  });
}

describe('client/ layers', () => {
  it.each(Object.entries(CLIENT_LAYERS).map(([folder, above]) => ({ folder, above: above.join('/, ') })))(
    'client/$folder/ imports none of $above/',
    ({ folder }) => {
      const crossings = sourceFiles(path.join(ROOT, 'client', folder)).flatMap((file) =>
        clientFoldersImportedBy(file)
          .filter((target) => CLIENT_LAYERS[folder]!.includes(target))
          .map((target) => `${path.relative(ROOT, file)} -> client/${target}/`),
      );
      expect(crossings).toEqual([]);
    },
  );
});
