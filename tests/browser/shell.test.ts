import { describe, expect } from 'vitest';
import { pagePaths } from '../helpers/site-paths';
import { pageMeta } from '../../client/content/page-meta';
import { afterAFrame, holdScripts, waitForHydration } from '../helpers/browser';
import { test } from '../helpers/browser-fixtures';
import { failingToRender, startSite } from '../helpers/start-site';
import { pageHeadings } from '../helpers/page-headings';

describe('every route in a real browser', () => {
  test.for([...pagePaths, '/no-such-page'])(
    '%s hydrates with no console or page errors',
    async (path, { site, openPage, allowProblems }) => {
      // A 404 document logs "Failed to load resource" for itself; that is the status we asked for.
      if (path === '/no-such-page') allowProblems(/404/);
      const { page } = await openPage();
      const response = await page.goto(site.url + path);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      await waitForHydration(page);
      // Errors logged by effects that run after hydration's own (a frame later) count too.
      await afterAFrame(page);
    },
  );
});

describe('the 500 page', () => {
  test('leaves with the first link followed: the error belongs to the page that failed', async ({
    openPage,
    allowProblems,
    onTestFinished,
  }) => {
    const failing = await startSite(
      {},
      { renderer: failingToRender('/about', new Error('a broken content module')) },
    );
    onTestFinished(() => failing.close());
    // The one expected complaint: the document itself came with status 500.
    allowProblems(/status of 500/);
    const { page } = await openPage();
    await page.goto(failing.url + '/about');
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Unexpected Application Error!');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    const h1 = page.getByRole('heading', { level: 1 });
    // The next page's code may still be on its way: the old page stays until it is in.
    await expect.poll(() => h1.textContent()).toBe(pageHeadings.home);
    await page.locator('header').getByRole('link', { name: 'FAQs', exact: true }).click();
    await expect.poll(() => h1.textContent()).toBe(pageHeadings.faq);
  });
});

describe('header', () => {
  test('navigates between pages on the client without reloading the document', async ({ site, openPage }) => {
    const { page } = await openPage();
    await page.goto(site.url + '/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same-document';
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL(`${site.url}/faq`);
    await expect.poll(() => page.title()).toBe(pageMeta.faq.title);
    await expect.poll(() => page.locator('h1').textContent()).toBe(pageHeadings.faq);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same-document',
    );
  });

  test('turns the nav sticky and dark from 10 px of scroll, and back at the top', async ({
    site,
    openPage,
  }) => {
    // A short viewport so even a short page can scroll past the threshold.
    const { page } = await openPage({ width: 1280, height: 400 });
    await page.goto(site.url + '/faq');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getAttribute('data-scrolled')).toBe('false');
    const transparent = await nav.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(transparent).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 9));
    // Scroll events are dispatched with the next frame: two frames on, 9 px has been seen.
    await afterAFrame(page);
    await afterAFrame(page);
    expect(await nav.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(() => nav.getAttribute('data-scrolled')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect
      .poll(() => nav.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(42, 11, 69)');
    const top = await nav.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => nav.getAttribute('data-scrolled')).toBe('false');
  });

  test('darkens the nav when scrolled without JavaScript too, so nothing shows through it', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 375, height: 800, javaScriptEnabled: false });
    await page.goto(site.url + '/partner');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const background = () => nav.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(background).toBe('rgb(42, 11, 69)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
  });

  test('opens and closes the menu with the burger at 375 px, and closes it when a link is followed', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 375, height: 740 });
    await page.goto(site.url + '/');
    await waitForHydration(page);
    const burger = page.getByRole('button', { name: /menu/i });
    const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Branches' });
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menuLink.isVisible()).toBe(false);
    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => menuLink.isVisible()).toBe(true);
    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menuLink.isVisible()).toBe(false);
    await burger.click();
    await menuLink.click();
    await page.waitForURL(`${site.url}/branches`);
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menuLink.isVisible()).toBe(false);
  });
});

describe('menu at 375 px, closing by itself', () => {
  test('closes when the focus leaves it, so the focused element is never under it, and on Escape', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 375, height: 740 });
    await page.goto(site.url + '/about');
    await waitForHydration(page);
    const burger = page.getByRole('button', { name: /menu/i });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    // Through every link of the menu (the pages, then the languages) and one step beyond.
    const links = await page.locator('#main-menu a').count();
    expect(links).toBeGreaterThan(10);
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    const focusedIsOnTop = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return focused !== document.body && top !== null && (focused === top || focused.contains(top));
    });
    expect(focusedIsOnTop).toBe(true);

    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    expect(await burger.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('is closed on the next page however the visitor got there: the logo, or the browser Back', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 375, height: 740 });
    await page.goto(site.url + '/about');
    await waitForHydration(page);
    const burger = page.getByRole('button', { name: /menu/i });
    const menuLink = (name: string) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
    // The FAQ page's code held back: the address changes at once, the page once its code is
    // in. A tap on the burger in between must not leave a menu that Back opens again (it did,
    // now and then, when the tap beat the page's code).
    const aboutHeading = await page.locator('h1').textContent();
    const releaseScripts = await holdScripts(page);
    await burger.click();
    await menuLink('FAQs').click();
    await page.waitForURL(`${site.url}/faq`);
    await burger.click();
    releaseScripts();
    await page.getByRole('tablist').waitFor();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    await page.goBack();
    await page.waitForURL(`${site.url}/about`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe(aboutHeading);
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menuLink('Branches').isVisible()).toBe(false);

    // Opened on the page that is shown, and then Back.
    await page.goForward();
    await page.getByRole('tablist').waitFor();
    await burger.click();
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
    await page.goBack();
    await page.waitForURL(`${site.url}/about`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(aboutHeading);
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menuLink('Branches').isVisible()).toBe(false);

    // The menu stays with the page it was opened on until the next page is shown, and the home
    // page's code is not in yet: wait for that page, however long its code takes to come.
    await burger.click();
    await page.getByRole('link', { name: /home$/ }).first().click();
    await page.waitForURL(`${site.url}/`);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).not.toBe(aboutHeading);
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menuLink('Branches').isVisible()).toBe(false);
  });
});

describe('menu without JavaScript, or before it runs', () => {
  test('opens from the burger with a tap and with Tab at 375 px, and its links work', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({
      width: 375,
      height: 740,
      javaScriptEnabled: false,
    });
    await page.goto(site.url + '/faq');
    const burger = page.getByRole('button', { name: /menu/i });
    const careerLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' });
    expect(await careerLink.isVisible()).toBe(false);
    await burger.click();
    expect(await careerLink.isVisible()).toBe(true);
    await careerLink.click();
    await page.waitForURL(`${site.url}/career`);
    expect(await careerLink.isVisible()).toBe(false);

    // Keyboard: Tab onto the burger shows the menu, and Tab walks into it.
    await burger.focus();
    expect(await careerLink.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#main-menu') !== null)).toBe(true);
  });

  test('before hydration, the burger is a real button: a second tap closes, a tap elsewhere too, and it says which', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 375, height: 740 });
    await holdScripts(page);
    await page.goto(site.url + '/faq', { waitUntil: 'commit' });
    const burger = page.getByRole('button', { name: /menu/i });
    const branchesLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Branches' });
    const shown = async () => ({
      visible: await branchesLink.isVisible(),
      expanded: await burger.getAttribute('aria-expanded'),
    });
    await burger.click();
    expect(await shown()).toEqual({ visible: true, expanded: 'true' });
    await burger.click();
    expect(await shown()).toEqual({ visible: false, expanded: 'false' });
    await burger.click();
    expect(await shown()).toEqual({ visible: true, expanded: 'true' });
    // A tap on the page below the menu closes it.
    await page.mouse.click(187, 730);
    expect(await shown()).toEqual({ visible: false, expanded: 'false' });
    // The keyboard: Enter opens it, and Tab walks into it.
    await burger.focus();
    expect(await shown()).toEqual({ visible: false, expanded: 'false' });
    await page.keyboard.press('Enter');
    expect(await shown()).toEqual({ visible: true, expanded: 'true' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#main-menu') !== null)).toBe(true);
    expect(await shown()).toEqual({ visible: true, expanded: 'true' });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });

  test('answers a tap on the burger while the scripts are still on their way, and keeps that menu open through hydration', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 375, height: 740 });
    const releaseScripts = await holdScripts(page);
    await page.goto(site.url + '/faq', { waitUntil: 'commit' });
    const burger = page.getByRole('button', { name: /menu/i });
    await burger.click();
    const branchesLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Branches' });
    expect(await branchesLink.isVisible()).toBe(true);
    releaseScripts();
    await waitForHydration(page);
    expect(await branchesLink.isVisible()).toBe(true);
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    // Now React's: the next tap closes it.
    await burger.click();
    await expect.poll(() => branchesLink.isVisible()).toBe(false);
  });
});

describe('footer', () => {
  test('links every footer destination to a page that answers 200, and loads the office map only when scrolled near', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto(site.url + '/about');
    const footer = page.locator('footer');
    const hrefs = await footer
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/home',
        '/about',
        '/calculator',
        '/branches',
        '/partner',
        '/news',
        '/services',
        '/faq',
        '/gold-returns-card',
      ]),
    );
    for (const href of hrefs) {
      const response = await page.request.get(site.url + href);
      expect(response.status(), href).toBe(200);
    }
    // Hydrated and at the top of a long page, the footer is far away: no map yet, but a plain
    // link to it that works without JavaScript.
    await waitForHydration(page);
    const map = footer.locator('iframe');
    expect(await map.count()).toBe(0);
    const mapsLink = footer.getByRole('link', { name: 'Open our corporate office in Google Maps' });
    expect(await mapsLink.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await footer.getByRole('heading', { name: 'Find us' }).scrollIntoViewIfNeeded();
    await expect.poll(() => map.count()).toBe(1);
    expect(await map.getAttribute('title')).toBe('Map of our corporate office in Jayanagar, Bengaluru');
    expect(await map.getAttribute('src')).toMatch(
      /^https:\/\/www\.google\.com\/maps\?q=[\d.]+,[\d.]+&z=15&output=embed$/,
    );
    expect(await map.evaluate((frame) => frame === document.activeElement)).toBe(false);
    await expect
      .poll(() => footer.getByRole('link', { name: /^\+91/ }).getAttribute('href'))
      .toMatch(/^tel:\+91\d{10}$/);
  });

  test('keeps keyboard focus on the office map when it loads under a focused placeholder', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 375 });
    await page.goto(site.url + '/about');
    await waitForHydration(page);
    const footer = page.locator('footer');
    // Focus lands on the placeholder's link without scrolling, as a screen reader's cursor can.
    await footer
      .getByRole('link', { name: 'Open our corporate office in Google Maps' })
      .evaluate((link) => (link as HTMLElement).focus({ preventScroll: true }));
    expect(await footer.locator('iframe').count()).toBe(0);
    await footer.getByRole('heading', { name: 'Find us' }).scrollIntoViewIfNeeded();
    await expect
      .poll(() => footer.locator('iframe').evaluate((frame) => frame === document.activeElement))
      .toBe(true);
  });
});
