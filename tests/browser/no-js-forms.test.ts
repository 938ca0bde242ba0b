// The four page forms with JavaScript turned off: real form posts, validated by the same
// schema, forwarded, and answered with the same dialogs.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { browserTest } from '../helpers/browser-fixtures';
import { injectFault, leadPosts, resetMock } from '../helpers/start-site';
import {
  contactLead,
  cvSha256,
  expectedLeads,
  fillCareer,
  fillContact,
  fillFranchise,
  fillGold,
  goldTyped,
} from './forms-helpers';

// Long enough for a loaded machine to answer every lead in time; the slow backend below takes
// twice as long, so that lead times out and waits for the relay.
const UPSTREAM_TIMEOUT_MS = 2000;
const test = browserTest({ UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS) });
test.beforeEach(({ site }) => resetMock(site.mockUrl));

const noJs = { width: 390, height: 844, javaScriptEnabled: false };

const cases: Array<{
  name: keyof typeof expectedLeads;
  path: string;
  selector: string;
  fill: (scope: Locator | Page) => Promise<void>;
}> = [
  { name: 'contact', path: '/home', selector: 'main form.lead-form--inline', fill: fillContact },
  { name: 'gold', path: '/calculator', selector: 'main form.lead-form--gold', fill: fillGold },
  { name: 'franchise', path: '/partner', selector: 'main form.lead-form--franchise', fill: fillFranchise },
  { name: 'career', path: '/career', selector: 'main form.lead-form--career', fill: fillCareer },
];

describe('forms without JavaScript', () => {
  test.for(cases)(
    '$name: posts to $path, the lead reaches the journal, and the page shows "Query Submitted"',
    async ({ name, path, selector, fill }, { site, openPage }) => {
      const { page } = await openPage(noJs);
      await page.goto(site.url + path);
      const form = page.locator(selector);
      expect(await form.getAttribute('method')).toBe('post');
      expect(await form.getAttribute('action')).toBe(`${path}#${name}-form`);
      await fill(form);
      await form.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL((url) => url.searchParams.get('sent') === name);
      const dialog = page.getByRole('dialog', { name: 'Query Submitted' });
      expect(await dialog.isVisible()).toBe(true);
      if (name === 'gold') expect(await dialog.textContent()).toContain('₹84,100');
      const posts = await leadPosts(site.mockUrl);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.body).toEqual(expectedLeads[name].body);
      if (name === 'career') expect(posts[0]!.file?.sha256).toBe(cvSha256);
      // The dialog closes without JavaScript (its button is a method="dialog" form).
      await dialog.getByRole('button', { name: 'OK' }).click();
      expect(await dialog.isVisible()).toBe(false);
      // Said once, to this browser: reloaded, or its address opened in another browser, the page
      // says nothing was sent (decision 039).
      await page.reload();
      expect(await page.getByRole('dialog').count()).toBe(0);
      const { page: elsewhere } = await openPage(noJs);
      await elsewhere.goto(page.url());
      expect(await elsewhere.getByRole('dialog').count()).toBe(0);
      expect(await leadPosts(site.mockUrl)).toHaveLength(1);
    },
  );

  test.for([
    ...cases,
    {
      name: 'value estimator',
      path: '/calculator',
      selector: '#value-estimator form',
      fill: (scope: Locator | Page) => scope.getByLabel('Gross weight (grams)').fill('12.5'),
    },
  ])(
    '$name: what was typed is back after leaving $path unsent and pressing Back',
    async ({ path, selector, fill }, { site, openPage }) => {
      const { page } = await openPage(noJs);
      await page.goto(site.url + path);
      const form = page.locator(selector);
      await fill(form);
      // Every value the browser keeps for a page in its history (a chosen file it never does).
      const values = () =>
        form.evaluate((element: HTMLFormElement) =>
          [...element.elements]
            .filter((control) => 'value' in control && (control as HTMLInputElement).type !== 'file')
            .map((control) => [(control as HTMLInputElement).name, (control as HTMLInputElement).value]),
        );
      const typed = await values();
      await page.goto(site.url + '/faq');
      await page.goBack();
      expect(await values()).toEqual(typed);
    },
  );

  test('a refusal comes back as the same page with the failure dialog and every typed value', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage(noJs);
    await injectFault(site.mockUrl, { path: expectedLeads.gold.path, status: 403 });
    await page.goto(site.url + '/calculator');
    const form = page.locator('main form.lead-form--gold');
    await fillGold(form);
    const [response] = await Promise.all([
      page.waitForNavigation(),
      form.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(response?.status()).toBe(403);
    const dialog = page.getByRole('dialog', { name: 'Failed!!!' });
    expect(await dialog.isVisible()).toBe(true);
    // Back at the form, not at the top of the page: the first Tab reaches the dialog's OK, and
    // the next, once Escape has closed it, the form's first field.
    expect(new URL(page.url()).hash).toBe('#gold-form');
    expect(await form.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await page.keyboard.press('Tab');
    expect(
      await dialog.getByRole('button', { name: 'OK' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('full_name');
    expect(await page.getByLabel('Gold (in grams)').inputValue()).toBe(goldTyped.gold_grams);
    expect(await page.getByLabel('Karat').inputValue()).toBe(goldTyped.karat_score);
    expect(await page.getByLabel('Email').inputValue()).toBe(goldTyped.email);
  });

  test('a slow backend still ends in "Query Submitted": the lead is kept and sent later', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage(noJs);
    await injectFault(site.mockUrl, {
      path: expectedLeads.contact.path,
      delayMs: 2 * UPSTREAM_TIMEOUT_MS,
      times: 1,
    });
    await page.goto(site.url + '/');
    const form = page.locator('main form.lead-form--inline');
    await fillContact(form);
    const [response] = await Promise.all([
      page.waitForNavigation(),
      form.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).search).toBe('?sent=contact');
    expect(await page.getByRole('dialog', { name: 'Query Submitted' }).isVisible()).toBe(true);
    // Delivered by the relay's next attempt; the backend recorded it once.
    await expect
      .poll(() => site.leads.health().then((health) => health.pending), { timeout: 15_000 })
      .toBe(0);
    const recorded = (await leadPosts(site.mockUrl)).filter(
      (entry) => entry.status === 200 && !entry.replayed,
    );
    expect(recorded.map((entry) => entry.body)).toEqual([contactLead]);
  });
});
