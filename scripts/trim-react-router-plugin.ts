import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// react-router 7 publishes a production build (dist/production) but its package exports only
// name dist/development, whose extra code is dev-time warnings. Two legitimate trims for the
// browser bundle, both measured by `npm run bench:bundle`:
//  1. resolve `react-router` to dist/production (same API, same markup, no dev warnings);
//  2. mark its module-level `React.forwardRef(...)` / `React.createContext(...)` calls pure and
//     drop its `X.displayName = "..."` statements (dev-tools labels), so the bundler can
//     tree-shake the components we never use (Form, ScrollRestoration, framework-mode
//     prefetching...). Without this they stay because a call or a property write at module
//     level counts as a side effect.
// The server bundle keeps the package as Node resolves it (it is external there).
const productionDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const PURE_CALL = /(^|[^.\w$])(React\d*\.(?:forwardRef|createContext|memo)\()/g;
const DISPLAY_NAME = /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*$/gm;

export function trimReactRouter(): Plugin {
  return {
    name: 'purity:trim-react-router',
    apply: 'build',
    enforce: 'pre',
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: path.join(productionDir, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(productionDir, 'dom-export.mjs') },
          ],
        },
      };
    },
    transform(code, id) {
      if (this.environment.name !== 'client' || !ROUTER_FILE.test(id)) return null;
      return { code: code.replace(DISPLAY_NAME, '').replace(PURE_CALL, '$1/* @__PURE__ */ $2'), map: null };
    },
  };
}
