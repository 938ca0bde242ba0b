// Decision 034: the value estimator and the release calculator on /calculator with JavaScript. The
// server renders them (tests/integration/value-estimator.test.ts covers that without it); the
// browser loads their code only as they near the viewport, then updates them as the visitor
// types, moves nothing, and hands weight and karat to the gold lead form.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { unexpectedShift, waitForHydration, watchShifts } from '../helpers/browser';
import { test } from '../helpers/browser-fixtures';
import { GOLD_FORM_ANCHOR } from '../../client/features/calculator-tools/anchors';

const estimator = (page: Page) => page.getByRole('region', { name: 'Estimate the value of your gold' });
const release = (page: Page) =>
  page.getByRole('region', { name: 'Release pledged gold: what would you have left?' });

/** Fills the estimator until its code is there and its figure follows what was typed. */
async function estimateOnceLive(section: Locator, grams: string, purity: string, expected: string) {
  await section.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      await section.getByLabel('Gross weight (grams)').fill(grams);
      await section.getByLabel('Purity (hallmark)').selectOption(purity);
      return section.locator('output').textContent();
    })
    .toBe(expected);
}

/** /calculator on a phone, once the calculators' code is in and their figures follow typing. */
async function phoneWithLiveCalculators(
  site: { url: string },
  openPage: (options: { width: number; height: number }) => Promise<{ page: Page }>,
): Promise<Page> {
  const { page } = await openPage({ width: 375, height: 740 });
  await page.goto(site.url + '/calculator');
  await waitForHydration(page);
  await estimateOnceLive(estimator(page), '12.5', '916', '₹84,100');
  return page;
}

describe('value estimator with JavaScript', () => {
  test('loads its code only near the viewport, then updates line by line as the visitor types, with no layout shift', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 375, height: 740 });
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('mount-calculator-tools')) chunks.push(request.url());
    });
    await page.goto(site.url + '/calculator');
    await watchShifts(page);
    await waitForHydration(page);
    expect(chunks).toEqual([]);

    const section = estimator(page);
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => chunks.length).toBe(1);
    // Typed as a visitor types (layout shifts right after real input do not count).
    const grams = section.getByLabel('Gross weight (grams)');
    const purity = section.getByLabel('Purity (hallmark)');
    await grams.click();
    await page.keyboard.type('12.5');
    await purity.focus();
    await page.keyboard.type('22'); // type-ahead: 22K (916)
    await expect.poll(() => section.locator('output').textContent()).toBe('₹84,100'); // 12.5 g x 0.916 x ₹7,345 = 84,100.25
    expect(await unexpectedShift(page)).toBe(0);
    await section.getByLabel('Weight of stones and other non-gold parts (grams)').click();
    await page.keyboard.type('0.5');
    await expect.poll(() => section.locator('output').textContent()).toBe('₹80,736'); // 12 g: 80,736.24
    const lines = await section.locator('.calc-lines__row').allTextContents();
    expect(lines).toEqual([
      'Gross weight12.50 g',
      'Less stones and other parts− 0.50 g',
      'Net gold weight12.00 g',
      'Fine gold (net weight × purity)10.992 g',
      "Value at today's 24K rate₹80,736",
      'DeductionNone',
      'Indicative amount₹80,736',
    ]);
    expect(await section.locator('.calc-tool__rate').textContent()).toMatch(
      /^24K rate: ₹7,345 per gram, as of \d\d:\d\d IST$/,
    );

    await purity.focus();
    await page.keyboard.type('I'); // I don't know
    await expect.poll(() => section.locator('output').textContent()).toBe('₹66,105 – ₹80,736'); // 750 and 916
    expect(await section.getByText(/range for 18K to 22K/).count()).toBe(1);

    await grams.click();
    await page.keyboard.type('45'); // 12.545
    await expect.poll(() => section.getByText('Please use at most two decimals.').count()).toBe(1);
    expect(await section.locator('output').textContent()).toBe('—');

    expect(await unexpectedShift(page)).toBe(0);
  });

  test('"Send these details to our team" fills weight and karat into the gold lead form and moves the focus there', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto(site.url + '/calculator?grams=10.5&stones=0.5&purity=750');
    await waitForHydration(page);
    const section = estimator(page);
    await section.scrollIntoViewIfNeeded();
    // Until its code hydrates it, the link is a plain one (the no-JavaScript path): wait
    // until typing updates the figures.
    const grams = section.getByLabel('Gross weight (grams)');
    await expect
      .poll(async () => {
        await grams.fill('11');
        return section.locator('output').textContent();
      })
      .toBe('₹57,842'); // 11 g less 0.5 g of stones, x 0.75 x ₹7,345 = 57,841.88
    await grams.fill('10.5');
    // The link hands over what the figures show: wait until they show 10.5 g.
    await expect
      .poll(() => section.locator('.calc-lines__row').nth(2).textContent())
      .toBe('Net gold weight10.00 g');
    await section.getByRole('link', { name: 'Send these details to our team' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('full_name');
    // The link was not followed (without JavaScript it opens the page with the gold form's
    // fields in the address). The address itself may still be following the typing: it is
    // written a moment after the last keystroke, and on a busy machine after the '11'.
    const address = new URL(page.url());
    expect(address.pathname).toBe('/calculator');
    expect(address.searchParams.has('gold_grams')).toBe(false);
    expect(address.hash).not.toBe(`#${GOLD_FORM_ANCHOR}`);
    const form = page.locator('form.lead-form--gold');
    expect(await form.locator('[name="gold_grams"]').inputValue()).toBe('10.00');
    expect(await form.locator('[name="karat_score"]').inputValue()).toBe('18');
    expect(await section.getByText(/filled in the weight and karat/).getAttribute('role')).toBe('status');
    // The visitor still sends it: nothing has been posted.
    expect(await form.locator('[name="full_name"]').inputValue()).toBe('');
  });

  test('keeps and counts what was typed before its code arrived', async ({ site, openPage }) => {
    const { page } = await openPage();
    // The calculators' code is held back until the visitor has typed.
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(/mount-calculator-tools/, async (route) => {
      requested = true;
      await typed;
      await route.continue();
    });
    await page.goto(site.url + '/calculator?grams=10.5&stones=0.5&purity=750');
    await waitForHydration(page);
    const section = estimator(page);
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => requested).toBe(true);
    await section.getByLabel('Gross weight (grams)').fill('11');
    expect(await section.locator('output').textContent()).toBe('₹55,088'); // the server's 10.5 g
    release();
    await expect.poll(() => section.locator('output').textContent()).toBe('₹57,842'); // 11 g
    expect(await section.getByLabel('Gross weight (grams)').inputValue()).toBe('11');
  });

  test('says what is wrong with a number once the visitor leaves its field, not at each key on the way', async ({
    site,
    openPage,
  }) => {
    const page = await phoneWithLiveCalculators(site, openPage);
    const section = release(page);
    const weight = section.getByLabel('Pledged gold weight (grams)');
    const problem = section.locator('.calc-field__problem').first();
    await weight.click();
    // "0" is below the smallest weight, on the way to "0.5": nothing comes and goes meanwhile.
    await page.keyboard.type('0');
    expect(await problem.textContent()).toBe('');
    await page.keyboard.type('.5');
    expect(await problem.textContent()).toBe('');
    await weight.fill('0');
    expect(await problem.textContent()).toBe('');
    await page.keyboard.press('Tab');
    await expect.poll(() => problem.textContent()).toBe('This is below the smallest amount we can estimate.');
    expect(await weight.getAttribute('aria-invalid')).toBe('true');
    // Once shown, it follows what is typed: the field is right again at once.
    await weight.fill('0.5');
    await expect.poll(() => problem.textContent()).toBe('');
  });

  test('says what is wrong when Enter is pressed in a field, in the page’s words, not the browser’s', async ({
    site,
    openPage,
  }) => {
    const page = await phoneWithLiveCalculators(site, openPage);
    const weight = release(page).getByLabel('Pledged gold weight (grams)');
    await weight.click();
    await page.keyboard.type('1.234');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => release(page).locator('.calc-field__problem').first().textContent())
      .toBe('Please use at most two decimals.');
  });

  test('submits with Enter without loading the page again: the other calculator keeps its figures, the address holds both', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto(site.url + '/calculator');
    await waitForHydration(page);
    const estimate = estimator(page);
    await estimateOnceLive(estimate, '12.5', '916', '₹84,100');
    let loads = 0;
    page.on('load', () => loads++);
    const section = release(page);
    await section.getByLabel('Pledged gold weight (grams)').fill('5');
    await section.getByLabel('Purity (hallmark)').selectOption('750');
    await section.getByLabel(/Amount owed to the lender/).fill('60000');
    await section.getByLabel(/Amount owed to the lender/).press('Enter');
    await page.waitForURL(/pledged_grams=5/);
    expect(new URL(page.url()).search).toBe(
      '?grams=12.5&purity=916&pledged_grams=5&pledged_purity=750&owed=60000',
    );
    expect(new URL(page.url()).hash).toBe('#release-calculator');
    expect(await release(page).locator('output').textContent()).toBe('−₹32,456'); // 27,543.75 - 60,000
    expect(
      await release(page)
        .getByText(/more than your gold is worth/)
        .count(),
    ).toBe(1);
    expect(await estimate.locator('output').textContent()).toBe('₹84,100');
    expect(loads).toBe(0);
  });

  test('shows what was typed again after a visit to another page and Back', async ({ site, openPage }) => {
    const { page } = await openPage();
    await page.goto(site.url + '/calculator');
    await waitForHydration(page);
    // 15 g x 0.916 x ₹7,345 = 1,00,920.30
    await estimateOnceLive(estimator(page), '15', '916', '₹1,00,920');
    await page.waitForURL(/grams=15/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true }).click();
    await page.waitForURL(/\/faq$/);
    await page.goBack();
    await expect.poll(() => estimator(page).getByLabel('Gross weight (grams)').inputValue()).toBe('15');
    expect(await estimator(page).getByLabel('Purity (hallmark)').inputValue()).toBe('916');
    await expect.poll(() => estimator(page).locator('output').textContent()).toBe('₹1,00,920');
  });

  test('works after an in-app navigation too, where there is no server HTML to hydrate', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto(site.url + '/about');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calculator' }).click();
    await page.waitForURL(/\/calculator$/);
    const section = estimator(page);
    await section.getByLabel('Gross weight (grams)').fill('1');
    await section.getByLabel('Purity (hallmark)').selectOption('999');
    await expect.poll(() => section.locator('output').textContent()).toBe('₹7,338'); // 7,337.66
  });

  test("shows when the ticker's rates were fetched, in India's time", async ({ site, openPage }) => {
    const { page } = await openPage({ javaScriptEnabled: false });
    await page.goto(site.url + '/');
    expect(await page.locator('.rates-ticker__item').first().textContent()).toMatch(
      /^Today's rate \(as of \d\d:\d\d IST\): Gold 24K/,
    );
  });
});
