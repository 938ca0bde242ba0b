import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  directDynamicImport,
  PRELOAD_HELPER_ID,
  PRELOAD_METHOD,
} from '../../scripts/direct-dynamic-import-plugin';
import { PRODUCTION_DIR, ROUTER_VERSION, trimReactRouter } from '../../scripts/trim-react-router-plugin';
import {
  EXPECTED_SENTINELS,
  reactDomSentinels,
  REACT_DOM_VERSION,
  rewriteSentinels,
  SENTINEL_FACTORY,
} from '../../scripts/react-dom-sentinels-plugin';

// The build plugins that rewrite a dependency's code must fail the build when what they rewrite
// is no longer there (an upgrade changed it), and must still match the versions installed now.
// Each hook is called as Vite calls it, with the little of the plugin context it uses.

type Hook = (this: unknown, ...args: unknown[]) => unknown;
type HookName = 'buildStart' | 'transform' | 'buildEnd' | 'load' | 'generateBundle';

function hook(plugin: Plugin, name: HookName): Hook {
  const found: unknown = plugin[name];
  if (typeof found !== 'function') throw new Error(`${plugin.name} has no ${name} hook`);
  return found as Hook;
}

const context = (environment = 'client') => ({
  environment: { name: environment },
  error(message: string): never {
    throw new Error(message);
  },
});

describe('trimReactRouter', () => {
  const routerFile = (name: string) => path.join(PRODUCTION_DIR, name);

  /** Runs one client build's worth of hooks over `files` (id -> code); returns the outputs. */
  function build(plugin: Plugin, files: Record<string, string>) {
    const ctx = context();
    hook(plugin, 'buildStart').call(ctx);
    const outputs = new Map(
      Object.entries(files).map(([id, code]) => [
        id,
        hook(plugin, 'transform').call(ctx, code, id) as { code: string; map: { sources: string[] } } | null,
      ]),
    );
    hook(plugin, 'buildEnd').call(ctx);
    return outputs;
  }

  it('fails the build, naming the pattern and the version, when a pattern is absent', () => {
    const code = 'export const Outlet = () => null;\nOutlet.label = "Outlet";\n';
    expect(() => build(trimReactRouter(), { [routerFile('chunk-NEW.mjs')]: code })).toThrow(
      new RegExp(
        `purity:trim-react-router: pattern DISPLAY_NAME .* matched 0 times in react-router ${ROUTER_VERSION}`,
      ),
    );
  });

  it('fails the build when a pattern matches fewer times than expected', () => {
    // One of each: both patterns match, but far fewer times than in the pinned version.
    const code = 'var A = React.createContext(null);\nA.displayName = "A";\n';
    expect(() => build(trimReactRouter(), { [routerFile('chunk-NEW.mjs')]: code })).toThrow(
      /pattern DISPLAY_NAME .* matched 1 times .* expected at least \d+/,
    );
  });

  it('fails the build when no react-router file reaches it', () => {
    expect(() => build(trimReactRouter(), { '/project/client/app.tsx': 'export {};' })).toThrow(
      /no file of react-router .* reached the plugin/,
    );
  });

  it('leaves the server build alone', () => {
    const plugin = trimReactRouter();
    const ssr = context('ssr');
    hook(plugin, 'buildStart').call(ssr);
    expect(hook(plugin, 'transform').call(ssr, 'X.displayName = "X";', routerFile('index.mjs'))).toBeNull();
    expect(() => hook(plugin, 'buildEnd').call(ssr)).not.toThrow();
  });

  it('matches the installed react-router as often as expected, and its output still parses', () => {
    // The files a client build reads: the two aliased entries and the chunks they import.
    const files: Record<string, string> = {};
    const pending = ['index.mjs', 'dom-export.mjs'];
    for (let name = pending.pop(); name; name = pending.pop()) {
      if (files[routerFile(name)] !== undefined) continue;
      const code = readFileSync(routerFile(name), 'utf8');
      files[routerFile(name)] = code;
      for (const [, imported] of code.matchAll(/from "\.\/([^"]+\.mjs)"/g)) pending.push(imported!);
    }
    const outputs = build(trimReactRouter(), files);
    const rewritten = [...outputs].filter(([, output]) => output !== null);
    expect(rewritten.length).toBeGreaterThan(0);
    for (const [id, output] of rewritten) {
      expect(output!.code).not.toMatch(/\.displayName = "/);
      expect(output!.map.sources).toEqual([id]);
      expect(() => parseAst(output!.code)).not.toThrow();
    }
    const all = rewritten.map(([, output]) => output!.code).join('\n');
    expect(all).toMatch(/\/\* @__PURE__ \*\/ React\d*\.createContext\(/);
    expect(all).toMatch(/\/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
  });

  it('is told the installed version', () => {
    const pinned = (
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies['react-router'];
    expect(pinned, 'react-router is pinned to a minor version').toMatch(/^~\d+\.\d+\.\d+$/);
    expect(ROUTER_VERSION.split('.').slice(0, 2)).toEqual(pinned!.slice(1).split('.').slice(0, 2));
  });
});

describe('directDynamicImport', () => {
  const bundleWith = (code: string, dynamicImports: string[]) => ({
    'assets/entry.js': { type: 'chunk', fileName: 'assets/entry.js', code, dynamicImports },
    'assets/entry.css': { type: 'asset', fileName: 'assets/entry.css', source: '' },
  });

  it('replaces the helper with a plain call', () => {
    const plugin = directDynamicImport();
    const ctx = context();
    hook(plugin, 'buildStart').call(ctx);
    expect(hook(plugin, 'load').call(ctx, PRELOAD_HELPER_ID)).toBe(
      `export const ${PRELOAD_METHOD} = (load) => load();`,
    );
    expect(() =>
      hook(plugin, 'generateBundle').call(ctx, {}, bundleWith('import("./page.js")', ['assets/page.js'])),
    ).not.toThrow();
  });

  it('fails the build when dynamic imports were bundled but the helper id never came', () => {
    const plugin = directDynamicImport();
    const ctx = context();
    hook(plugin, 'buildStart').call(ctx);
    // Vite renamed its helper: the plugin is asked for another id and leaves it alone.
    expect(hook(plugin, 'load').call(ctx, '\0vite/preload-helper-v2.js')).toBeNull();
    expect(() =>
      hook(plugin, 'generateBundle').call(ctx, {}, bundleWith('import("./page.js")', ['assets/page.js'])),
    ).toThrow(/purity:direct-dynamic-import: .*never loaded.*\(vite \d+\.\d+\.\d+/);
  });

  it("fails the build when Vite's helper is still in the output", () => {
    const plugin = directDynamicImport();
    const ctx = context();
    hook(plugin, 'buildStart').call(ctx);
    hook(plugin, 'load').call(ctx, PRELOAD_HELPER_ID);
    const code = 'const e = new Event("vite:preloadError", { cancelable: true });';
    expect(() => hook(plugin, 'generateBundle').call(ctx, {}, bundleWith(code, []))).toThrow(
      /assets\/entry\.js still contains Vite's preload helper/,
    );
  });

  it('needs nothing when the bundle has no dynamic import', () => {
    const plugin = directDynamicImport();
    const ctx = context();
    hook(plugin, 'buildStart').call(ctx);
    expect(() => hook(plugin, 'generateBundle').call(ctx, {}, bundleWith('export {};', []))).not.toThrow();
  });

  it("uses the helper id and export name of the installed Vite's build code", () => {
    const viteDist = path.join(
      path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
      'dist',
      'node',
      'chunks',
    );
    const sources = readdirSync(viteDist)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(viteDist, name), 'utf8'));
    const helperIds = sources.flatMap((code) => [...code.matchAll(/const preloadHelperId = "([^"]+)";/g)]);
    const methods = sources.flatMap((code) => [...code.matchAll(/const preloadMethod = `([^`]+)`;/g)]);
    // The source spells the id's leading NUL as the escape `\0`.
    expect(helperIds.map((match) => match[1]!.replace(/^\\0/, '\0'))).toEqual([PRELOAD_HELPER_ID]);
    expect(methods.map((match) => match[1])).toEqual([PRELOAD_METHOD]);
  });
});

describe('reactDomSentinels', () => {
  const requireHere = createRequire(import.meta.url);
  const clientFile = path.join(
    path.dirname(requireHere.resolve('react-dom/package.json')),
    'cjs',
    'react-dom-client.production.js',
  );

  function build(files: Record<string, string>) {
    const plugin = reactDomSentinels();
    const ctx = context();
    hook(plugin, 'buildStart').call(ctx);
    const outputs = Object.entries(files).map(
      ([id, code]) => hook(plugin, 'transform').call(ctx, code, id) as { code: string } | null,
    );
    hook(plugin, 'buildEnd').call(ctx);
    return outputs;
  }

  it('fails the build, naming the pattern and the version, when the sentinels are not all there', () => {
    const code = 'var SuspenseException = Error(formatProdErrorMessage(460));\n';
    expect(() => build({ [clientFile]: code })).toThrow(
      new RegExp(`purity:react-dom-sentinels: pattern .* matched 1 times in react-dom ${REACT_DOM_VERSION}`),
    );
  });

  it('fails the build when the react-dom client file never reaches it', () => {
    expect(() => build({ '/elsewhere/index.js': 'export {};' })).toThrow(/no file of react-dom/);
  });

  it('replaces the installed react-dom sentinels with errors that capture no stack, and the output parses', () => {
    const [output] = build({ [clientFile]: readFileSync(clientFile, 'utf8') });
    expect(output).not.toBeNull();
    const { code, count } = rewriteSentinels(readFileSync(clientFile, 'utf8'), clientFile);
    expect(count).toBe(EXPECTED_SENTINELS);
    expect(code).toBe(output!.code);
    expect(code).not.toMatch(/(?:SuspenseException|HydrationMismatchException) = Error\(/);
    expect(() => new Function('require', 'module', 'exports', code)).not.toThrow();
    // What a sentinel is at run time: an Error by prototype and message, with no stack captured.
    const factory = new Function(
      `${code.slice(code.lastIndexOf(`function ${SENTINEL_FACTORY}`))}; return ${SENTINEL_FACTORY};`,
    )() as (message: string) => Error;
    const sentinel = factory('Suspense Exception');
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Suspense Exception');
    expect(sentinel.stack).toBeUndefined();
  });

  it('leaves the server build alone', () => {
    const plugin = reactDomSentinels();
    const code = 'var SuspenseException = Error(formatProdErrorMessage(460));\n';
    expect(hook(plugin, 'transform').call(context('ssr'), code, clientFile)).toBeNull();
  });
});
