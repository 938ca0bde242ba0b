import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPaths } from '../../shared/site-pages';
import { pagePaths } from '../helpers/site-paths';
import { startSite, type RunningSite } from '../helpers/start-site';
import { localePath, locales } from '../../shared/locales';

// The server HTML of every route (and the 404 page) through the W3C Nu HTML Checker, with the
// machine's Java. The JVM starts slowly, so all pages go through one run. The form pages also
// go in as a no-JavaScript visitor sees them after posting: an empty form comes back with its
// field messages and the failure dialog open, a sent one with the success dialog open.

const VNU_JAR = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  'vnu-jar',
  'build',
  'dist',
  'vnu.jar',
);
// The checker's CSS grammar (its latest release, 26.9.27) predates CSS Scroll-driven Animations,
// which Chrome and Safari ship: it calls these two properties unknown. That one message, for
// these two properties only, is set aside; anything else about the CSS still fails.
const CHECKER_GAP = /^CSS: “(animation-timeline|animation-range)”: Property “\1” doesn't exist\.$/;

const ENGLISH_PATHS = [
  ...pagePaths,
  '/no-such-page',
  '/faq?tab=rent',
  '/branches?q=563101',
  '/branches?q=12345',
];
// Every route in every language, with the same checks.
const PATHS = locales.flatMap((locale) => ENGLISH_PATHS.map((path) => localePath(locale, path)));

interface CheckedPage {
  label: string;
  path: string;
  init: RequestInit;
}

const FORM_STATES: CheckedPage[] = locales
  .flatMap((locale) => formPaths.map(([path, kind]) => [localePath(locale, path), kind] as const))
  .flatMap(([page, kind]) => [
    // A browser posts the career form as multipart (it carries a file) and the others url-encoded.
    {
      label: `${page} after an empty post`,
      path: page,
      init: { method: 'POST', body: kind === 'career' ? new FormData() : new URLSearchParams() },
    },
    {
      label: `${page}?sent=${kind}`,
      path: `${page}?sent=${kind}`,
      // As the browser that sent the form has it (server/leads/success-cookie.ts).
      init: { headers: { cookie: `lead-sent=${kind}:${page}` } },
    },
  ]);

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let site: RunningSite;
let dir: string;
beforeAll(async () => {
  site = await startSite();
  dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
});
afterAll(async () => {
  await site?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-Xss4m', '-jar', VNU_JAR, '--format', 'json', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // vnu exits 1 when it found errors; the JSON says which.
        if (!stdout.trim()) {
          reject(error ?? new Error(`vnu printed nothing: ${stderr}`));
          return;
        }
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
      },
    );
  });
}

describe('Nu HTML Checker', () => {
  it(
    'finds no errors in the server HTML of any route, nor of the form pages after a post',
    // One JVM checks every page; beside the other suites on a busy machine it takes several
    // times as long as alone, so the limit allows for that.
    { timeout: 300_000 },
    async () => {
      const files = new Map<string, string>();
      const pages: CheckedPage[] = [
        ...PATHS.map((route) => ({ label: route, path: route, init: {} })),
        ...FORM_STATES,
      ];
      for (const [i, page] of pages.entries()) {
        const response = await fetch(site.url + page.path, page.init);
        const html = await response.text();
        // Guards the premise: a state that failed to render would be checked as some other page.
        if (page.init.method === 'POST')
          expect(html.includes('aria-invalid="true"'), `${page.label} shows field messages`).toBe(true);
        if (page.path.includes('?sent='))
          expect(
            /<dialog class="site-dialog site-dialog--success"[^>]* open/.test(html),
            `${page.label} opens the success dialog`,
          ).toBe(true);
        const file = path.join(dir, `${i}.html`);
        writeFileSync(file, html);
        files.set(file, page.label);
      }
      const messages = await runVnu([...files.keys()]);
      const errors = messages.filter(
        (m) => (m.type === 'error' || m.type === 'non-document-error') && !CHECKER_GAP.test(m.message),
      );
      const readable = errors.map((m) => {
        const file = decodeURIComponent(m.url.replace(/^file:/, ''));
        return `${files.get(file) ?? m.url} line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\n/g, ' ')}` : ''}`;
      });
      if (readable.length) console.error(`Nu HTML Checker errors:\n${readable.join('\n')}`);
      expect(readable).toEqual([]);
    },
  );
});
