import { createRequire } from 'node:module';
import path from 'node:path';
import MagicString from 'magic-string';
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
//
// Both rewrites read react-router's built code, which can change shape in any release. A
// pattern that silently stops matching would show only as a budget miss, so each build counts
// the matches and fails, naming the pattern and the installed version, when a pattern matched
// fewer times than in the version the counts were taken from (package.json pins the minor
// version, so a change arrives only through a deliberate upgrade).
const requireHere = createRequire(import.meta.url);
const packageJsonPath = requireHere.resolve('react-router/package.json');
export const ROUTER_VERSION = (requireHere(packageJsonPath) as { version: string }).version;
export const PRODUCTION_DIR = path.join(path.dirname(packageJsonPath), 'dist', 'production');
const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const PURE_CALL = /(^|[^.\w$])(React\d*\.(?:forwardRef|createContext|memo)\()/g;
const DISPLAY_NAME = /^[ \t]*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*$/gm;

interface Rewrite {
  name: string;
  pattern: RegExp;
  /** Matches across the files of one client build in the react-router version pinned. */
  expected: number;
  edit(code: MagicString, match: RegExpExecArray): void;
}

const REWRITES: readonly Rewrite[] = [
  {
    name: 'DISPLAY_NAME',
    pattern: DISPLAY_NAME,
    expected: 16,
    // The statement goes, its line stays: line numbers below it do not move.
    edit: (code, match) => code.remove(match.index, match.index + match[0].length),
  },
  {
    name: 'PURE_CALL',
    pattern: PURE_CALL,
    expected: 17,
    edit: (code, match) => code.appendLeft(match.index + match[1]!.length, '/* @__PURE__ */ '),
  },
];

export function trimReactRouter(): Plugin {
  let matched = new Map<string, number>();
  let filesSeen = 0;
  return {
    name: 'purity:trim-react-router',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      matched = new Map(REWRITES.map((rewrite) => [rewrite.name, 0]));
      filesSeen = 0;
    },
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: path.join(PRODUCTION_DIR, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(PRODUCTION_DIR, 'dom-export.mjs') },
          ],
        },
      };
    },
    transform(code, id) {
      if (this.environment.name !== 'client' || !ROUTER_FILE.test(id)) return null;
      filesSeen += 1;
      const rewritten = new MagicString(code);
      for (const rewrite of REWRITES) {
        for (const match of code.matchAll(rewrite.pattern)) {
          rewrite.edit(rewritten, match as RegExpExecArray);
          matched.set(rewrite.name, (matched.get(rewrite.name) ?? 0) + 1);
        }
      }
      if (!rewritten.hasChanged()) return null;
      // A real map (not `map: null`, which would claim nothing moved): the inserted comments
      // shift columns, and a map that says otherwise misleads every tool that reads it.
      return { code: rewritten.toString(), map: rewritten.generateMap({ source: id, hires: true }) };
    },
    buildEnd(error) {
      if (error || this.environment.name !== 'client') return;
      const where = `react-router ${ROUTER_VERSION} (${PRODUCTION_DIR})`;
      if (filesSeen === 0) {
        this.error(
          `purity:trim-react-router: no file of ${where} reached the plugin (ROUTER_FILE ${ROUTER_FILE} ` +
            'matched no module id): the client build no longer uses the files it rewrites.',
        );
      }
      for (const rewrite of REWRITES) {
        const count = matched.get(rewrite.name) ?? 0;
        if (count < rewrite.expected) {
          this.error(
            `purity:trim-react-router: pattern ${rewrite.name} ${rewrite.pattern} matched ${count} times in ` +
              `${where}, expected at least ${rewrite.expected}. The package's built code changed: check the ` +
              'rewrite against it, measure with `npm run bench:bundle`, then update the expected count.',
          );
        }
      }
    },
  };
}
