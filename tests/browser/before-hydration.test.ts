import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { pagePaths } from '../helpers/site-paths';
import { afterAFrame, holdScripts, hydrationScriptsOf, waitForHydration } from '../helpers/browser';
import { test } from '../helpers/browser-fixtures';
import { leadPosts, resetMock } from '../helpers/start-site';
import { expectedLeads, fillGold, withoutEnquiryPopup } from './forms-helpers';
import { API_PATHS } from '../../shared/api-paths';

// On a slow phone the server HTML is on screen, and usable, well before React hydrates it
// (client/boot.ts requests the hydration code only after the page has loaded). What a visitor
// types in that window must survive hydration and be what the form sends.
// And the hydration code waits until the page is on screen, not only drawn: a script that has
// downloaded before the first paint is shown counts, in Lighthouse's model of a phone on 4G, as
// needed for that paint (one such run put /calculator's LCP at 1.9 s against 1.0-1.1 s).

test.beforeEach(({ site }) => resetMock(site.mockUrl));

const phone = { width: 375, height: 740 };

/**
 * /calculator with every script but the tiny boot module (which the document waits for) held
 * back, and its gold form filled in: the page as a slow phone shows it before hydration.
 */
async function goldFilledBeforeHydration(page: Page, siteUrl: string) {
  const releaseScripts = await holdScripts(page, await hydrationScriptsOf(`${siteUrl}/calculator`));
  await page.goto(`${siteUrl}/calculator`, { waitUntil: 'domcontentloaded' });
  const form = page.locator('main form.lead-form--gold');
  await fillGold(form);
  return { form, releaseScripts };
}

/** Holds the gold form's plain post on its way; the function returned lets it go on. */
async function holdPlainPost(page: Page, siteUrl: string): Promise<() => void> {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  // The post's address carries its page's key (?entry=): matched by its path.
  await page.route(
    (url) => url.origin === siteUrl && url.pathname === '/calculator',
    async (route) => {
      if (route.request().method() === 'POST') await answered;
      await route.fallback();
    },
  );
  return answer;
}

/**
 * Lets the first POST reach the site and holds the site's answer back from the page (so the
 * site has the lead while the page still waits); later POSTs go as usual. `siteAnswered`
 * settles once the site has answered.
 */
async function holdFirstPostsAnswer(page: Page, siteUrl: string): Promise<{ siteAnswered: Promise<void> }> {
  let answered!: () => void;
  const siteAnswered = new Promise<void>((resolve) => (answered = resolve));
  let first = true;
  await page.route(
    (url) => url.origin === siteUrl && url.pathname === '/calculator',
    async (route) => {
      if (route.request().method() !== 'POST' || !first) return route.fallback();
      first = false;
      await route.fetch({ maxRedirects: 0 });
      answered();
      // Never fulfilled: the visitor stops the post.
    },
  );
  return { siteAnswered };
}

/**
 * `busy` settles when the gold form is next marked busy. Told from the page itself: while a
 * form's post is on its way, Playwright's calls into the page wait for the next one.
 */
async function goldFormBusy(page: Page): Promise<{ busy: Promise<void> }> {
  let report!: () => void;
  const busy = new Promise<void>((resolve) => (report = resolve));
  await page.exposeFunction('reportGoldFormBusy', report);
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('main form.lead-form--gold')!;
    const watch = new MutationObserver(() => {
      if (form.getAttribute('aria-busy') !== 'true') return;
      watch.disconnect();
      (window as unknown as { reportGoldFormBusy: () => void }).reportGoldFormBusy();
    });
    watch.observe(form, { attributes: true, attributeFilter: ['aria-busy'] });
  });
  return { busy };
}

/** Every POST the page makes, as it makes them: its address and its Idempotency-Key. */
function postsOf(page: Page): { url: URL; key: string | null }[] {
  const posts: { url: URL; key: string | null }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST')
      posts.push({ url: new URL(request.url()), key: request.headers()['idempotency-key'] ?? null });
  });
  return posts;
}

/**
 * A plain post to /calculator with the page's key, then the second send: a plain post again
 * (`plain`) or the hydrated form's (`hydrated`), under the same page key.
 */
function expectOnePageKey(posts: { url: URL; key: string | null }[], second: 'plain' | 'hydrated') {
  const pageKey = posts[0]?.url.searchParams.get('entry');
  expect(pageKey).toMatch(/^\d+-\d+-\d+-\d+$/);
  expect(
    posts.map(({ url, key }) => ({ path: url.pathname, pageKey: url.searchParams.get('entry'), key })),
  ).toEqual([
    { path: '/calculator', pageKey, key: null },
    second === 'plain'
      ? { path: '/calculator', pageKey, key: null }
      : { path: API_PATHS.gold, pageKey: null, key: `page:${pageKey}` },
  ]);
}

/** Once every delivery has its answer, the backend recorded the gold lead that was typed once. */
async function expectTheGoldLeadRecordedOnce(mockUrl: string) {
  await expect
    .poll(async () => (await leadPosts(mockUrl)).every((entry) => entry.status !== undefined))
    .toBe(true);
  const recorded = (await leadPosts(mockUrl)).filter((entry) => !entry.replayed);
  expect(recorded.map(({ path, body }) => ({ path, body }))).toEqual([expectedLeads.gold]);
}

/**
 * The hydrated form's "Query Submitted", its send under the first plain post's page key, and the
 * gold lead recorded once.
 */
async function expectThankedOnceUnderThePageKey(
  page: Page,
  postedTo: { url: URL; key: string | null }[],
  mockUrl: string,
) {
  await expect
    .poll(() => page.getByRole('dialog', { name: 'Query Submitted' }).isVisible(), { timeout: 10_000 })
    .toBe(true);
  expectOnePageKey(postedTo, 'hydrated');
  await expectTheGoldLeadRecordedOnce(mockUrl);
}

/**
 * `busy` settles once React has hydrated the page, with the gold form's aria-busy then; with
 * `pressAgain`, the visitor presses its Submit at that moment. Told from the page itself: while
 * a form's post is on its way, Playwright's calls into the page wait for the next one.
 */
async function atHydration(page: Page, pressAgain: boolean): Promise<{ busy: Promise<string | null> }> {
  let report!: (busy: string | null) => void;
  const busy = new Promise<string | null>((resolve) => (report = resolve));
  await page.exposeFunction('reportHydrated', report);
  await page.evaluate((pressAgain) => {
    const watch = new MutationObserver(() => {
      if (!document.documentElement.dataset.hydrated) return;
      watch.disconnect();
      const form = document.querySelector<HTMLFormElement>('main form.lead-form--gold')!;
      if (pressAgain) form.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
      (window as unknown as { reportHydrated: (busy: string | null) => void }).reportHydrated(
        form.getAttribute('aria-busy'),
      );
    });
    watch.observe(document.documentElement, { attributes: true });
  }, pressAgain);
  return { busy };
}

/** The home page's contact form filled in by its fields' names, as they are in every language. */
async function fillContactInAnyLanguage(form: Locator) {
  await form.locator('[name="full_name"]').fill('Asha Rao');
  await form.locator('[name="phone_number"]').fill('9845012345');
  await form.locator('[name="service_required"]').selectOption({ index: 1 });
}

/** Once every delivery has its answer, the backend recorded one lead. */
async function expectOneLeadRecorded(mockUrl: string) {
  await expect
    .poll(async () => (await leadPosts(mockUrl)).every((entry) => entry.status !== undefined))
    .toBe(true);
  expect((await leadPosts(mockUrl)).filter((entry) => !entry.replayed)).toHaveLength(1);
}

/** The backend received the gold lead that was typed, once. */
async function expectTheGoldLeadOnce(mockUrl: string) {
  const posts = await leadPosts(mockUrl);
  expect(posts.map(({ path, body }) => ({ path, body }))).toEqual([expectedLeads.gold]);
}

/** The page says "Query Submitted", and the backend received the gold lead that was typed, once. */
async function expectThankedForTheGoldLead(page: Page, mockUrl: string) {
  await expect
    .poll(() => page.getByRole('dialog', { name: 'Query Submitted' }).isVisible(), { timeout: 10_000 })
    .toBe(true);
  await expectTheGoldLeadOnce(mockUrl);
}

describe('a form filled in before hydration', () => {
  test('keeps every typed value through hydration and sends exactly them', async ({ site, openPage }) => {
    const { page } = await openPage(phone);
    const { form, releaseScripts } = await goldFilledBeforeHydration(page, site.url);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    releaseScripts();
    await waitForHydration(page);
    await expect.poll(() => form.getByLabel('City').inputValue()).toBe(expectedLeads.gold.body.city);
    expect(await form.getByLabel('Karat').inputValue()).toBe(String(expectedLeads.gold.body.karat_score));

    await form.getByRole('button', { name: 'Submit' }).click();
    await expectThankedForTheGoldLead(page, site.mockUrl);
  });

  test('sent before hydration, stays busy until its answer: a press once hydrated sends nothing more', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage(phone);
    const { form, releaseScripts } = await goldFilledBeforeHydration(page, site.url);
    // Once the page is hydrated, the visitor presses Submit again.
    const secondPress = await atHydration(page, true);
    const answerPost = await holdPlainPost(page, site.url);
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sends.push(new URL(request.url()).pathname);
    });
    await form.getByRole('button', { name: 'Submit' }).click({ noWaitAfter: true });
    await expect.poll(() => sends).toEqual(['/calculator']);

    releaseScripts();
    // Busy: what the button shows, and what the home page's pop-up waits on.
    expect(await secondPress.busy).toBe('true');
    answerPost();
    await page.waitForURL(/[?&]sent=gold/);
    expect(sends).toEqual(['/calculator']);
    await expectTheGoldLeadOnce(site.mockUrl);
  });

  test('sent before hydration and stopped by the visitor, is free to be sent again', async ({
    site,
    openPage,
  }) => {
    const { page, context } = await openPage(phone);
    const { form } = await goldFilledBeforeHydration(page, site.url);
    await holdPlainPost(page, site.url);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await form.getByRole('button', { name: 'Submit' }).click({ noWaitAfter: true });
    await posted;
    // The browser's Stop, while the post waits for its answer.
    await (await context.newCDPSession(page)).send('Page.stopLoading');
    await expect.poll(() => form.getAttribute('aria-busy')).toBeNull();
    const again = page.waitForRequest((request) => request.method() === 'POST');
    await form.getByRole('button', { name: 'Submit' }).click({ noWaitAfter: true });
    await again;
  });

  test.for([
    ['', false],
    [", the tab's storage full", true],
  ] as const)(
    'sent before hydration%s, stopped after the site had it, and sent again: one lead',
    async ([, storageFull], { site, openPage }) => {
      const { page, context } = await openPage(phone);
      // Full: the page key cannot be kept in the tab; the document keeps it.
      if (storageFull)
        await context.addInitScript(() => {
          // Blocks of halving size, down to one character: full to the last byte.
          let item = 0;
          for (let size = 1 << 20; size >= 1; size >>= 1) {
            const block = 'x'.repeat(size);
            try {
              for (;;) sessionStorage.setItem(`f${item++}`, block);
            } catch {
              // Full at this size: on to a smaller one.
            }
          }
        });
      const { form } = await goldFilledBeforeHydration(page, site.url);
      const { siteAnswered } = await holdFirstPostsAnswer(page, site.url);
      const postedTo = postsOf(page);
      await form.getByRole('button', { name: 'Submit' }).click({ noWaitAfter: true });
      await siteAnswered;
      // The visitor gives up waiting: Stop, then Submit again, the page still not hydrated.
      await (await context.newCDPSession(page)).send('Page.stopLoading');
      await expect.poll(() => form.getAttribute('aria-busy')).toBeNull();
      await form.getByRole('button', { name: 'Submit' }).click({ noWaitAfter: true });
      await page.waitForURL(/[?&]sent=gold/);
      expect(await page.getByRole('dialog', { name: 'Query Submitted' }).isVisible()).toBe(true);

      expectOnePageKey(postedTo, 'plain');
      await expectTheGoldLeadRecordedOnce(site.mockUrl);
    },
  );

  test('sent before hydration and stopped once the page hydrated, is free again within a minute, and sent again is one lead', async ({
    site,
    openPage,
  }) => {
    const { page, context } = await openPage(phone);
    // The browser's own clock runs, so the page loads and hydrates; the minute is moved on below.
    await page.clock.install();
    const { form, releaseScripts } = await goldFilledBeforeHydration(page, site.url);
    const hydration = await atHydration(page, false);
    const { siteAnswered } = await holdFirstPostsAnswer(page, site.url);
    const postedTo = postsOf(page);
    await form.getByRole('button', { name: 'Submit' }).click({ noWaitAfter: true });
    await siteAnswered;
    releaseScripts();
    await hydration.busy;
    // The browser's Stop, now that the router has changed the address in the page: no event
    // says the post was stopped.
    await (await context.newCDPSession(page)).send('Page.stopLoading');
    expect(await form.getAttribute('aria-busy')).toBe('true');
    await page.clock.fastForward(60_000);
    await expect.poll(() => form.getAttribute('aria-busy')).toBeNull();
    // Sent again from the hydrated page: by the hydrated form, with its own checks and dialog,
    // under the page's key, and busy until its answer.
    const { busy } = await goldFormBusy(page);
    await form.getByRole('button', { name: 'Submit' }).click({ noWaitAfter: true });
    await busy;
    await expectThankedOnceUnderThePageKey(page, postedTo, site.mockUrl);
  });

  test('sent before hydration, then sent again from the page that Back loads anew, hydrated by then: one lead', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage(phone);
    const { form, releaseScripts } = await goldFilledBeforeHydration(page, site.url);
    const postedTo = postsOf(page);
    await form.getByRole('button', { name: 'Submit' }).click({ noWaitAfter: true });
    await page.waitForURL(/[?&]sent=gold/);
    releaseScripts();
    // Playwright's Chromium keeps no page in its back/forward cache, as a phone short of memory
    // may not: Back loads the form's page as a new document, which hydrates.
    await page.goBack();
    await waitForHydration(page);
    // The same words: the browser's own refill, or the visitor's. A name left out first: the
    // hydrated form says so in the page, and sends nothing.
    await fillGold(form);
    await form.getByLabel('Full Name').fill('');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => form.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(postedTo).toHaveLength(1);
    await fillGold(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectThankedOnceUnderThePageKey(page, postedTo, site.mockUrl);
  });

  test("sent before hydration from a language's home page at its address without the slash, then from the page Back loads anew: one lead", async ({
    site,
    openPage,
  }) => {
    const { page, context } = await openPage(phone);
    await withoutEnquiryPopup(context);
    // The site's own Home links on Tamil pages go to /ta, whose forms post to /ta/.
    const releaseScripts = await holdScripts(page, await hydrationScriptsOf(`${site.url}/ta`));
    await page.goto(`${site.url}/ta`, { waitUntil: 'domcontentloaded' });
    const form = page.locator('main form.lead-form--contact');
    await fillContactInAnyLanguage(form);
    const postedTo = postsOf(page);
    await form.locator('button[type="submit"]').click({ noWaitAfter: true });
    await page.waitForURL(/[?&]sent=contact/);
    releaseScripts();
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/ta');
    await waitForHydration(page);
    await fillContactInAnyLanguage(form);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => postedTo.length).toBe(2);
    expect(postedTo[0]!.url.pathname).toBe('/ta/');
    expect(postedTo[1]!.key).toBe(`page:${postedTo[0]!.url.searchParams.get('entry')}`);
    await expectOneLeadRecorded(site.mockUrl);
  });

  test.for([
    { path: '/calculator', again: '/calculator', kind: 'gold', postsTo: '/calculator' },
    // The site's own Home links on Tamil pages go to /ta, whose forms post to /ta/; its language
    // links go to /ta/. The same page at another address: the footer's Home link is /home.
    { path: '/ta', again: '/ta', kind: 'contact', postsTo: '/ta/' },
    { path: '/ta', again: '/ta/', kind: 'contact', postsTo: '/ta/' },
    { path: '/', again: '/home', kind: 'contact', postsTo: '/home' },
    // The same words from another page are the same lead too, as between hydrated forms.
    { path: '/', again: '/ta/', kind: 'contact', postsTo: '/ta/' },
  ] as const)(
    'sent once $path had hydrated, then sent again from $again loaded anew before it hydrates: one lead',
    async ({ path, again, kind, postsTo }, { site, openPage }) => {
      const { page, context } = await openPage(phone);
      await withoutEnquiryPopup(context);
      await page.goto(`${site.url}${path}`);
      await waitForHydration(page);
      const form = page.locator(`main form.lead-form--${kind}`);
      const fill = () => (kind === 'gold' ? fillGold(form) : fillContactInAnyLanguage(form));
      await fill();
      const postedTo = postsOf(page);
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => page.getByRole('dialog').isVisible(), { timeout: 10_000 }).toBe(true);
      // Loaded anew (a reload, or Back to a page the browser did not keep) on a slow phone: the
      // visitor, unsure it went, sends the same words again before the page hydrates.
      const releaseScripts = await holdScripts(page, await hydrationScriptsOf(`${site.url}${again}`));
      await page.goto(`${site.url}${again}`, { waitUntil: 'domcontentloaded' });
      await fill();
      await form.locator('button[type="submit"]').click({ noWaitAfter: true });
      await page.waitForURL(new RegExp(`[?&]sent=${kind}`));
      releaseScripts();

      const pageKey = postedTo[1]?.url.searchParams.get('entry');
      expect(pageKey).toMatch(/^\d+-\d+-\d+-\d+$/);
      expect(
        postedTo.map(({ url, key }) => ({ path: url.pathname, pageKey: url.searchParams.get('entry'), key })),
      ).toEqual([
        { path: API_PATHS[kind], pageKey: null, key: `page:${pageKey}` },
        { path: postsTo, pageKey, key: null },
      ]);
      await expectOneLeadRecorded(site.mockUrl);
    },
  );

  test('still hydrates when an image above the fold never finishes loading', async ({ site, openPage }) => {
    const { page } = await openPage(phone);
    // The page's own illustration stalls, so window 'load' never fires.
    await page.route(/\/assets\/[^/]+\.svg$/, () => new Promise(() => {}));
    await page.goto(`${site.url}/career`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });
});

describe('hydration code that never arrives', () => {
  test('leaves the server page working as without JavaScript, with no uncaught error', async ({
    site,
    openPage,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource/);
    const { page } = await openPage(phone);
    await page.route(await hydrationScriptsOf(`${site.url}/faq`), (route) =>
      route.abort('internetdisconnected'),
    );
    const entryFailed = page.waitForEvent('requestfailed', (request) =>
      /\/entry-client-[^/]+\.js$/.test(request.url()),
    );
    await page.goto(`${site.url}/faq`);
    await entryFailed;
    // An unhandled rejection of the failed import is reported in the task after its reactions.
    await afterAFrame(page);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.getByRole('button', { name: /menu/i }).click();
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Branches' })
        .isVisible(),
    ).toBe(true);
  });
});

describe('a page title chunk that never arrives', () => {
  test('still navigates in the app, with no uncaught error', async ({ site, page, allowProblems }) => {
    allowProblems(/Failed to load resource/);
    await page.goto(`${site.url}/faq`);
    await waitForHydration(page);
    await page.route(/\/assets\/page-head-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    const headFailed = page.waitForEvent('requestfailed', (request) =>
      /\/page-head-[^/]+\.js$/.test(request.url()),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Branches' }).click();
    await headFailed;
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/branches');
    // An unhandled rejection of the failed import is reported in the task after its reactions.
    await afterAFrame(page);
  });
});

describe('the hydration code', () => {
  test.for([...pagePaths])(
    '%s: is requested only after the first contentful paint is on screen',
    async (path, { site, openPage }) => {
      const { page } = await openPage(phone);
      await page.goto(site.url + path);
      await waitForHydration(page);
      const timings = await page.evaluate(() => ({
        // Chromium stamps a paint entry with the time its frame was presented.
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      expect(timings.firstContentfulPaint).not.toBeNull();
      const [boot, ...hydration] = timings.scripts;
      expect(boot!.startTime).toBeLessThan(timings.firstContentfulPaint!);
      expect(hydration.length).toBeGreaterThan(1);
      for (const script of hydration)
        expect(script.startTime, script.name).toBeGreaterThan(timings.firstContentfulPaint!);
    },
  );
});
