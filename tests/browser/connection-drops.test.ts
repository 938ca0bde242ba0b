// The visitor's connection drops while code the page needs after its first load is on its way:
// the page's own chunk as it loads, or the next page's chunk on a click while a lead waits.
// Nothing typed and no lead may be lost, and the page must never reload itself in a loop.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { hydrateUnderClock, installStoppedClock, waitForHydration } from '../helpers/browser';
import { test } from '../helpers/browser-fixtures';
import { leadPosts } from '../helpers/start-site';
import { contactLead, fillContact, openLeadTestPage } from './forms-helpers';

const PARTNER_PAGE_CODE = /\/assets\/partner-page-[\w-]+\.js$/;
const ABOUT_PAGE_CODE = /\/assets\/about-page-[\w-]+\.js$/;

/** Opens the home page, hydrated; then counts the documents the tab loads (a reload is one). */
async function fromHydratedHome(page: Page, siteUrl: string): Promise<() => number> {
  await page.goto(siteUrl + '/');
  await waitForHydration(page);
  let loaded = 0;
  page.on('load', () => loaded++);
  return () => loaded;
}

const clickAbout = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();

const aboutShown = (page: Page) =>
  expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
    .toMatch(/About/);

/**
 * After a click that could not reach the site: the home page is still there, and once every
 * request goes through again the click completes, in the page, without loading a document.
 */
async function stayedThenCompleted(page: Page, documentsLoaded: () => number) {
  expect(await page.locator('main form.lead-form--inline').count()).toBe(1);
  await page.unroute('**/*');
  await aboutShown(page);
  expect(documentsLoaded()).toBe(0);
}

describe('when the connection drops', () => {
  test("as a page's own code loads, the page stays as it is (no reload), keeps what was typed and hydrates once the code can be had", async ({
    site,
    openPage,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    const { page } = await openPage({ width: 390, height: 844 });
    await page.route(PARTNER_PAGE_CODE, (route) => route.abort('internetdisconnected'));
    let documentsLoaded = 0;
    page.on('load', () => documentsLoaded++);
    const failures = (async () => {
      for (let failed = 0; failed < 2;) {
        const request = await page.waitForEvent('requestfailed', { timeout: 15_000 });
        if (PARTNER_PAGE_CODE.test(request.url())) failed++;
      }
    })();
    await page.goto(site.url + '/partner');
    const name = page.getByLabel('Full Name');
    await name.fill('Typed before the code came');
    // Its first fetch failed, and so did the next try: the page was never loaded again.
    await failures;
    expect(documentsLoaded).toBe(1);
    expect(await name.inputValue()).toBe('Typed before the code came');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await page.unroute(PARTNER_PAGE_CODE);
    await waitForHydration(page);
    expect(documentsLoaded).toBe(1);
    expect(await name.inputValue()).toBe('Typed before the code came');
  });

  test("as the page's first code loads, the page stays as without JavaScript and hydrates once the browser is back online", async ({
    site,
    openPage,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    const { page, context } = await openPage({ width: 390, height: 844 });
    const FRAMEWORK_CODE = /\/assets\/framework-[\w-]+\.js$/;
    await page.route(FRAMEWORK_CODE, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', {
      predicate: (request) => FRAMEWORK_CODE.test(request.url()),
      timeout: 15_000,
    });
    await page.goto(site.url + '/calculator');
    await failed;
    const hydrated = () => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
    expect(await hydrated()).toBe(false);

    await page.unroute(FRAMEWORK_CODE);
    // The connection comes back. Toggled until the page hears it: its retry waits for the
    // browser's 'online', which only comes once the failure has reached the page.
    await expect
      .poll(async () => {
        await context.setOffline(true);
        await context.setOffline(false);
        return hydrated();
      })
      .toBe(true);
    await waitForHydration(page);
  });

  test('on a click to another page while a lead waits for it, the page and the lead stay, and both go on once back online', async ({
    site,
    openPage,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    const { page, context } = await openLeadTestPage(site.mockUrl, openPage, { width: 1280, height: 900 });
    await page.goto(site.url + '/');
    await waitForHydration(page);
    const form = page.locator('main form.lead-form--inline');
    const dialogCode = page.waitForResponse((response) => /\/assets\/result-dialog-/.test(response.url()));
    await fillContact(form);
    await dialogCode;

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Submit' }).click();
    const offline = page.getByRole('dialog', { name: 'No Internet Connection' });
    await offline.getByRole('button', { name: 'OK' }).click();
    const aboutCodeFailed = page.waitForEvent('requestfailed', (request) =>
      ABOUT_PAGE_CODE.test(request.url()),
    );
    await clickAbout(page);
    await aboutCodeFailed;
    // Still the home page, its form and its waiting lead, not the browser's offline page.
    expect(await form.getByLabel('Full Name').inputValue()).toBe(contactLead.full_name);

    await context.setOffline(false);
    await page.getByRole('dialog', { name: 'Query Submitted' }).waitFor({ timeout: 10_000 });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/about');
    await expect
      .poll(
        async () =>
          (await leadPosts(site.mockUrl)).filter(
            (post) =>
              post.path === API_PATHS.contact &&
              !post.replayed &&
              (post.body as { full_name?: unknown }).full_name === contactLead.full_name,
          ).length,
      )
      .toBe(1);
  });

  test('on a click while the site cannot be reached though the browser says it is online, the page stays and the click completes once it can', async ({
    site,
    openPage,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource|ERR_CONNECTION_REFUSED/);
    const { page } = await openPage({ width: 1280, height: 900 });
    const documentsLoaded = await fromHydratedHome(page, site.url);
    // A dead connection: every request fails, and the browser never says it is offline.
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    const aboutCodeFailed = page.waitForEvent('requestfailed', (request) =>
      ABOUT_PAGE_CODE.test(request.url()),
    );
    await clickAbout(page);
    await aboutCodeFailed;
    await stayedThenCompleted(page, documentsLoaded);
  });

  test('on a click while the proxy answers every request with its own 503 page, the page stays and the click completes once the site is back', async ({
    site,
    openPage,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource|503/);
    const { page } = await openPage({ width: 1280, height: 900 });
    const documentsLoaded = await fromHydratedHome(page, site.url);
    // No instance behind the proxy: every answer is its error page, the page's own check too.
    await page.route('**/*', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>We will be back in a minute</h1>' }),
    );
    const checked = page.waitForResponse((response) => response.request().method() === 'HEAD');
    await clickAbout(page);
    await checked;
    await stayedThenCompleted(page, documentsLoaded);
  });

  test('on a click whose page code fails in a blip already over, the click completes without reloading the page', async ({
    site,
    openPage,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource|ERR_CONNECTION_REFUSED/);
    const { page } = await openPage({ width: 1280, height: 900 });
    const documentsLoaded = await fromHydratedHome(page, site.url);
    // Only the first fetch of the next page's code fails; the site answers from then on.
    await page.route(ABOUT_PAGE_CODE, (route) => route.abort('connectionrefused'), { times: 1 });
    await clickAbout(page);
    await aboutShown(page);
    expect(documentsLoaded()).toBe(0);
  });

  test('on a click whose page code a new release has removed, the page is loaded from the server', async ({
    site,
    openPage,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource|404/);
    const { page } = await openPage({ width: 1280, height: 900 });
    // On the fake clock: the loaded page's own tries for the code, which can never come, are
    // run through below without waiting for them.
    await installStoppedClock(page);
    await page.goto(site.url + '/');
    await hydrateUnderClock(page);
    let documentsLoaded = 0;
    page.on('load', () => documentsLoaded++);
    await page.route(ABOUT_PAGE_CODE, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await clickAbout(page);
    await expect.poll(() => documentsLoaded, { timeout: 10_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/About/);
    // Once, never in a loop: the loaded page asks for its code again now and then, and stays
    // as the server rendered it, working without JavaScript. Time runs a minute a poll until
    // it has asked several times.
    let codeAskedFor = 0;
    page.on('response', (response) => {
      if (ABOUT_PAGE_CODE.test(response.url())) codeAskedFor++;
    });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(60_000);
          return codeAskedFor;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(4);
    expect(documentsLoaded).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/About/);
  });
});
