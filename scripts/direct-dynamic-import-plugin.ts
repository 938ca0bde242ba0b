import type { Plugin } from 'vite';

// Vite wraps every bundled `import()` in its preload helper (first-load JS for nothing),
// which injects <link rel="modulepreload"> for the imported chunk's dependencies. We never
// want that: `build.modulePreload` is off, the server lists each page's hydration files itself
// (client/app/route-assets.ts), and the helper's CSS branch is dead code (one stylesheet, inlined). Vite
// 8 has no switch for the wrapper, so the helper module it imports is replaced by a plain
// call: `import()` behaves exactly as native.
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

export function directDynamicImport(): Plugin {
  return {
    name: 'purity:direct-dynamic-import',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== PRELOAD_HELPER_ID || this.environment.name !== 'client') return null;
      return 'export const __vitePreload = (load) => load();';
    },
  };
}
