import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { pagePaths } from '../helpers/site-paths';
import { locales } from '../../shared/locales';

// The size budgets of docs/performance.md (first-load JS <= 95 kB gzip on the home page, <= 85 kB elsewhere, CSS
// <= 20 kB), in every language, checked on every test run by the benchmark itself, so the figures docs/performance.md
// quotes and the ones that guard main come from one measurement. Sizes of a build are deterministic,
// unlike timings. Without this, a change to the shell once took /career over its budget and
// nothing noticed until the next benchmark pass. `npm test` builds before it runs the tests.

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx');

describe('first-load JS and CSS budgets', () => {
  it(
    'every route of the production build is within budget (npm run bench:bundle)',
    { timeout: 90_000 },
    async () => {
      const result = await promisify(execFile)(tsx, ['bench/bundle.ts'], {
        cwd: projectRoot,
        timeout: 80_000,
      }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({
          code: error.code ?? -1,
          stdout: `${error.stdout ?? ''}${error.stderr ?? ''}`,
        }),
      );
      const summary = result.stdout.split('\n').find((line) => line.startsWith('bench:bundle: '));
      expect(summary, `the benchmark's summary line, in:\n${result.stdout}`).toContain(
        `bench:bundle: ${pagePaths.length * locales.length} routes`,
      );
      // On failure the line names each route over budget and by how many bytes.
      expect(summary).toMatch(/all within budget/);
      expect(result.code, result.stdout).toBe(0);
    },
  );
});
