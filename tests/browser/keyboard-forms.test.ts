import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { waitForHydration } from '../helpers/browser';
import { test as browserTest } from '../helpers/browser-fixtures';
import { leadPosts, resetMock } from '../helpers/start-site';
import {
  careerTyped,
  contactLead,
  cvBytes,
  cvSha256,
  expectedLeads,
  franchiseTyped,
  goldTyped,
  withoutEnquiryPopup,
} from './forms-helpers';

const test = browserTest.extend('openForm', ({ site, openPage }) =>
  /** The page at `path` at a phone's width, hydrated, with the home page's pop-up kept away. */
  async (path: string): Promise<Page> => {
    const { page, context } = await openPage({ width: 375, height: 800 });
    await withoutEnquiryPopup(context);
    await page.goto(site.url + path);
    await waitForHydration(page);
    return page;
  },
);
test.beforeEach(({ site }) => resetMock(site.mockUrl));

/** The focused element's name attribute (or its text for buttons). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return el?.getAttribute('name') ?? el?.textContent?.trim() ?? '';
  });

/** Presses Tab from the top of the page until the named control has focus: no mouse, no script focus. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 120; presses += 1) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Types into the focused field, then Tab to the next one; checks that each field is the expected one. */
async function typeFields(page: Page, fields: [name: string, text: string][]): Promise<void> {
  for (const [name, text] of fields) {
    expect(await focusedName(page)).toBe(name);
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
}

/** Picks an option of the focused <select> with the keyboard alone. */
async function chooseOption(page: Page, name: string, value: string): Promise<void> {
  expect(await focusedName(page)).toBe(name);
  for (let presses = 0; presses < 10; presses += 1) {
    if ((await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)) === value) break;
    await page.keyboard.press('ArrowDown');
  }
  expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)).toBe(value);
  await page.keyboard.press('Tab');
}

const successDialog = (page: Page) => page.getByRole('dialog', { name: 'Query Submitted' });

/** Enter on the focused Submit button, then the success dialog, closed with the keyboard, hands focus back. */
async function submitAndDismiss(page: Page): Promise<void> {
  expect(await focusedName(page)).toBe('Submit');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Query Submitted' });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible()).toBe(false);
  // The dialog hides at once; focus comes back with its 'close' event, a task later.
  await expect.poll(() => focusedName(page)).toBe('Submit');
}

/** The gold form from the top of the page, by keyboard alone, with the e-mail address given. */
async function keyboardFillGold(page: Page, email: string): Promise<void> {
  await tabTo(page, 'full_name');
  await typeFields(page, [
    ['full_name', goldTyped.full_name],
    ['city', goldTyped.city],
    ['gold_grams', goldTyped.gold_grams],
  ]);
  await chooseOption(page, 'karat_score', goldTyped.karat_score);
  await typeFields(page, [
    ['phone_number', goldTyped.phone_number],
    ['email', email],
  ]);
}

describe('every form can be completed with the keyboard alone', () => {
  test('the home page contact form', async ({ site, openForm }) => {
    const page = await openForm('/');
    await tabTo(page, 'full_name');
    await typeFields(page, [
      ['full_name', contactLead.full_name],
      ['phone_number', contactLead.phone_number],
    ]);
    await chooseOption(page, 'service_required', contactLead.service_required);
    await submitAndDismiss(page);
    expect((await leadPosts(site.mockUrl)).map((e) => e.body)).toEqual([expectedLeads.contact.body]);
  });

  test('the gold lead form', async ({ site, openForm }) => {
    const page = await openForm('/calculator');
    await keyboardFillGold(page, goldTyped.email);
    await submitAndDismiss(page);
    expect((await leadPosts(site.mockUrl)).map((e) => e.body)).toEqual([expectedLeads.gold.body]);
  });

  // The browser accepts 'ravi@example' as an e-mail address; the server does not. Closing
  // its refusal should leave the keyboard where the work is: the field it named.
  test.for(['Enter', 'Escape'])(
    'after a refusal that names a field, closing it with %s puts the focus in that field',
    async (key, { openForm, allowProblems }) => {
      // The refusal is a 400, which the browser logs.
      allowProblems(/400/);
      const page = await openForm('/calculator');
      await keyboardFillGold(page, 'ravi@example');
      expect(await focusedName(page)).toBe('Submit');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Failed!!!' });
      await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
      await page.keyboard.press(key);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => focusedName(page)).toBe('email');
      expect(await page.locator('input[name="email"]').getAttribute('aria-invalid')).toBe('true');
    },
  );

  // Enter closes the success dialog, the focus is back on Submit, and the form stays filled
  // (as gold and franchise forms do): pressed again and again, Enter used to record one lead per two presses.
  test('a repeated Enter on a filled form records the lead once', async ({ site, openForm }) => {
    const page = await openForm('/partner');
    await tabTo(page, 'full_name');
    await typeFields(page, Object.entries(franchiseTyped));
    expect(await focusedName(page)).toBe('Submit');
    // Each press waits for the answer to the one before: the success dialog open (the press
    // sent the form) or the focus back on Submit (the press closed the dialog).
    for (let press = 0; press < 10; press += 1) {
      const dialogWasOpen = await successDialog(page).isVisible();
      await page.keyboard.press('Enter');
      if (dialogWasOpen) await expect.poll(() => focusedName(page)).toBe('Submit');
      else await expect.poll(() => successDialog(page).isVisible(), { timeout: 10_000 }).toBe(true);
    }
    // Every press that sent the form has had its answer (the dialog came after each): all
    // that reached the backend is in the journal.
    const recorded = (await leadPosts(site.mockUrl)).filter((entry) => !entry.replayed);
    expect((await leadPosts(site.mockUrl)).length).toBeGreaterThan(1);
    expect(recorded.map((entry) => entry.body)).toEqual([expectedLeads.franchise.body]);
  });

  test('the franchise form', async ({ site, openForm }) => {
    const page = await openForm('/partner');
    await tabTo(page, 'full_name');
    await typeFields(page, Object.entries(franchiseTyped));
    await submitAndDismiss(page);
    expect((await leadPosts(site.mockUrl)).map((e) => e.body)).toEqual([expectedLeads.franchise.body]);
  });

  test('the career form, its file chosen through a chooser the keyboard opens', async ({
    site,
    openForm,
  }) => {
    const page = await openForm('/career');
    // Playwright asks Chromium to hand it file choosers when the first listener is added, without
    // waiting for Chromium's answer: listening from the start, before the typing, means the
    // request has long been applied when Space opens the chooser.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, 'candidate_name');
    await typeFields(page, Object.entries(careerTyped));
    expect(await focusedName(page)).toBe('cv');
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: cvBytes });
    await page.keyboard.press('Tab');
    await submitAndDismiss(page);
    const [entry] = await leadPosts(site.mockUrl);
    expect(entry?.body).toEqual(expectedLeads.career.body);
    expect(entry?.file?.sha256).toBe(cvSha256);
  });
});
