import { createRequire } from 'node:module';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// react-dom's client build creates five errors while its module starts: sentinels it throws
// and catches itself (SuspenseException, HydrationMismatchException and three more), found
// again by identity, never shown. While a DevTools session is attached (Lighthouse, which sets
// the budgets, and every automated browser) V8 records a detailed stack trace for each Error
// constructed, and to give it line and column it parses again the whole function the bundler
// wraps react-dom in: the framework chunk's start-up became one task long enough for
// Lighthouse to count it as blocking time (figures: docs/performance.md).
// Each sentinel becomes a plain object with Error's prototype and the same message: the same
// identity checks, `instanceof Error` and message for anyone who catches one by mistake, no
// stack (React never reads it) and no constructor call, so nothing is captured.
//
// The pattern reads react-dom's built code, which can change in any release: the build counts
// the matches and fails, naming the pattern and the installed version, when they are not
// exactly the expected count (docs/decisions/005-build-plugins.md).
const requireHere = createRequire(import.meta.url);
export const REACT_DOM_VERSION = (requireHere('react-dom/package.json') as { version: string }).version;
const REACT_DOM_CLIENT = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const SENTINEL =
  /(?<=^[ \t]*(?:var[ \t]+)?)(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\(/gm;
export const EXPECTED_SENTINELS = 5;
export const SENTINEL_FACTORY = '__purityReactSentinel';
const FACTORY_SOURCE = `\nfunction ${SENTINEL_FACTORY}(message) {\n  var sentinel = Object.create(Error.prototype);\n  sentinel.message = message;\n  return sentinel;\n}\n`;

/** The rewrite alone, for the plugin and its unit test: how many sentinels it replaced. */
export function rewriteSentinels(code: string, id: string): { code: string; map: unknown; count: number } {
  const rewritten = new MagicString(code);
  let count = 0;
  for (const match of code.matchAll(SENTINEL)) {
    const start = match.index + match[1]!.length + ' = '.length;
    rewritten.overwrite(start, start + 'Error'.length, SENTINEL_FACTORY);
    count += 1;
  }
  // A function declaration, hoisted: the sentinels are created at the module's top level.
  if (count > 0) rewritten.append(FACTORY_SOURCE);
  return { code: rewritten.toString(), map: rewritten.generateMap({ source: id, hires: true }), count };
}

export function reactDomSentinels(): Plugin {
  let matched = 0;
  let filesSeen = 0;
  return {
    name: 'purity:react-dom-sentinels',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      matched = 0;
      filesSeen = 0;
    },
    transform(code, id) {
      if (this.environment.name !== 'client' || !REACT_DOM_CLIENT.test(id)) return null;
      filesSeen += 1;
      const result = rewriteSentinels(code, id);
      matched += result.count;
      if (result.count === 0) return null;
      return { code: result.code, map: result.map as never };
    },
    buildEnd(error) {
      if (error || this.environment.name !== 'client') return;
      const where = `react-dom ${REACT_DOM_VERSION}`;
      if (filesSeen === 0)
        this.error(
          `purity:react-dom-sentinels: no file of ${where} reached the plugin (${REACT_DOM_CLIENT} matched ` +
            'no module id): the client build no longer uses the file it rewrites.',
        );
      if (matched !== EXPECTED_SENTINELS)
        this.error(
          `purity:react-dom-sentinels: pattern ${SENTINEL} matched ${matched} times in ${where}, expected ` +
            `${EXPECTED_SENTINELS}. The package's built code changed: check the rewrite against it, measure ` +
            'with `npm run bench:trace`, then update the expected count.',
        );
    },
  };
}
