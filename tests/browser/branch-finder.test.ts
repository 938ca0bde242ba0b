import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { branchFinderText, branchPageText, branchById } from '../../client/content/branches';
import {
  holdScripts,
  hydrateUnderClock,
  hydrationScriptsOf,
  unexpectedShift,
  waitForHydration,
  watchShifts,
  type PageOptions,
  type WatchedPage,
} from '../helpers/browser';
import { test } from '../helpers/browser-fixtures';
import {
  branchFinderText as teluguFinderText,
  branches as teluguBranches,
} from '../../client/content/te/branches';
import {
  branchFinderText as tamilFinderText,
  branchById as tamilBranchById,
} from '../../client/content/ta/branches';
import { branchSlides as teluguBranchSlides } from '../../client/content/te/home';
import type { RunningSite } from '../helpers/start-site';
import { localeInfo, localePath } from '../../shared/locales';

// The branch finder in a real browser: the search through the router, "Use my location" with
// the permission granted and refused (Playwright's context permissions and geolocation),
// the hours recomputed on the phone's clock after hydration without a mismatch, and the whole
// thing by keyboard alone.

/** Near Chennai's branch (T. Nagar). */
const NEAR_CHENNAI = { latitude: 13.05, longitude: 80.24 };

const cardCities = (page: Page) => page.locator('.branch-card__city').allTextContents();
const status = (page: Page) => page.getByRole('status').first();

interface Fixtures {
  site: RunningSite;
  openPage: (options?: PageOptions) => Promise<WatchedPage>;
}

async function openBranches({ site, openPage }: Fixtures, options: { grant?: boolean; path?: string } = {}) {
  const watched = await openPage();
  const { context, page } = watched;
  if (options.grant) {
    await context.grantPermissions(['geolocation'], { origin: site.url });
    await context.setGeolocation(NEAR_CHENNAI);
  }
  await page.goto(site.url + (options.path ?? '/branches'));
  await waitForHydration(page);
  return watched;
}

describe('branch finder', () => {
  test('filters through the router, and Back restores the list and the field', async ({ site, openPage }) => {
    const fixtures = { site, openPage };
    const { page } = await openBranches(fixtures);
    const field = page.getByRole('searchbox', { name: branchFinderText.label });
    await field.fill('Hubballi');
    await page.getByRole('button', { name: branchFinderText.submit }).click();
    await expect.poll(() => cardCities(page)).toEqual(['Hubli']);
    expect(new URL(page.url()).search).toBe('?q=Hubballi');
    await page.goBack();
    await expect.poll(() => cardCities(page)).toHaveLength(10);
    expect(await field.inputValue()).toBe('');
  });

  test('finds a place typed in Latin letters on a Telugu page, fetching those names only then', async ({
    site,
    openPage,
  }) => {
    const { page } = await openBranches({ site, openPage }, { path: '/te/branches' });
    const keysFetched = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/search-places-[^/]+\.js$/.test(entry.name)),
      );
    expect(await keysFetched()).toBe(false);
    const field = page.getByRole('searchbox', { name: teluguFinderText.label });
    await field.fill('Malleshwaram');
    await page.getByRole('button', { name: teluguFinderText.submit }).click();
    const bengaluru = teluguBranches.find((branch) => branch.id === 'bengaluru')!;
    await expect.poll(() => cardCities(page)).toEqual([bengaluru.city]);
    await expect.poll(() => status(page).textContent()).toBe(teluguFinderText.matches(1, 'Malleshwaram'));
    expect(await keysFetched()).toBe(true);
  });

  test('a shared link with a Latin search hydrates on a Tamil page as the server rendered it', async ({
    site,
    openPage,
  }) => {
    const { page, problems } = await openBranches({ site, openPage }, { path: '/ta/branches?q=Coimbatore' });
    expect(problems).toEqual([]);
    const nearest = tamilBranchById('mysuru').city;
    expect((await cardCities(page))[0]).toBe(nearest);
    expect(await cardCities(page)).toHaveLength(3);
    // Hydrated: a search now goes through the router.
    const field = page.getByRole('searchbox', { name: tamilFinderText.label });
    expect(await field.inputValue()).toBe('Coimbatore');
    await field.fill('Madras');
    await page.getByRole('button', { name: tamilFinderText.submit }).click();
    await expect.poll(() => cardCities(page)).toEqual([tamilBranchById('chennai').city]);
    // Again with the places in the browser's cache, where they arrive at once.
    await page.reload();
    await waitForHydration(page);
    expect(await cardCities(page)).toEqual([tamilBranchById('chennai').city]);
    expect(problems).toEqual([]);
  });

  test('a search in Tamil letters stays behind when the visitor switches to English', async ({
    site,
    openPage,
  }) => {
    const { page, problems } = await openBranches({ site, openPage }, { path: '/ta/branches' });
    const mysuru = tamilBranchById('mysuru').city;
    await page.getByRole('searchbox', { name: tamilFinderText.label }).fill(mysuru);
    await page.getByRole('button', { name: tamilFinderText.submit }).click();
    await expect.poll(() => cardCities(page)).toEqual([mysuru]);
    await page.locator(`a[hreflang="${localeInfo.en.tag}"]:visible`).first().click();
    await page.waitForURL(`${site.url}/branches`);
    await waitForHydration(page);
    // Every branch, as for a first visit: not "No branch matches" a name this page cannot read.
    expect(await cardCities(page)).toHaveLength(10);
    expect(await page.getByRole('searchbox', { name: branchFinderText.label }).inputValue()).toBe('');
    await expect.poll(() => status(page).textContent()).toBe('');
    expect(problems).toEqual([]);
  });

  test('keeps a search typed before hydration, over the one the page was opened with', async ({
    site,
    openPage,
  }) => {
    const { page, problems } = await openPage();
    const releaseScripts = await holdScripts(page, await hydrationScriptsOf(`${site.url}/branches?q=Hubli`));
    await page.goto(`${site.url}/branches?q=Hubli`, { waitUntil: 'domcontentloaded' });
    const field = page.getByRole('searchbox', { name: branchFinderText.label });
    await field.fill('Chennai');
    releaseScripts();
    await waitForHydration(page);
    expect(await field.inputValue()).toBe('Chennai');
    await page.getByRole('button', { name: branchFinderText.submit }).click();
    await expect.poll(() => cardCities(page)).toEqual([branchById('chennai').city]);
    expect(new URL(page.url()).search).toBe('?q=Chennai');
    expect(problems).toEqual([]);
  });

  test('says a search could not be made offline, and makes it once the connection is back', async ({
    site,
    openPage,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    const { page, context } = await openBranches({ site, openPage }, { path: '/ta/branches' });
    await context.setOffline(true);
    const field = page.getByRole('searchbox', { name: tamilFinderText.label });
    await field.fill('Coimbatore');
    await page.getByRole('button', { name: tamilFinderText.submit }).click();
    await expect.poll(() => status(page).textContent()).toBe(tamilFinderText.offline('Coimbatore'));
    expect(await cardCities(page)).toHaveLength(10);
    expect(await field.inputValue()).toBe('Coimbatore');
    await context.setOffline(false);
    await expect.poll(() => cardCities(page)).toHaveLength(3);
    expect((await cardCities(page))[0]).toBe(tamilBranchById('mysuru').city);
  });

  test('the home page’s Dilsukhnagar slide opens the finder on Hyderabad in Telugu on a Telugu page', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto(`${site.url}/te/`);
    await waitForHydration(page);
    const hyderabad = teluguBranches.find((branch) => branch.id === 'hyderabad')!;
    const slide = teluguBranchSlides.find((each) => each.id === 'hyderabad-dilsukhnagar')!;
    const href = localePath('te', slide.href);
    expect(decodeURIComponent(href)).toBe(`/te/branches?q=${hyderabad.city}`);
    // The slide may be out of the carousel's view: its link is followed as a click would.
    await page
      .locator(`a[href="${href}"]`)
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL((url) => url.pathname === '/te/branches');
    await expect.poll(() => cardCities(page)).toEqual([hyderabad.city]);
    // The search box and what the finder says carry the city in Telugu, not in English.
    expect(await page.getByRole('searchbox', { name: teluguFinderText.label }).inputValue()).toBe(
      hyderabad.city,
    );
    expect(await status(page).textContent()).toContain(hyderabad.city);
  });

  test('sorts by distance when location is granted, showing kilometres', async ({ site, openPage }) => {
    const fixtures = { site, openPage };
    const { page } = await openBranches(fixtures, { grant: true });
    await page.getByRole('button', { name: branchFinderText.useLocation }).click();
    await expect.poll(() => status(page).textContent()).toContain(branchFinderText.sortedByLocation);
    const cities = await cardCities(page);
    expect(cities[0]).toBe('Chennai');
    expect(cities).toHaveLength(10);
    const distances = await page.locator('.branch-card__distance').allTextContents();
    expect(distances).toHaveLength(10);
    const km = distances.map((text) => Number.parseFloat(text));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0]).toBeLessThan(10);
  });

  test('sorts only what the search shows', async ({ site, openPage }) => {
    const fixtures = { site, openPage };
    const { page } = await openBranches(fixtures, { grant: true, path: '/branches?q=Karnataka' });
    const before = await cardCities(page);
    expect(before).not.toContain('Chennai');
    await page.getByRole('button', { name: branchFinderText.useLocation }).click();
    await expect.poll(() => page.locator('.branch-card__distance').count()).toBe(before.length);
    expect((await cardCities(page)).sort()).toEqual([...before].sort());
    // Bengaluru is the Karnataka branch nearest to Chennai.
    expect((await cardCities(page))[0]).toBe('Bengaluru');
  });

  test('shows "Use my location" on a phone without moving the cards down', async ({ site, openPage }) => {
    const { page } = await openPage({ width: 375, height: 740 });
    await page.goto(`${site.url}/branches`);
    await watchShifts(page);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole('button', { name: branchFinderText.useLocation }).isVisible())
      .toBe(true);
    expect(await unexpectedShift(page)).toBe(0);
  });

  test('leaves the list as it was, with a note, when location is refused', async ({ site, openPage }) => {
    const fixtures = { site, openPage };
    const { page } = await openBranches(fixtures);
    const before = await cardCities(page);
    await page.getByRole('button', { name: branchFinderText.useLocation }).click();
    await expect.poll(() => status(page).textContent()).toContain(branchFinderText.locationFailed);
    expect(await cardCities(page)).toEqual(before);
    expect(await page.locator('.branch-card__distance').count()).toBe(0);
    // The note was about that list: a new search does not carry it along.
    await page.getByRole('searchbox', { name: branchFinderText.label }).fill('Mysuru');
    await page.getByRole('button', { name: branchFinderText.submit }).click();
    await expect.poll(() => cardCities(page)).toEqual(['Mysuru']);
    expect(await status(page).textContent()).toBe(branchFinderText.matches(1, 'Mysuru'));
  });

  test('recomputes "Open now" on the phone’s clock after hydration, without a hydration mismatch', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage();
    // Sunday 23:30 in India: every branch is closed whatever the server's time is.
    await page.clock.install({ time: new Date('2026-11-29T23:30:00+05:30') });
    await page.goto(`${site.url}/branches/chennai`);
    await hydrateUnderClock(page);
    const hours = page.locator('.branch-hours__status');
    await expect.poll(() => hours.textContent()).toBe('Closed, opens tomorrow at 9:30 am');
    // Just before Monday's opening, then past it: the minute timer moves the text along.
    await page.clock.setSystemTime(new Date('2026-11-30T09:29:30+05:30'));
    await page.clock.runFor(120_000);
    await expect.poll(() => hours.textContent()).toBe('Open now, closes at 8:00 pm');
  });

  test('works by keyboard alone: search, use location, open a branch page', async ({ site, openPage }) => {
    const fixtures = { site, openPage };
    const { page } = await openBranches(fixtures, { grant: true });
    const field = page.getByRole('searchbox', { name: branchFinderText.label });
    for (
      let presses = 0;
      presses < 60 && !(await field.evaluate((el) => el === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.type('Karnataka');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardCities(page)).not.toContain('Chennai');
    // Tab: the submit button, then "Use my location".
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(branchFinderText.useLocation);
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page).textContent()).toContain(branchFinderText.sortedByLocation);
    // The button kept the focus while it waited for the position.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(branchFinderText.useLocation);
    // "Show all branches" goes with the filter it clears; the focus goes on to the search.
    await page.getByRole('link', { name: branchFinderText.showAll }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cardCities(page)).toHaveLength(10);
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill('Karnataka');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardCities(page)).not.toContain('Chennai');
    await page.getByRole('button', { name: branchFinderText.useLocation }).click();
    await expect.poll(() => status(page).textContent()).toContain(branchFinderText.sortedByLocation);
    await page.getByRole('button', { name: branchFinderText.useLocation }).focus();
    // On to the first card's link, the nearest branch.
    const first = (await cardCities(page))[0]!;
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === first) break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/branches\/bengaluru$/);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(branchPageText.heading(branchById('bengaluru')));
  });
});
