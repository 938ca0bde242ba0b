// npm run bench:test-browser [-- --loads 20] [--rounds 3]
// What a browser test costs in each of Debian's two Chromium builds: the full browser and the
// headless shell the browser tests drive (docs/decisions/037-test-run-time.md). Each round opens,
// per build in turn, `--loads` fresh contexts as the tests do (one per test), loads a page of the
// production build in each and waits for hydration, then closes the browser. Prints, per build,
// the median wall time and the median CPU time of the browser's processes (user + system, read
// from this process's reaped children), in total and per page load.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from '../scripts/chromium';
import { templatePaths } from '../tests/helpers/site-paths';
import { parseArgs, startProductionSite, table } from './lib/site-process';

const options = parseArgs(process.argv.slice(2));
const loads = Number(options.get('loads') ?? 20);
const rounds = Number(options.get('rounds') ?? 3);
const BUILDS = [
  { name: 'chromium-headless-shell', path: HEADLESS_SHELL_PATH, args: HEADLESS_SHELL_ARGS },
  { name: 'chromium (full)', path: CHROMIUM_PATH, args: CHROMIUM_ARGS },
];
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) of this process's children that have ended and been reaped. */
function reapedChildrenCpu(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime are fields 16 and 17 of proc(5), 14 and 15 after the name.
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND;
}

async function measure(build: (typeof BUILDS)[number], url: string) {
  const cpuBefore = reapedChildrenCpu();
  const start = performance.now();
  const browser = await chromium.launch({ executablePath: build.path, args: build.args });
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(url + templatePaths[i % templatePaths.length]);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await context.close();
  }
  await browser.close();
  return { wall: (performance.now() - start) / 1000, cpu: reapedChildrenCpu() - cpuBefore };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const site = await startProductionSite();
try {
  const results = new Map(BUILDS.map((build) => [build.name, [] as { wall: number; cpu: number }[]]));
  for (let round = 1; round <= rounds; round++)
    for (const build of BUILDS) {
      const result = await measure(build, site.url);
      results.get(build.name)!.push(result);
      console.log(
        `round ${round}, ${build.name}: ${result.wall.toFixed(1)} s, CPU ${result.cpu.toFixed(1)} s`,
      );
    }
  console.log(`\n${loads} page loads per round, ${rounds} rounds, medians:\n`);
  console.log(
    table(
      ['Build', 'Wall s', 'Browser CPU s', 'CPU ms per load'],
      BUILDS.map((build) => {
        const runs = results.get(build.name)!;
        const cpu = median(runs.map((run) => run.cpu));
        return [
          build.name,
          median(runs.map((run) => run.wall)).toFixed(1),
          cpu.toFixed(1),
          Math.round((cpu / loads) * 1000),
        ];
      }),
    ),
  );
} finally {
  await site.stop();
}
