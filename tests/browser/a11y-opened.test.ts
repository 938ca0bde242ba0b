import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { popup } from '../../client/content/contact-enquiry';
import { POPUP_DELAY_MS } from '../../client/features/enquiry-popup/enquiry-popup';
import { expectNoViolationsNow, test, WIDTHS } from '../helpers/axe';
import { asTheSender, waitForHydration } from '../helpers/browser';

// axe-core (as in a11y.test.ts) over what a visitor opens or causes after the first paint: field
// messages, the dialogs, the pop-up, the menu, the FAQ answers.

/** Submits a form empty, past the browser's own checks, so our field messages appear. */
async function submitEmpty(page: Page, form: string): Promise<void> {
  // The browser would stop an empty form before our checks; switched off here so the messages
  // appear, as they do when the server refuses what passed the browser.
  await page.locator(`main ${form}`).evaluate((el) => ((el as HTMLFormElement).noValidate = true));
  // As a visitor does, into the form first: that fetches the result dialog's code, so whether a
  // dialog follows the submission is known as soon as its messages show.
  await page.locator(`main ${form} input`).first().focus();
  await page.waitForLoadState('networkidle');
  await page.locator(`main ${form}`).getByRole('button', { name: 'Submit' }).click();
  await page.locator(`main ${form} [aria-invalid="true"]`).first().waitFor();
}

/** What a visitor opens or causes on top of the first paint, each scanned in its own page. */
const OPENED_STATES: Array<{
  name: string;
  path: string;
  widths: readonly number[];
  /** Runs the page's timers on the fake clock (see `open`). */
  clock?: boolean;
  reach: (page: Page) => Promise<void>;
}> = [
  ...(
    [
      ['/', 'form.lead-form--inline'],
      ['/calculator', 'form.lead-form--gold'],
      ['/partner', 'form.lead-form--franchise'],
      ['/career', 'form.lead-form--career'],
    ] as const
  ).map(([path, form]) => ({
    name: `${path} with every field message showing`,
    path,
    widths: WIDTHS,
    reach: async (page: Page) => {
      await submitEmpty(page, form);
      // A modal dialog hides the page from axe's contrast check: closed, so the messages count.
      const failed = page.getByRole('dialog', { name: 'Failed!!!' });
      if (await failed.isVisible()) await failed.getByRole('button', { name: 'OK' }).click();
      await failed.waitFor({ state: 'hidden' });
    },
  })),
  {
    name: '/calculator with the failure dialog open',
    path: '/calculator',
    widths: WIDTHS,
    reach: async (page) => {
      await submitEmpty(page, 'form.lead-form--gold');
      await page.getByRole('dialog', { name: 'Failed!!!' }).waitFor();
    },
  },
  {
    name: '/?sent=contact (success dialog)',
    path: '/',
    widths: WIDTHS,
    reach: async (page) => {
      // As the browser that has just sent the form without JavaScript sees it.
      await asTheSender(page.context(), page.url(), 'contact');
      await page.goto(new URL('/?sent=contact', page.url()).href);
      await waitForHydration(page);
      await page.getByRole('dialog', { name: 'Query Submitted' }).waitFor();
    },
  },
  {
    name: '/ with the enquiry pop-up open',
    path: '/',
    widths: WIDTHS,
    clock: true,
    reach: async (page) => {
      await page.clock.runFor(POPUP_DELAY_MS);
      await page.getByRole('dialog', { name: popup.heading }).waitFor();
    },
  },
  {
    name: '/faq with the menu open',
    path: '/faq',
    widths: [375],
    reach: async (page) => {
      await page.getByRole('button', { name: /menu/i }).click();
      await page.locator('.main-nav__menu[data-open="true"]').waitFor();
    },
  },
  {
    name: '/faq with every answer open',
    path: '/faq',
    widths: WIDTHS,
    reach: async (page) => {
      await page.evaluate(() =>
        document.querySelectorAll('details').forEach((details) => (details.open = true)),
      );
    },
  },
];

describe('axe-core on what a visitor opens', () => {
  test.for(OPENED_STATES.flatMap((state) => state.widths.map((width) => ({ ...state, width }))))(
    '$name has no violations at $width px',
    async ({ path, width, clock, reach }, { open, allowProblems }) => {
      // Some states are reached by a submission the backend refuses (a 400 the browser logs).
      allowProblems(/Failed to load resource/);
      const page = await open(path, { width, height: width < 500 ? 800 : 900, clock });
      await reach(page);
      await expectNoViolationsNow(page, path, width);
    },
  );
});
