// npm run bench:hydration [-- --routes /,/branches?q=Hubballi] [--runs 7] [--cpu 4] [--latency 150]
//                          [--kbps 1600] [--baseline /tmp/old-dist] [--json out.json]
// How long a page takes to become usable on a slow phone: from the start of its navigation
// until React has hydrated it (<html data-hydrated="true">, client/app/hydration-marker.tsx),
// and until the browser's load event, for comparison. The production build, Debian's Chromium
// through playwright-core, Lighthouse's mobile viewport, the CPU slowed --cpu times (4 unless
// told) and the network emulated by Chromium itself: --latency ms added to each request (150
// unless told; Chromium adds it once per request, not per round trip of its connection), and
// --kbps kilobits per second each way (1,600 unless told). That is Lighthouse's slow-4G
// bandwidth with a shorter wait per request than its request-level setting (562.5 ms), so the
// figures are those of a better connection than Lighthouse's. Each load is cold: a fresh
// browser context, nothing cached, after one load of each build that is not counted (the
// server's and Chromium's first work). Every route is loaded --runs times (7 unless told);
// each run and the median are printed. With --baseline <a copy of another build's dist/>, that
// build is served too and loaded in turn with this one, the order swapped every run, so both
// meet the same moments of a busy machine.
// Lighthouse reports no hydration time: this is the figure for what a change to the order of
// the page's downloads (which files boot.ts asks for, and when) gains or loses.
import { chromium, type Browser } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { onExit, parseArgs, startProductionSite, table, type SiteProcess } from './lib/site-process';

const options = parseArgs(process.argv.slice(2));
const routes = options.get('routes')?.split(',') ?? ['/', '/branches?q=Hubballi'];
const runs = Math.max(1, Number(options.get('runs') ?? 7));
const cpuRate = Number(options.get('cpu') ?? 4);
const latencyMs = Number(options.get('latency') ?? 150);
const bytesPerSecond = (Number(options.get('kbps') ?? 1600) * 1000) / 8;
const baselineDir = options.get('baseline');
const jsonOut = options.get('json');

type Build = 'this' | 'baseline';

interface Load {
  route: string;
  build: Build;
  hydratedMs: number;
  loadMs: number;
}

/** Records when <html> is marked hydrated, in the page's own time (ms since navigation start). */
const HYDRATION_CLOCK = `
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.hydrated !== 'true') return;
    window.__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
`;

async function loadOnce(browser: Browser, siteUrl: string, route: string, build: Build): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(HYDRATION_CLOCK);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(siteUrl + route, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => '__hydratedAt' in window, undefined, {
      timeout: 60_000,
      // Not every frame: the page's main thread is what is being timed.
      polling: 250,
    });
    const { hydratedMs, loadMs } = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        hydratedMs: (window as unknown as { __hydratedAt: number }).__hydratedAt,
        loadMs: navigation.loadEventStart,
      };
    });
    return { route, build, hydratedMs, loadMs };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

let site: SiteProcess | null = null;
let baselineSite: SiteProcess | null = null;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
onExit(() => void browser.close());
const loads: Load[] = [];
try {
  site = await startProductionSite();
  if (baselineDir) baselineSite = await startProductionSite({}, baselineDir);
  const builds: [Build, SiteProcess][] = [['this', site]];
  if (baselineSite) builds.push(['baseline', baselineSite]);
  for (const [build, served] of builds) await loadOnce(browser, served.url, routes[0]!, build);
  for (const route of routes)
    for (let run = 0; run < runs; run++) {
      const order = run % 2 === 0 ? builds : [...builds].reverse();
      for (const [build, served] of order) loads.push(await loadOnce(browser, served.url, route, build));
    }
} finally {
  await browser.close();
  await site?.stop();
  await baselineSite?.stop();
}

console.log(
  `CPU ${cpuRate}x, ${latencyMs} ms added to each request, ${bytesPerSecond / 125} kbit/s, ` +
    `${runs} cold loads each; ms from the start of navigation`,
);
const rows = routes.flatMap((route) =>
  (baselineDir ? (['baseline', 'this'] as const) : (['this'] as const)).map((build) => {
    const mine = loads.filter((load) => load.route === route && load.build === build);
    return [
      route,
      build,
      Math.round(median(mine.map((load) => load.hydratedMs))),
      mine.map((load) => Math.round(load.hydratedMs)).join(' '),
      Math.round(median(mine.map((load) => load.loadMs))),
    ];
  }),
);
console.log(
  table(['Route', 'Build', 'Hydrated (median)', 'Hydrated (each run)', 'Load event (median)'], rows),
);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(loads, null, 2));
