import { describe, expect, it } from 'vitest';
import { pagePaths } from '../helpers/site-paths';
import { openWatchedPage, waitForHydration } from '../helpers/browser';
import { useBrowserSuite } from '../helpers/browser-suite';

// The strict CSP (default-src 'none', nonce scripts, no inline <style>) must not block
// anything the site itself does: every route hydrates, scrolls, and runs its carousels and
// pop-up timers with no `securitypolicyviolation` event.

const suite = useBrowserSuite();

describe('Content-Security-Policy in a real browser', () => {
  it.each(pagePaths)('%s runs with no CSP violation', async (path) => {
    const { page, context, problems } = await openWatchedPage(suite.browser);
    try {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await page.goto(suite.site.url + path);
      await waitForHydration(page);
      await page.mouse.wheel(0, 2000);
      // Carousels advance every 3 s; the pop-up opens after 5 s on the home page.
      await page.waitForTimeout(path === '/' || path === '/home' ? 5500 : 1200);
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('blocks injected markup: an inline event handler and an inline <style> (the policy is live)', async () => {
    const { page, context } = await openWatchedPage(suite.browser);
    try {
      await page.goto(suite.site.url + '/about');
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
        document.body.append(holder);
        const style = document.createElement('style');
        style.textContent = 'body { background: red }';
        document.head.append(style);
        await new Promise((resolve) => setTimeout(resolve, 200));
        return {
          ran: (window as unknown as { injected?: boolean }).injected === true,
          background: getComputedStyle(document.body).backgroundColor,
          violations,
        };
      });
      expect(outcome.ran).toBe(false);
      expect(outcome.background).not.toBe('rgb(255, 0, 0)');
      expect(outcome.violations).toEqual(expect.arrayContaining(['script-src-attr', 'style-src-elem']));
    } finally {
      await context.close();
    }
  });
});
