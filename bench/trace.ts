// npm run bench:trace [-- --routes /,/faq] [--cpu 1,4,13] [--loads 3] [--min 10] [--thread-time]
//                      [--wait 8000] [--save /tmp/traces] [--block-js] [--block-svg] [--css 'rules']
// Where the main thread's time goes while a page loads, without Lighthouse: the production
// build, Debian's Chromium through playwright-core, Lighthouse's mobile viewport, the CPU
// slowed with Emulation.setCPUThrottlingRate (each rate of --cpu, --loads times), and a
// Chromium trace of the load and --wait ms after it. Prints every task of the page's main
// thread of --min ms or more (50 unless told: what Lighthouse counts towards TBT), when it
// started, the trace events that took its time and the script it ran, then the main thread's
// self time by event name.
// Lighthouse's default mode does not slow the page down: it records it at full speed and
// multiplies the tasks of 10 ms or more it saw, so at --cpu 1 the tasks of 10 ms or more are
// what its blocking time is made of. --thread-time reads each event's CPU time instead of its
// wall time, which keeps a busy shared machine's other work out of the figures.
// --save keeps the raw traces (Chrome DevTools' Performance panel opens them); --block-js
// and --block-svg load the page without its scripts or without its SVG files; --css adds rules at the end of the page's <head>, to
// try a style change without a build. BENCH_DIST=<copy of a dist/> serves another build (A/B).
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { onExit, parseArgs, startProductionSite, type SiteProcess } from './lib/site-process';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

const options = parseArgs(process.argv.slice(2));
const routes = options.get('routes')?.split(',') ?? ['/'];
const rates = (options.get('cpu') ?? '4,13').split(',').map(Number);
const waitMs = Number(options.get('wait') ?? 8000);
const saveDir = options.get('save');
const minTaskMs = Number(options.get('min') ?? 50);
const loads = Math.max(1, Number(options.get('loads') ?? 1));
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'toplevel',
].join(',');

/** Self time of each event name inside one task (children's time taken out), largest first. */
function selfTimes(events: TraceEvent[]): Map<string, number> {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const stack: { event: TraceEvent; end: number; childTime: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      const self = (done.event.dur ?? 0) - done.childTime;
      totals.set(done.event.name, (totals.get(done.event.name) ?? 0) + self / 1000);
      if (stack.length) stack.at(-1)!.childTime += done.event.dur ?? 0;
    }
  };
  for (const event of sorted) {
    close(event.ts);
    stack.push({ event, end: event.ts + (event.dur ?? 0), childTime: 0 });
  }
  close(Infinity);
  return totals;
}

const top = (totals: Map<string, number>, n: number, min = 1) =>
  [...totals]
    .filter(([, ms]) => ms >= min)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');

let site: SiteProcess | null = null;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
onExit(() => void browser.close());
try {
  site = await startProductionSite();
  for (const route of routes) {
    for (const rate of rates.flatMap((r) => Array<number>(loads).fill(r))) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      if (options.has('block-js')) await page.route('**/*.js', (r) => r.abort());
      if (options.has('block-svg')) await page.route('**/*.svg', (r) => r.abort());
      const extraCss = options.get('css');
      if (extraCss)
        await page.route(site.url + route, async (request) => {
          const response = await request.fetch();
          const original = await response.text();
          // The page's CSP admits only styles that carry its nonce: borrow it, or the rules are ignored.
          const nonce = /<style nonce="([^"]+)"/.exec(original)?.[1];
          if (!nonce) throw new Error(`--css: no <style nonce> in ${route} to borrow the nonce from`);
          const html = original.replace('</head>', `<style nonce="${nonce}">${extraCss}</style></head>`);
          await request.fulfill({ response, body: html });
        });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (data) => {
        events.push(...(data.value as unknown as TraceEvent[]));
      });
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
      await page.goto(site.url + route, { waitUntil: 'load' });
      await page.waitForTimeout(waitMs);
      await cdp.send('Tracing.end');
      await complete;
      await context.close();
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const file = path.join(saveDir, `${route.replace(/\W/g, '_') || 'root'}-x${rate}.json`);
        writeFileSync(file, JSON.stringify({ traceEvents: events }));
      }
      // The page's renderer: the process whose main thread committed the navigation.
      const threadNames = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
      const mains = threadNames.filter((e) => e.args?.name === 'CrRendererMain');
      const parsedHere = (m: TraceEvent) =>
        events.some(
          (e) =>
            e.pid === m.pid &&
            e.tid === m.tid &&
            e.name === 'ParseHTML' &&
            String((e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url ?? '').startsWith(
              site!.url,
            ),
        );
      const byMain = mains.find(parsedHere) ?? mains[0];
      if (!byMain) throw new Error('no renderer main thread in the trace');
      // --thread-time: each event's CPU time instead of its wall time, so that other work on a
      // busy machine (which stretches wall time) weighs less. Start times stay wall-clock.
      const main = events
        .filter((e) => e.pid === byMain.pid && e.tid === byMain.tid && e.ph === 'X' && e.dur !== undefined)
        .map((e) => (options.has('thread-time') && e.tdur !== undefined ? { ...e, dur: e.tdur } : e));
      // Top-level tasks only: a task's own RunTask events nest inside it.
      const allTasks = main
        .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
        .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
      const tasks: TraceEvent[] = [];
      for (const task of allTasks) {
        const last = tasks.at(-1);
        if (!last || task.ts >= last.ts + last.dur!) tasks.push(task);
      }
      const start =
        main.find((e) => e.name === 'ResourceSendRequest' || e.name === 'ParseHTML')?.ts ?? tasks[0]!.ts;
      const long = tasks.filter((t) => (t.dur ?? 0) >= minTaskMs * 1000);
      const inside = (t: TraceEvent) =>
        main.filter((e) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0));
      const blocking = long.reduce((n, t) => n + Math.max(0, t.dur! / 1000 - 50), 0);
      console.log(
        `\n${route} at ${rate}x: ${long.length} tasks of ${minTaskMs} ms or more (${(long.reduce((n, t) => n + t.dur!, 0) / 1000).toFixed(0)} ms), ${blocking.toFixed(0)} ms over 50 ms in all; main-thread busy ${(tasks.reduce((n, t) => n + t.dur!, 0) / 1000).toFixed(0)} ms`,
      );
      for (const task of long) {
        const within = inside(task);
        // Which script ran, if any: the first function call or module evaluation's URL.
        const script = within
          .map((e) => {
            const data = e.args?.data as { url?: string; functionName?: string } | undefined;
            return data?.url
              ? `${data.url.replace(site!.url, '')}${data.functionName ? ` ${data.functionName}` : ''}`
              : '';
          })
          .find(Boolean);
        console.log(
          `  ${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur! / 1000).toFixed(1).padStart(6)} ms: ${top(selfTimes(within), 8, 0.5)}${script ? ` [${script}]` : ''}`,
        );
      }
      console.log(`  all self time (ms): ${top(selfTimes(main), 25, 5)}`);
    }
  }
} finally {
  await browser.close();
  await site?.stop();
}
