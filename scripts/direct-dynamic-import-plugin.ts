import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// Vite wraps every bundled `import()` in its preload helper (first-load JS for nothing),
// which injects <link rel="modulepreload"> for the imported chunk's dependencies. We never
// want that: `build.modulePreload` is off, the server lists each page's hydration files itself
// (client/app/route-assets.ts), and the helper's CSS branch is dead code (one stylesheet, inlined). Vite
// 8 has no switch for the wrapper, so the helper module it imports is replaced by a plain
// call: `import()` behaves exactly as native.
//
// The id and the export name are Vite's private details (`preloadHelperId` and `preloadMethod`
// in its build code), so an upgrade may change them without notice. The build checks that the
// replacement happened: a client bundle with dynamic imports whose helper was never loaded
// here, or that still carries Vite's helper (its `vite:preloadError` event), fails with the Vite
// version named. A renamed export fails on its own, as an import the stub does not provide.
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
export const PRELOAD_METHOD = '__vitePreload';
const VITE_HELPER_MARK = 'vite:preloadError';
const VITE_VERSION = (createRequire(import.meta.url)('vite/package.json') as { version: string }).version;

export function directDynamicImport(): Plugin {
  let replaced = 0;
  const fail = (context: { error(message: string): never }, what: string) =>
    context.error(
      `purity:direct-dynamic-import: ${what} (vite ${VITE_VERSION}, helper id ${JSON.stringify(PRELOAD_HELPER_ID)}, ` +
        `export ${PRELOAD_METHOD}). Vite's preload helper changed: find its new id and export in ` +
        'vite/dist/node, update this plugin, and measure with `npm run bench:bundle`.',
    );
  return {
    name: 'purity:direct-dynamic-import',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = 0;
    },
    load(id) {
      if (id !== PRELOAD_HELPER_ID || this.environment.name !== 'client') return null;
      replaced += 1;
      return `export const ${PRELOAD_METHOD} = (load) => load();`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const withHelper = chunks.find((chunk) => chunk.code.includes(VITE_HELPER_MARK));
      if (withHelper) fail(this, `${withHelper.fileName} still contains Vite's preload helper`);
      if (replaced === 0 && chunks.some((chunk) => chunk.dynamicImports.length > 0)) {
        fail(
          this,
          'the bundle has dynamic imports but the helper id was never loaded, so nothing was replaced',
        );
      }
    },
  };
}
