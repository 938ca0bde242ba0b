import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePaths } from '../helpers/site-paths';
import { startSite, type RunningSite } from '../helpers/start-site';
import { decodeEntities } from '../helpers/decode-entities';

// What an independent link checker does with `npm start`: every page of the route table, and
// every URL its server HTML names (links, form actions, images, icons, the sprite, scripts,
// share images, JSON-LD, the hydration file list, CSS url()s), fetched from the running site.
// A #fragment must name an id on the page it points at.

let site: RunningSite;
const pages = new Map<string, string>();

// Every page in every language, the first rendered ones among them: a minute, not the default.
beforeAll(async () => {
  site = await startSite();
  const responses = await Promise.all(
    pagePaths.map(async (path) => {
      const response = await fetch(site.url + path);
      return { path, status: response.status, html: await response.text() };
    }),
  );
  for (const { path, status, html } of responses) {
    expect(status, path).toBe(200);
    pages.set(path, html);
  }
}, 60_000);
afterAll(() => site?.close());

interface NamedUrl {
  value: string;
  /** Links and assets in markup; JSON-LD `@id`s are names, not places on a page. */
  fragmentIsAPlace: boolean;
}

/** Every string in a JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every URL a page names, as written. */
function urlsIn(html: string): NamedUrl[] {
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
  const inMarkup: string[] = [];
  for (const [, value] of markup.matchAll(/\s(?:href|src|action|poster)="([^"]*)"/g))
    inMarkup.push(decodeEntities(value!));
  for (const [, value] of markup.matchAll(/\scontent="((?:\/|https?:)[^"]*)"/g))
    inMarkup.push(decodeEntities(value!));
  for (const [, list] of markup.matchAll(/\ssrcset="([^"]*)"/g))
    inMarkup.push(
      ...decodeEntities(list!)
        .split(',')
        .map((entry) => entry.trim().split(/\s+/)[0]!),
    );
  for (const [, value] of markup.matchAll(/url\(["']?([^"')]+)["']?\)/g)) inMarkup.push(value!);
  // JSON-LD and the hydration file list.
  const inJson = [...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)]
    .flatMap(([, json]) => stringsIn(JSON.parse(json!)))
    .filter((value) => /^(?:\/|https?:\/\/)/.test(value));
  return [
    ...inMarkup
      .filter((value) => /^(?:\/|\?|#|[a-z][a-z0-9+.-]*:)/i.test(value))
      .map((value) => ({ value, fragmentIsAPlace: true })),
    ...inJson.map((value) => ({ value, fragmentIsAPlace: false })),
  ];
}

const idsOf = (html: string) =>
  new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => decodeEntities(id!)));

describe('link check of the server HTML', () => {
  // Its work grows with every page and language the site gains: a minute, not the default.
  it(
    'finds every URL of this site answering 200, and every #fragment on its page',
    { timeout: 60_000 },
    async () => {
      const sameSite = new Map<string, string>();
      const fragments: { from: string; page: string; id: string }[] = [];
      const offSite = new Set<string>();
      for (const [path, html] of pages) {
        for (const { value, fragmentIsAPlace } of urlsIn(html)) {
          const url = new URL(value, site.url + path);
          if (url.origin !== site.url) {
            offSite.add(url.href);
            continue;
          }
          if (fragmentIsAPlace && url.hash.length > 1)
            fragments.push({ from: path, page: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
          sameSite.set(url.pathname + url.search, path);
        }
      }
      // A page should name plenty: links, assets and scripts of all kinds.
      expect(sameSite.size).toBeGreaterThan(50);

      // Eight at a time, as a link checker does: one by one, the site's thousand-odd URLs in five
      // languages took most of the test's time limit on a busy machine.
      const broken: string[] = [];
      const queue = [...sameSite];
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const [target, from] = next;
            const response = await fetch(site.url + target, { redirect: 'follow' });
            if (response.status !== 200) broken.push(`${target} (on ${from}): ${response.status}`);
            await response.arrayBuffer();
          }
        }),
      );
      expect(broken.sort()).toEqual([]);

      const missing: string[] = [];
      for (const { from, page, id } of fragments) {
        const html = pages.get(page) ?? (await (await fetch(site.url + page)).text());
        if (!idsOf(html).has(id)) missing.push(`${page}#${id} (on ${from})`);
      }
      expect(missing).toEqual([]);

      // Off-site links cannot be fetched here (no internet): they must at least be well-formed
      // and use a scheme a phone can open.
      for (const href of offSite)
        expect(href, href).toMatch(
          /^(?:https:\/\/[^/\s]+\.[a-z]{2,}\/|tel:\+91\d{10}$|mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}|whatsapp:|https:\/\/wa\.me\/)/,
        );
    },
  );
});
