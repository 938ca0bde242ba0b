import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { pagePaths } from '../helpers/site-paths';
import { aboutHistory, missionCards } from '../../client/content/about';
import { branches, otherServiceableAreas } from '../../client/content/branches';
import { careerPage, howToApply, whyWorkWithUs } from '../../client/content/career';
import { goldReturnsBenefits } from '../../client/content/gold-returns-card';
import { branchSlides, homeCarouselLabels } from '../../client/content/home';
import { newsItems, newsPage } from '../../client/content/news';
import { mapsDirectionsUrl } from '../../client/lib/directions-url';
import { partnerPage } from '../../client/content/partner';
import { afterAFrame, type PageOptions, waitForHydration } from '../helpers/browser';
import { test as browserTest } from '../helpers/browser-fixtures';
import { headingAt, pageHeadings } from '../helpers/page-headings';
import { scrollToBottom } from '../helpers/scroll-to-bottom';
import { withoutEnquiryPopup } from './forms-helpers';

const test = browserTest.extend('open', ({ site, openPage }) =>
  /** The page at `path`, hydrated, with the home page's pop-up kept away. */
  async (path: string, options: PageOptions = {}): Promise<Page> => {
    const { page, context } = await openPage(options);
    await withoutEnquiryPopup(context);
    await page.goto(site.url + path);
    await waitForHydration(page);
    return page;
  },
);

/**
 * Scrolls to the bottom, so every lazy carousel loads Swiper's code, then focuses each
 * carousel's Next button (Swiper is built when a carousel is first used) and waits until
 * Swiper runs in all of them.
 */
async function scrollThrough(page: Page): Promise<void> {
  await scrollToBottom(page);
  for (const next of await page.getByRole('button', { name: 'Next slide', exact: true }).all())
    await next.focus();
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelectorAll('.swiper').length -
            document.querySelectorAll('.swiper.swiper-initialized').length,
        ),
      { timeout: 10_000 },
    )
    .toBe(0);
}

const paths = [...pagePaths];

describe('every page', () => {
  test.for(paths)(
    '%s hydrates, loads its carousels and scrolls to the end with no console errors',
    async (path, { open }) => {
      const page = await open(path);
      await scrollThrough(page);
      // Errors logged by effects of the carousels' start (a frame later) count too.
      await afterAFrame(page);
    },
  );

  test.for(paths)('%s has one h1 with its heading and no skipped heading level', async (path, { open }) => {
    const page = await open(path);
    expect(await page.locator('h1').allTextContents()).toEqual([headingAt(path)]);
    const levels = await page
      .locator('main h1, main h2, main h3, main h4')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!, `heading ${i} of ${path}`).toBeLessThanOrEqual(1);
    });
  });

  test.for(paths)(
    '%s fits a 320 px screen without horizontal scrolling in the page content',
    async (path, { open }) => {
      const page = await open(path, { width: 320, height: 700 });
      const overflowing = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // Content clipped by a scrolling or hidden-overflow box (carousels, the ticker) cannot widen the page.
        const clipped = (el: Element) => {
          for (let node = el.parentElement; node && node.tagName !== 'MAIN'; node = node.parentElement) {
            if (getComputedStyle(node).overflowX !== 'visible') return true;
          }
          return false;
        };
        return [...document.querySelectorAll('main *')]
          .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
          .map((el) => `${el.tagName}.${el.className}`);
      });
      expect(overflowing).toEqual([]);
    },
  );
});

describe('home', () => {
  test('has its sections in the order of the product rules, with their links', async ({ open }) => {
    const page = await open('/');
    const main = page.locator('main');
    const expected = [
      pageHeadings.home,
      homeCarouselLabels.hero,
      'Welcome To',
      'Highest Gold Price',
      'Our Services',
      'How Much Is Your Gold Worth?',
      'Gold Returns Card',
      homeCarouselLabels.news,
      'Our Branches',
      homeCarouselLabels.branches,
    ];
    const order = await main.evaluate((el, texts) => {
      const marks = [...el.querySelectorAll('h1, h2, [aria-roledescription="carousel"]')];
      return texts.map((text) =>
        marks.findIndex((n) =>
          n.tagName.startsWith('H') ? n.textContent?.includes(text) : n.getAttribute('aria-label') === text,
        ),
      );
    }, expected);
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    expect(await main.getByRole('link', { name: 'About Us', exact: true }).getAttribute('href')).toBe(
      '/about',
    );
    expect(await main.getByRole('link', { name: /^Contact us/i }).getAttribute('href')).toMatch(
      /^tel:\+91\d{10}$/,
    );
    expect(await main.getByRole('link', { name: /^Call now/i }).getAttribute('href')).toMatch(
      /^tel:\+91\d{10}$/,
    );
    const chat = main.getByRole('link', { name: /^Chat with us/i });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+/);
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(
      await main
        .getByRole('link', { name: /^View Services/ })
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(Array(4).fill('/services'));
    await expect.poll(() => iconsDrawn(page)).toEqual(Array(4).fill(true));
    expect(await main.getByRole('link', { name: /^Calculate Now/ }).getAttribute('href')).toBe('/calculator');
    expect(await main.getByRole('link', { name: /^Apply Now/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(
      await page
        .getByRole('region', { name: homeCarouselLabels.hero, exact: true })
        .getByRole('group')
        .count(),
    ).toBe(4);
    expect(
      await page
        .getByRole('region', { name: homeCarouselLabels.news, exact: true })
        .getByRole('group')
        .count(),
    ).toBe(2);
  });

  test('links each of the ten branch slides to its branch page (or the finder) in the same tab', async ({
    open,
  }) => {
    const page = await open('/');
    const links = page
      .getByRole('region', { name: homeCarouselLabels.branches, exact: true })
      .getByRole('link');
    const found = await links.evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
        text: a.textContent,
      })),
    );
    expect(found).toHaveLength(10);
    expect(found.map((l) => l.text)).toEqual(branchSlides.map((s) => s.label));
    expect(found.map((l) => l.href)).toEqual(branchSlides.map((s) => s.href));
    for (const link of found) {
      expect(link.href).toMatch(/^\/branches(\/[a-z-]+|\?q=\w+)$/);
      expect(link.target).toBeNull();
    }
  });
});

/**
 * For each decorative icon in <main>, whether it draws anything: a missing sprite file or a
 * symbol name the sprite lacks leaves an empty box, which a visitor sees as a blank.
 */
function iconsDrawn(page: Page): Promise<boolean[]> {
  return page
    .locator('main svg.content-icon use')
    .evaluateAll((uses) => uses.map((use) => (use as SVGUseElement).getBBox().width > 0));
}

describe('content pages', () => {
  test('/about tells the history, the mission and vision cards and the intro', async ({ open }) => {
    const page = await open('/about');
    const text = await page.locator('main').innerText();
    for (const paragraph of aboutHistory.paragraphs) expect(text).toContain(paragraph);
    for (const card of missionCards)
      expect(await page.getByRole('heading', { level: 3, name: card.title }).count()).toBe(1);
    await expect.poll(() => iconsDrawn(page)).toEqual(missionCards.map(() => true));
    for (const claim of [
      '2019',
      'ISO certified',
      '10 offices',
      '15 branches',
      '₹10,000',
      '200 people',
      '60%',
      'government-certified gold appraiser',
      'doorstep service',
    ]) {
      expect(text).toContain(claim);
    }
  });

  test('/branches shows ten branch cards and three serviceable areas, with maps only on request', async ({
    open,
  }) => {
    const page = await open('/branches');
    for (const branch of branches) {
      const card = page.locator('li', {
        has: page.getByRole('heading', { level: 2, name: branch.city, exact: true }),
      });
      expect(await card.getByText(branch.landmarkTitle, { exact: true }).count()).toBe(1);
      const directions = card.getByRole('link', { name: /^Get directions/ });
      expect(await directions.getAttribute('href')).toBe(mapsDirectionsUrl(branch.geo));
    }
    for (const area of otherServiceableAreas)
      expect(await page.getByRole('heading', { level: 3, name: area.name }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Other serviceable areas' }).count()).toBe(1);

    const main = page.locator('main');
    expect(await main.locator('iframe').count()).toBe(0);
    const buttons = main.getByRole('button', { name: /^Show map of / });
    expect(await buttons.count()).toBe(13);
    expect(await main.getByRole('link', { name: /^Open .* in Google Maps$/ }).count()).toBe(13);
    await main.getByRole('button', { name: 'Show map of Chennai', exact: true }).click();
    const frame = main.locator('iframe');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('title')).toBe('Map of our Chennai branch');
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=/);
    // The button that had focus is gone: focus moves to the map, not back to the page top.
    expect(await frame.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await buttons.count()).toBe(12);
  });

  test('/services links every Learn More to a page that answers 200', async ({ site, open }) => {
    const page = await open('/services');
    const hrefs = await page
      .getByRole('link', { name: /^Learn more/i })
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toHaveLength(8);
    await expect.poll(() => iconsDrawn(page)).toEqual(Array(8).fill(true));
    for (const href of hrefs) expect((await page.request.get(site.url + href)).status(), href).toBe(200);
    await page.getByRole('link', { name: /^Learn more about renting/i }).click();
    await page.waitForURL(`${site.url}/faq?tab=rent`);
    await expect
      .poll(() => page.getByRole('tab', { name: 'We Give Gold On Rent' }).getAttribute('aria-selected'))
      .toBe('true');
  });

  test('/faq opens the deep-linked tab in the server HTML and switches tabs in place', async ({
    site,
    open,
  }) => {
    const html = await (await fetch(`${site.url}/faq?tab=sell`)).text();
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>We Sell Gold</);
    expect(html).toMatch(/id="faq-panel-buy"[^>]*hidden/);
    const page = await open('/faq?tab=sell');
    await page.getByRole('tab', { name: 'We Release Your Pledge Gold' }).click();
    await page.waitForURL(`${site.url}/faq?tab=release`);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`${site.url}/faq?tab=sell`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('We Sell Gold');
    // The address and the focus change at once; the panels follow in the router's transition.
    await expect
      .poll(() => page.getByRole('tab', { name: 'We Sell Gold' }).getAttribute('aria-selected'))
      .toBe('true');
    const panel = page.getByRole('tabpanel');
    expect(await panel.count()).toBe(1);
    expect(await panel.getAttribute('id')).toBe('faq-panel-sell');
    const first = panel.locator('details').first();
    await first.locator('summary').click();
    expect(await first.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Documents Accepted' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Eligibility' }).count()).toBe(1);
  });

  test('/faq: every tab is in the Tab order until the arrow keys work, then only the selected one', async ({
    site,
    open,
  }) => {
    // Without JavaScript (or before it runs) the arrow keys do nothing: a tab out of the Tab
    // order could be reached only with a pointer.
    const html = await (await fetch(`${site.url}/faq?tab=rent`)).text();
    const serverTabs = html.match(/<a[^>]*role="tab"[^>]*>/g) ?? [];
    expect(serverTabs).toHaveLength(4);
    expect(serverTabs.filter((tab) => /tabindex="0"/.test(tab))).toHaveLength(4);
    const page = await open('/faq?tab=rent');
    await expect
      .poll(() =>
        page.locator('[role="tab"]').evaluateAll((tabs) => tabs.map((tab) => (tab as HTMLElement).tabIndex)),
      )
      .toEqual([-1, 0, -1, -1]);
  });

  test('/faq keeps buy-tab questions 18 and 19 independent', async ({ open }) => {
    const page = await open('/faq');
    const q18 = page.locator('#buy-18');
    const q19 = page.locator('#buy-19');
    await q18.locator('summary').click();
    expect(await q18.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await q19.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await q19.locator('summary').click();
    await q18.locator('summary').click();
    expect(await q18.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await q19.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  });

  test('/news shows four slides of the two captions', async ({ open }) => {
    const page = await open('/news');
    const region = page.getByRole('region', { name: newsPage.carouselLabel, exact: true });
    expect(await region.getByRole('group').count()).toBe(4);
    const text = await region.innerText();
    for (const item of newsItems) expect(text.split(item.caption).length - 1).toBe(2);
    expect(await region.getByRole('button', { name: 'Previous slide', exact: true }).count()).toBe(1);
    expect(await region.getByRole('button', { name: 'Next slide', exact: true }).count()).toBe(1);
  });

  test('/gold-returns-card lists every benefit and applies by e-mail', async ({ open }) => {
    const page = await open('/gold-returns-card');
    const text = await page.locator('main').innerText();
    for (const benefit of goldReturnsBenefits) expect(text).toContain(benefit.text);
    const apply = page.getByRole('link', { name: /^Apply Now/ });
    expect(await apply.count()).toBeGreaterThan(0);
    for (const href of await apply.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^mailto:[^@]+@[^?]+\?subject=/);
  });

  test('/career has the intro, four reasons, the form heading and How to Apply', async ({ open }) => {
    const page = await open('/career');
    expect(await page.getByRole('heading', { level: 2, name: careerPage.introHeading }).count()).toBe(1);
    for (const point of whyWorkWithUs)
      expect(await page.getByRole('heading', { level: 3, name: point.title }).count()).toBe(1);
    expect(
      await page.getByRole('heading', { level: 2, name: careerPage.formHeading, exact: true }).count(),
    ).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: howToApply.heading }).count()).toBe(1);
  });

  test('/partner shows the expense table and the application form heading', async ({ open }) => {
    const page = await open('/partner');
    const image = page.getByRole('img', { name: /franchise expense table/i });
    expect(await image.getAttribute('src')).toMatch(/\.svg$/);
    expect(await page.getByRole('heading', { level: 2, name: partnerPage.formHeading }).count()).toBe(1);
  });

  test('/calculator shows its image and the instant rates heading', async ({ open }) => {
    const page = await open('/calculator');
    const heading = page.getByRole('heading', { name: 'Enter The Following Details To Get Instant Rates' });
    expect(await heading.isVisible()).toBe(true);
    expect(await page.locator('main img').count()).toBeGreaterThan(0);
  });
});
