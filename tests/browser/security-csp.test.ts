import { describe, expect } from 'vitest';
import { pagePaths } from '../helpers/site-paths';
import { popup } from '../../client/content/contact-enquiry';
import { POPUP_DELAY_MS } from '../../client/features/enquiry-popup/enquiry-popup';
import { afterAFrame, hydrateUnderClock, waitForHydration } from '../helpers/browser';
import { test } from '../helpers/browser-fixtures';

// The strict CSP (default-src 'none', nonce scripts, no inline <style>) must not block
// anything the site itself does: every route hydrates, scrolls, and runs its carousels and
// pop-up timers with no `securitypolicyviolation` event.

/** The hero's autoplay delay (client/content/home.ts). */
const AUTOPLAY_MS = 3000;

describe('Content-Security-Policy in a real browser', () => {
  test.for(pagePaths)('%s runs with no CSP violation', async (path, { site, page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    // The page's timers run on the fake clock: the carousels' turns and the pop-up come when
    // the test moves time on, not after real seconds.
    await page.clock.install();
    await page.goto(site.url + path);
    await hydrateUnderClock(page);
    await page.mouse.wheel(0, 2000);
    const home = path === '/' || path === '/home';
    await page.clock.runFor(home ? POPUP_DELAY_MS + 500 : AUTOPLAY_MS + 500);
    if (home) await page.getByRole('dialog', { name: popup.heading }).waitFor();
    // Violations are reported in a task of their own: let the page have a frame and a task.
    await afterAFrame(page);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  });

  test('blocks injected markup: an inline event handler and an inline <style> (the policy is live)', async ({
    site,
    page,
    allowProblems,
  }) => {
    // The browser logs each thing it blocked: those are the test's own doing.
    allowProblems(/Content Security Policy/);
    await page.goto(site.url + '/about');
    await waitForHydration(page);
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(event.effectiveDirective),
      );
      // What an HTML injection would try: markup with an inline handler.
      const holder = document.createElement('div');
      holder.innerHTML =
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="window.injected = true" onerror="window.injected = true">';
      const image = holder.querySelector('img')!;
      // An inline handler, had it been let through, runs before a listener added later.
      const imageSettled = new Promise((resolve) => {
        image.addEventListener('load', resolve);
        image.addEventListener('error', resolve);
      });
      document.body.append(holder);
      const style = document.createElement('style');
      style.textContent = 'body { background: red }';
      document.head.append(style);
      await imageSettled;
      // Each violation is reported in a task of its own.
      await new Promise<void>((resolve) => {
        const check = () => (violations.length >= 2 ? resolve() : setTimeout(check));
        check();
      });
      return {
        ran: (window as unknown as { injected?: boolean }).injected === true,
        background: getComputedStyle(document.body).backgroundColor,
        violations,
      };
    });
    expect(outcome.ran).toBe(false);
    expect(outcome.background).not.toBe('rgb(255, 0, 0)');
    expect(outcome.violations).toEqual(expect.arrayContaining(['script-src-attr', 'style-src-elem']));
  });
});
