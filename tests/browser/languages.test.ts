import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { localeInfo, localePath, locales, type Locale } from '../../shared/locales';
import { languageOffers } from '../../client/content/language-offers';
import { sharedTextTranslations as knTexts } from '../../client/content/kn/shared-text-translations';
import { fieldValidity as enValidity } from '../../client/content/field-validity';
import { fieldValidity as knValidity } from '../../client/content/kn/field-validity';
import { fieldValidity as taValidity } from '../../client/content/ta/field-validity';
import { phoneHints as knPhoneHints } from '../../client/content/kn/forms';
import { waitForHydration } from '../helpers/browser';
import { leadPosts, resetMock } from '../helpers/start-site';
import { goldTyped } from './forms-helpers';
import { test } from '../helpers/browser-fixtures';
import { canonicalPathOf, templatePaths } from '../helpers/site-paths';

// The languages as a visitor meets them: the links to the same page in every language (in the
// menu on a phone, in the top bar on a desktop, in the footer), the offer of the browser's
// language on an English page, field messages in the page's language, and every page of every
// language at 375 px with nothing cut off or wider than the screen (a screenshot of each is
// kept in test-results/languages/ for a person to look at).

const others = locales.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');
const SHOTS = path.resolve('test-results', 'languages');
// Every page of the registry once (one branch page for all), not its aliases.
const PAGES = templatePaths.filter((path) => canonicalPathOf(path) === path);

/** Text that does not fit its box, and how much wider than the screen the page is. */
async function overflowOn(page: Page): Promise<{ wider: number; cut: string[] }> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'header a, header button, main a.button, main button, main h1, main h2, main h3, main label, footer a, .main-nav__menu a',
    )) {
      const style = getComputedStyle(el);
      if (
        style.display === 'inline' ||
        style.display === 'none' ||
        el.closest('[hidden], .visually-hidden, dialog:not([open])')
      )
        continue;
      if (el.scrollWidth > el.clientWidth + 1)
        cut.push(
          `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        );
    }
    // The ticker's line moves sideways by design; it must not be cut at the top or bottom.
    for (const el of document.querySelectorAll<HTMLElement>('.rates-ticker__viewport'))
      if (el.scrollHeight > el.clientHeight + 1)
        cut.push(`the ticker "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    return { wider: document.documentElement.scrollWidth - window.innerWidth, cut };
  });
}

describe('every page in every language at 375 px', () => {
  test.for(others.flatMap((locale) => PAGES.map((page) => localePath(locale, page))))(
    '%s fits the screen, its menu included, and nothing is cut off',
    async (route, { site, openPage }) => {
      const { page } = await openPage({ width: 375, height: 800 });
      await page.goto(site.url + route);
      await waitForHydration(page);
      expect(await overflowOn(page)).toEqual({ wider: 0, cut: [] });
      mkdirSync(SHOTS, { recursive: true });
      const name = route.replace(/\/$/, '/home').replace(/\//g, '_').replace(/^_/, '');
      await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
      await page.getByRole('button', { name: /./ }).and(page.locator('.main-nav__burger')).click();
      await page.locator('.main-nav__menu[data-open="true"]').waitFor();
      expect(await overflowOn(page)).toEqual({ wider: 0, cut: [] });
      await page.screenshot({ path: path.join(SHOTS, `${name}-menu.png`) });
    },
  );
});

/** Selects whose chosen text is wider than the room their padding leaves (left of the chevron). */
function selectsCut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A select never reports its text's overflow (its scrollWidth is its width): measured in its font.
    const context = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const select of document.querySelectorAll<HTMLSelectElement>('main select')) {
      if (select.getClientRects().length === 0) continue;
      const style = getComputedStyle(select);
      context.font = style.font;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const text = select.selectedOptions[0]?.text ?? '';
      const width = context.measureText(text).width;
      if (width > room + 1) cut.push(`${select.name}: "${text}" ${Math.ceil(width - room)} px too wide`);
    }
    return cut;
  });
}

describe("the forms' selects in every language", () => {
  test.for(locales.flatMap((locale) => [320, 1280].map((width) => ({ locale, width }))))(
    '$locale at $width px: the chosen text fits beside the chevron',
    async ({ locale, width }, { site, openPage }) => {
      const { page } = await openPage({ width, height: 800 });
      const cut: string[] = [];
      for (const path of ['/', '/calculator', '/partner', '/career']) {
        await page.goto(site.url + localePath(locale, path));
        for (const select of await selectsCut(page)) cut.push(`${path} ${select}`);
      }
      expect(cut).toEqual([]);
    },
  );
});

describe("the carousels' Pause and Play button", () => {
  test.for(locales)(
    '%s: keeps its label on one line and its size when it turns from one to the other',
    async (locale, { site, openPage }) => {
      const { page } = await openPage({ width: 375, height: 800 });
      await page.goto(site.url + localePath(locale, '/'));
      await waitForHydration(page);
      const toggle = page.locator('.carousel__button--toggle').first();
      // One line: the button is no taller than its 44 px minimum. Turning from Pause to Play
      // (as it does after hydration for a visitor who asked for less motion) moves nothing.
      const box = () => toggle.evaluate((button: HTMLElement) => [button.offsetWidth, button.offsetHeight]);
      const paused = await box();
      expect(paused[1]).toBe(44);
      const label = await toggle.textContent();
      await toggle.click();
      await expect.poll(() => toggle.textContent()).not.toBe(label);
      expect(await box()).toEqual(paused);
    },
  );
});

describe('every language on a desktop', () => {
  test.for(locales.flatMap((locale) => [1100, 1280].map((width) => ({ locale, width }))))(
    '$locale at $width px: the menu fits on one line beside the logo',
    async ({ locale, width }, { site, openPage }) => {
      const { page } = await openPage({ width, height: 800 });
      await page.goto(site.url + localePath(locale, '/about'));
      const fit = await page.evaluate(() => {
        const nav = document.querySelector('.main-nav')!.getBoundingClientRect();
        const links = [...document.querySelectorAll('.main-nav__menu > li:not(.main-nav__languages) a')].map(
          (a) => a.getBoundingClientRect(),
        );
        return {
          rows: new Set(links.map((box) => Math.round(box.top))).size,
          insideNav: links.every((box) => box.top >= nav.top && box.bottom <= nav.bottom),
        };
      });
      expect(fit).toEqual({ rows: 1, insideNav: true });
    },
  );
});

describe('the language links', () => {
  test('on a phone are in the menu and open the same page in the chosen language, tab and all', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 375, height: 800 });
    await page.goto(`${site.url}/faq?tab=release`);
    await waitForHydration(page);
    const kannada = page.locator('#main-menu').getByRole('link', { name: localeInfo.kn.name });
    expect(await kannada.isVisible()).toBe(false);
    await page.locator('.main-nav__burger').click();
    await kannada.click();
    await page.waitForURL(`${site.url}/kn/faq?tab=release`);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('kn-IN');
    // The language's own link names the page as the current one, in its own language.
    const current = page.locator('#main-menu a[lang="kn-IN"]');
    expect(await current.getAttribute('aria-current')).toBe('true');
    expect(await current.getAttribute('lang')).toBe('kn-IN');
  });

  test('on a desktop are in the top bar, reached by keyboard, and work without JavaScript', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 1280, height: 800, javaScriptEnabled: false });
    await page.goto(`${site.url}/ta/about`);
    const english = page.locator('.top-bar').getByRole('link', { name: 'English' });
    expect(await english.isVisible()).toBe(true);
    expect(await page.locator('.main-nav__languages').isVisible()).toBe(false);
    await english.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/about`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
  });

  test('opened at a part of a page (a shared link), open that part in the chosen language', async ({
    site,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280, height: 800 });
    await page.goto(`${site.url}/calculator#release-calculator`);
    await waitForHydration(page);
    await page.locator('.top-bar').getByRole('link', { name: localeInfo.ta.name }).click();
    await page.waitForURL(`${site.url}/ta/calculator#release-calculator`);
    expect(problems).toEqual([]);
  });

  test('after moving between pages inside the app, still point at the page on screen', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 1280, height: 800 });
    await page.goto(`${site.url}/te/`);
    await waitForHydration(page);
    await page
      .locator('footer')
      .getByRole('link', { name: /./ })
      .and(page.locator('[href="/te/services"]'))
      .click();
    await page.waitForURL(`${site.url}/te/services`);
    const hindi = page.locator('.top-bar').getByRole('link', { name: localeInfo.hi.name });
    // The new page shows once its code is in; the links follow it.
    await expect.poll(() => hindi.getAttribute('href')).toBe('/hi/services');
  });
});

describe("the offer of the browser's language", () => {
  test('shows on an English page in that language, links the same page, and stays away once put away', async ({
    site,
    openPage,
  }) => {
    const { page } = await openPage({ width: 375, height: 800, locale: 'kn-IN' });
    await page.goto(`${site.url}/about`);
    await waitForHydration(page);
    const offer = page.getByRole('complementary', { name: languageOffers.kn.text });
    await offer.waitFor();
    expect(await offer.getAttribute('lang')).toBe('kn-IN');
    expect(await offer.getByRole('link', { name: languageOffers.kn.link }).getAttribute('href')).toBe(
      '/kn/about',
    );
    await offer.getByRole('button', { name: languageOffers.kn.dismiss }).click();
    await offer.waitFor({ state: 'detached' });
    // The rest of the session: no offer on the next page either.
    await page.goto(`${site.url}/faq`);
    await waitForHydration(page);
    expect(await page.locator('.language-offer').count()).toBe(0);
  });

  test('never hides the control the keyboard moves to (WCAG 2.4.11)', async ({ site, openPage }) => {
    const { page } = await openPage({ width: 375, height: 740, locale: 'kn-IN' });
    await page.goto(`${site.url}/calculator`);
    await waitForHydration(page);
    const offer = page.getByRole('complementary', { name: languageOffers.kn.text });
    await offer.waitFor();
    const hidden: string[] = [];
    // Down the page's fields, selects and links, as far as the footer.
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab');
      const overlap = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const offerBox = document.querySelector('.language-offer')!.getBoundingClientRect();
        if (focused.closest('.language-offer')) return null;
        const box = focused.getBoundingClientRect();
        return box.bottom > offerBox.top && box.top < offerBox.bottom
          ? `${focused.tagName} ${focused.getAttribute('name') ?? focused.textContent?.trim()}`
          : null;
      });
      if (overlap) hidden.push(overlap);
    }
    expect(hidden).toEqual([]);
  });

  test('is never shown to an English browser, nor on a page already in another language', async ({
    site,
    openPage,
  }) => {
    const { page: english } = await openPage({ width: 375, height: 800, locale: 'en-IN' });
    await english.goto(`${site.url}/about`);
    await waitForHydration(english);
    const { page: tamil } = await openPage({ width: 375, height: 800, locale: 'ta-IN' });
    await tamil.goto(`${site.url}/hi/about`);
    await waitForHydration(tamil);
    // The offer's code would load after hydration: both pages are settled once the network is.
    await english.waitForLoadState('networkidle');
    await tamil.waitForLoadState('networkidle');
    expect(await english.locator('.language-offer').count()).toBe(0);
    expect(await tamil.locator('.language-offer').count()).toBe(0);
  });
});

describe('field messages', () => {
  test('of a form sent without JavaScript come back in the language, and the page hydrates around them', async ({
    site,
    openPage,
    allowProblems,
  }) => {
    // The refused post's page is a 400, which the browser logs as a failed load.
    allowProblems(/Failed to load resource/);
    const { page } = await openPage({ width: 375, height: 800 });
    await page.goto(`${site.url}/kn/career`);
    await waitForHydration(page);
    // What a browser without our script sends: the form's own post, here with nothing typed.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('main form.lead-form--career')!;
      form.noValidate = true;
      HTMLFormElement.prototype.submit.call(form);
    });
    await page.waitForLoadState('load');
    await waitForHydration(page);
    const form = page.locator('main form.lead-form--career');
    expect(await form.textContent()).toContain(knTexts['Full name is required']);
    expect(await form.textContent()).toContain(knTexts['Resume is required']);
    // Hydrated: the page's own code answers the dialog's button.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button').first().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  test("appear in the page's language, whichever check found the problem", async ({
    site,
    openPage,
    allowProblems,
  }) => {
    // The server's 400 for the phone number is logged by the browser as a failed load.
    allowProblems(/Failed to load resource/);
    const { page } = await openPage({ width: 375, height: 800 });
    await page.goto(`${site.url}/kn/`);
    await waitForHydration(page);
    const form = page.locator('main form.lead-form--inline');
    await form.evaluate((el) => ((el as HTMLFormElement).noValidate = true));
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.textContent()).toContain(knTexts['Full name is required']);
    expect(await form.textContent()).not.toContain('Full name is required');
  });

  // The bubble points at one field and fades; a visitor who missed it, or whose screen reader
  // moved on, still finds what is wrong under each field.
  test.for([
    ['/kn/calculator', 'gold', knValidity],
    ['/partner', 'franchise', enValidity],
    ['/ta/', 'inline', taValidity],
  ] as const)(
    "%s: an empty Submit leaves the browser check's message under every field it refused, in the page's language, until that field is edited",
    async ([path, formName, words], { site, openPage }) => {
      await resetMock(site.mockUrl);
      const { page } = await openPage({ width: 375, height: 800 });
      await page.goto(`${site.url}${path}`);
      await waitForHydration(page);
      const form = page.locator(`main form.lead-form--${formName}`);
      // Each required field: its name, whether it is called invalid, and the visible message it
      // is described by (last, after a hint such as a phone's format).
      const shown = () =>
        form.locator('[required]').evaluateAll((controls) =>
          controls.map((control) => {
            const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
            const message = document.getElementById(ids.at(-1) ?? '');
            return {
              name: control.getAttribute('name'),
              invalid: control.getAttribute('aria-invalid'),
              message: message?.checkVisibility() ? message.textContent : null,
              select: control.tagName === 'SELECT',
            };
          }),
        );
      const submit = form.locator('button[type="submit"]');
      // The page's words come with the result dialog's code, which the page fetches once it is idle.
      await expect
        .poll(async () => {
          await submit.click();
          return (await shown())[0]?.message;
        })
        .toBe(words.fillIn);
      const refused = await shown();
      expect(refused.length).toBeGreaterThan(2);
      expect(refused).toEqual(
        refused.map(({ name, select }) => ({
          name,
          invalid: 'true',
          message: select ? words.choose : words.fillIn,
          select,
        })),
      );

      const [first, ...rest] = refused;
      await form.locator(`[name="${first!.name}"]`).fill('R');
      const afterEdit = await shown();
      expect(afterEdit[0]).toMatchObject({ invalid: 'false', message: null });
      expect(afterEdit.slice(1)).toEqual(rest);
      expect(await leadPosts(site.mockUrl)).toEqual([]);
    },
  );

  test("of the browser's own check are in the page's language, on the field the visitor is on, and never hold back a form put right", async ({
    site,
    openPage,
  }) => {
    await resetMock(site.mockUrl);
    const { page } = await openPage({ width: 375, height: 800 });
    await page.goto(`${site.url}/kn/calculator`);
    await waitForHydration(page);
    const form = page.locator('main form.lead-form--gold');
    const field = (name: string) => form.locator(`[name="${name}"]`);
    const check = () => form.evaluate((el) => (el as HTMLFormElement).reportValidity());
    const said = (name: string) => field(name).evaluate((el) => (el as HTMLInputElement).validationMessage);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('name'));
    // The words come with the result dialog's code, which the page fetches once it is idle.
    await expect
      .poll(async () => {
        await check();
        return said('full_name');
      })
      .toBe(knValidity.fillIn);
    expect(await focused()).toBe('full_name');
    // Only the field with the bubble has a message: screen readers call a field with one invalid.
    await expect
      .poll(() => field('city').evaluate((el) => (el as HTMLInputElement).validity.customError))
      .toBe(false);

    await field('full_name').fill(goldTyped.full_name);
    await field('city').fill(goldTyped.city);
    await field('gold_grams').fill(goldTyped.gold_grams);
    await check();
    expect(await focused()).toBe('karat_score');
    expect(await said('karat_score')).toBe(knValidity.choose);
    await field('karat_score').selectOption(goldTyped.karat_score);
    expect(await said('karat_score')).toBe('');

    await check();
    expect(await focused()).toBe('phone_number');
    // Still wrong as it is typed: the bubble keeps the page's words.
    await field('phone_number').pressSequentially('12');
    expect(await said('phone_number')).toBe(`${knValidity.format} ${knPhoneHints.flexible}`);
    await field('phone_number').fill(goldTyped.phone_number);
    expect(await said('phone_number')).toBe('');

    await field('email').fill('ravi');
    await check();
    expect(await said('email')).toBe(knValidity.email);
    await field('email').fill(goldTyped.email);
    // Put right, the form goes with Enter, like any other.
    await field('email').press('Enter');
    await expect.poll(async () => (await leadPosts(site.mockUrl)).length).toBe(1);
  });
});
