import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { dialogButtons } from '../../client/content/dialog-buttons';
import { dialogs } from '../../client/content/dialogs';
import { buttonLabels } from '../../client/content/forms';
import { indicativeValue } from '../../client/content/calculator';
import { popup } from '../../client/content/contact-enquiry';
import { popup as tamilPopup } from '../../client/content/ta/contact-enquiry';
import { POPUP_DELAY_MS } from '../../client/features/enquiry-popup/enquiry-popup';
import { localePath, locales } from '../../shared/locales';
import { pagePaths, templatePaths } from '../helpers/site-paths';
import { test } from '../helpers/axe';
import { scrollToBottom } from '../helpers/scroll-to-bottom';
import { fillGold } from './forms-helpers';

// Every page, every branch page among them (their addresses and names differ in length), and the
// branch finder's answers: nearest branches with distances, and a refused PIN code.
const ROUTES = [...pagePaths, '/no-such-page', '/branches?q=563101', '/branches?q=12345'];

describe('reflow (WCAG 1.4.10)', () => {
  // 320 px is the WCAG reflow width; 280 px is a folding phone's cover screen.
  test.for(ROUTES)('%s never scrolls sideways at 320 or 280 px', async (route, { open }) => {
    const page = await open(route, { width: 320, height: 700 });
    await scrollToBottom(page);
    const overflowAt = async () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflowAt()).toBe(0);
    await page.setViewportSize({ width: 280, height: 700 });
    expect(await overflowAt()).toBe(0);
  });
});

describe('text at twice its size (WCAG 1.4.4)', () => {
  // A visitor's own larger font size (the browser's setting, or the phone's where the browser
  // passes it on) doubles the root font size: every rem grows, the screen does not. Long words
  // in Kannada and Tamil, fields and buttons sized in rem, must still fit a phone.
  test.for(templatePaths)(
    "%s in every language never scrolls sideways, nor cuts a control's text, at 375 px with the text twice its size",
    async (path, { open }) => {
      const overflowing: string[] = [];
      for (const locale of locales) {
        const route = localePath(locale, path);
        const page = await open(route, { width: 375, height: 800 });
        await textTwiceItsSize(page);
        // Sections far down are laid out only when near the screen (content-visibility).
        await scrollToBottom(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow !== 0) overflowing.push(`${route}: ${overflow} px too wide`);
        // A control clips what does not fit it (the file field's "No file chosen", a button's
        // label): text wider than its box is text the visitor cannot read.
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll('input:not([type="hidden"]), select, textarea, button')]
            .filter(
              (control) =>
                control.getClientRects().length > 0 && control.scrollWidth > control.clientWidth + 1,
            )
            .map(
              (control) =>
                `${control.tagName.toLowerCase()} ${control.getAttribute('name') ?? control.textContent}`,
            ),
        );
        for (const control of cut) overflowing.push(`${route}: ${control} cuts its text`);
        // Gutters that grew with the text took the width from it: a form's fields were left
        // narrow, and a select showed "Release" of "Release Pledged Gold" (a select cannot wrap
        // its chosen option).
        const narrow = await page.evaluate(() =>
          [...document.querySelectorAll('.lead-field__control')]
            .filter((control) => control.getBoundingClientRect().width < 0.75 * window.innerWidth)
            .map((control) => `${control.getAttribute('name')} ${control.getBoundingClientRect().width} px`),
        );
        for (const control of narrow) overflowing.push(`${route}: ${control} wide, under 3/4 of the screen`);
        await page.close();
      }
      expect(overflowing).toEqual([]);
    },
  );
});

/** Doubles the root font size, as a visitor's own larger text setting does. */
const textTwiceItsSize = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });

/**
 * The words under `selector` that a line break cuts in two though they would fit whole if their
 * line had the width `selector` gives (its own and its boxes' gutters aside). A word wider than
 * that must break, or it would spill off the screen; a narrower one was cut by a layout that
 * kept the text in too small a column.
 */
const cutWords = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    // Not clientWidth, which rounds: a word can miss its line by a fraction of a pixel.
    const gutters = (element: Element) => {
      const style = getComputedStyle(element);
      return ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth']
        .map((side) => parseFloat(style[side as 'paddingLeft']))
        .reduce((sum, width) => sum + width, 0);
    };
    const cut: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let room = element.getBoundingClientRect().width - gutters(element);
        for (let box = node.parentElement!; box !== element; box = box.parentElement!) room -= gutters(box);
        for (const word of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (range.getClientRects().length < 2) continue;
          const whole = document.createElement('span');
          whole.style.cssText =
            'position: absolute; width: max-content; white-space: nowrap; visibility: hidden';
          whole.textContent = word[0];
          node.parentElement!.append(whole);
          if (whole.getBoundingClientRect().width <= room) cut.push(word[0]);
          whole.remove();
        }
      }
    }
    return cut;
  }, selector);

describe('large text keeps words and controls whole', () => {
  test.for(['/about', '/ta/about'])(
    "%s: the figures' captions, at 375 px with the text twice its size, break no word that fits across them",
    async (path, { open }) => {
      const page = await open(path, { width: 375, height: 800 });
      await textTwiceItsSize(page);
      // Laid out at the new size only once near the screen (content-visibility).
      await page.locator('.about-stats').scrollIntoViewIfNeeded();
      expect(await cutWords(page, '.about-stats')).toEqual([]);
    },
  );

  test("/branches: a map's button and link, at 375 px with the text twice its size, show their words inside their own boxes, inside the map's", async ({
    open,
  }) => {
    const page = await open('/branches', { width: 375, height: 800 });
    await textTwiceItsSize(page);
    const map = page.locator('.map-facade').first();
    await map.scrollIntoViewIfNeeded();
    const layout = await map.evaluate((map) => {
      const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
      // Where the words are drawn: a box squeezed smaller than its text lets them spill out.
      const words = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().toJSON() as DOMRect;
      };
      const button = map.querySelector('button')!;
      const link = map.querySelector('a')!;
      return {
        map: box(map),
        controls: [
          { box: box(button), words: words(button) },
          { box: box(link), words: words(link) },
        ],
      };
    });
    for (const { box, words } of layout.controls) {
      expect(words.top).toBeGreaterThanOrEqual(box.top);
      expect(words.bottom).toBeLessThanOrEqual(box.bottom);
      expect(box.top).toBeGreaterThanOrEqual(layout.map.top);
      expect(box.bottom).toBeLessThanOrEqual(layout.map.bottom);
    }
    expect(layout.controls[1]!.box.top).toBeGreaterThanOrEqual(layout.controls[0]!.box.bottom);
  });
});

/** Where a dialog's title is: focused, and on screen (not scrolled up out of the dialog). */
const titleShown = (dialog: Locator) =>
  dialog.evaluate((element) => {
    const title = element.querySelector('h2')!;
    const box = title.getBoundingClientRect();
    return {
      focused: document.activeElement === title,
      inView: box.top >= element.getBoundingClientRect().top && box.bottom <= window.innerHeight,
    };
  });

describe("the pop-up's heading with the text at twice its size", () => {
  // The corner's Close button is sized by the text too: the room it left beside it for the
  // heading had shrunk to a column a few letters wide, one letter a line in Tamil. The heading
  // now goes under the button when there is no room beside it. The pop-up is then taller than
  // the screen, and it opens at its heading: focusing the first field scrolled the heading and
  // the Close button out of view.
  test.for([
    ['/', popup.heading],
    ['/ta/', tamilPopup.heading],
  ])(
    "%s: the heading takes the dialog's width, under the Close button, and the pop-up opens at it",
    async ([path, heading], { open }) => {
      const page = await open(path!, { width: 375, height: 800, clock: true });
      await textTwiceItsSize(page);
      await page.clock.runFor(POPUP_DELAY_MS);
      const dialog = page.getByRole('dialog', { name: heading });
      await dialog.waitFor();
      const layout = await dialog.evaluate((element) => {
        const heading = element.querySelector('h2')!;
        // The heading's words, for how much of the width they get, and its box, for where it sits.
        const words = document.createRange();
        words.selectNodeContents(heading);
        const box = heading.getBoundingClientRect();
        const content = element.querySelector('.site-dialog__content')!;
        const close = element.querySelector('form[method="dialog"] button')!.getBoundingClientRect();
        return {
          share: words.getBoundingClientRect().width / content.clientWidth,
          clearOfClose: box.top >= close.bottom - 1 || box.right <= close.left + 1,
        };
      });
      expect(layout.share).toBeGreaterThan(0.6);
      expect(layout.clearOfClose).toBe(true);
      expect(await titleShown(dialog)).toEqual({ focused: true, inView: true });
      // The fields come next, as without large text.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('full_name');
    },
  );
});

describe("the pop-up's fields with the text at twice its size", () => {
  // The browser's own rule for a modal dialog keeps it 2em clear of each side, so its gutters
  // grew with the text and the pop-up's fields shrank to two thirds of a phone's width. The
  // page's forms keep three quarters at this size; the pop-up's must too.
  test.for(['/', '/ta/'])('%s: the fields keep three quarters of the screen', async (path, { open }) => {
    const page = await open(path, { width: 375, height: 800, clock: true });
    await textTwiceItsSize(page);
    await page.clock.runFor(POPUP_DELAY_MS);
    const dialog = page.locator('dialog.enquiry-popup[open]');
    await dialog.waitFor();
    const narrow = await dialog.evaluate((element) =>
      [...element.querySelectorAll('.lead-field__control')]
        .filter((control) => control.getBoundingClientRect().width < 0.75 * window.innerWidth)
        .map((control) => `${control.getAttribute('name')} ${control.getBoundingClientRect().width} px`),
    );
    expect(narrow).toEqual([]);
  });
});

describe('a result dialog taller than the screen, with the text at twice its size', () => {
  test('opens at its title, and Tab goes on to OK', async ({ open }) => {
    const page = await open('/calculator', { width: 375, height: 800 });
    await textTwiceItsSize(page);
    const form = page.locator('main form.lead-form--gold');
    await fillGold(form);
    // 100 g: a value in lakh, the kind a family's jewellery comes to.
    await form.getByLabel('Gold (in grams)').fill('100');
    // Filling the form fetched the indicative value's code: the dialog opens with the value.
    await page.waitForLoadState('networkidle');
    await form.getByRole('button', { name: buttonLabels.submit }).click();
    // The indicative value and its note make the success dialog long.
    const dialog = page.getByRole('dialog', { name: dialogs.success.title });
    await dialog.getByText(indicativeValue.disclaimer).waitFor();
    expect(await titleShown(dialog)).toEqual({ focused: true, inView: true });
    // The value keeps its line: the dialog's gutters do not grow with the text.
    expect(await dialog.locator('.indicative-value__figure strong').textContent()).toMatch(
      /^₹\d,\d\d,\d\d\d$/,
    );
    expect(
      await dialog
        .locator('.indicative-value__figure strong')
        .evaluate((value) => value.getClientRects().length),
    ).toBe(1);
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        dialog
          .getByRole('button', { name: dialogButtons.ok })
          .evaluate((ok) => ok === document.activeElement),
      )
      .toBe(true);
  });
});
