// The visitor's own connection drops as they press Submit: a real browser taken offline by
// the test. The form keeps everything, says it will send by itself, and does, once, under the
// same Idempotency-Key, when the connection is back.
import { describe, expect } from 'vitest';
import { dialogs } from '../../client/content/dialogs';
import { dialogs as tamilDialogs } from '../../client/content/ta/dialogs';
import { API_PATHS } from '../../shared/api-paths';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency';
import { waitForHydration } from '../helpers/browser';
import { test } from '../helpers/browser-fixtures';
import { leadPosts } from '../helpers/start-site';
import { contactLead, fillContact, openLeadTestPage } from './forms-helpers';

async function contactLeadsReceived(mockUrl: string): Promise<number> {
  const posts = await leadPosts(mockUrl);
  return posts.filter(
    (post) =>
      post.path === API_PATHS.contact &&
      !post.replayed &&
      (post.body as { full_name?: unknown }).full_name === contactLead.full_name,
  ).length;
}

const RESULT_DIALOG_CODE = /\/assets\/result-dialog-[\w-]+\.js$/;
const isResultDialogCode = (message: { url(): string }) => RESULT_DIALOG_CODE.test(message.url());
/** What a page with a form fetches once it is idle: the dialog's code and the field messages' translations. */
const FORM_EXTRAS = /\/assets\/(result-dialog|shared-text-translations)-[\w-]+\.js$/;

describe('a lead sent while the visitor is offline', () => {
  test('is kept, and sent once by itself, under the same key, when the browser is back online', async ({
    site,
    openPage,
    allowProblems,
  }) => {
    // Offline, the browser reports its own failed request; nothing else may go wrong.
    allowProblems(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    const { page, context } = await openLeadTestPage(site.mockUrl, openPage, { width: 390, height: 844 });
    const keys: Array<string | null> = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === API_PATHS.contact)
        keys.push(request.headers()[IDEMPOTENCY_HEADER.toLowerCase()] ?? null);
    });
    const dialogCode = page.waitForResponse(isResultDialogCode);
    await page.goto(site.url + '/');
    await waitForHydration(page);
    const form = page.locator('main form.lead-form--inline');
    await fillContact(form);
    // The page fetched the result dialog's code once it was idle. (Its fetch failing is the
    // last test.)
    await dialogCode;

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Submit' }).click();
    const offline = page.getByRole('dialog', { name: dialogs.offline.title });
    await offline.waitFor({ timeout: 10_000 });
    expect(await offline.getByText(dialogs.offline.text).isVisible()).toBe(true);
    expect(await offline.textContent()).not.toMatch(/Failed/);
    await offline.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => offline.count()).toBe(0);
    expect(await form.getByLabel('Full Name').inputValue()).toBe(contactLead.full_name);
    expect(await form.getByLabel('Phone Number').inputValue()).toBe(contactLead.phone_number);
    expect(await form.getByLabel('Service Required').inputValue()).toBe(contactLead.service_required);
    expect(await contactLeadsReceived(site.mockUrl)).toBe(0);

    await context.setOffline(false);
    const success = page.getByRole('dialog', { name: 'Query Submitted' });
    await success.waitFor({ timeout: 10_000 });
    expect(await success.getByText('Team will get back to you shortly').isVisible()).toBe(true);
    // The site may hand the lead on after it has answered: wait for it, then make sure it
    // arrived once.
    await expect.poll(() => contactLeadsReceived(site.mockUrl), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await contactLeadsReceived(site.mockUrl)).toBe(1);
    // The browser's two POSTs: the one that could not leave it, and the resend, one key.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^page:\d{1,10}(?:-\d{1,10}){3}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test("tells a visitor whose connection dropped before they reached the form, in the page's language", async ({
    site,
    openPage,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    const { page, context } = await openLeadTestPage(site.mockUrl, openPage, { width: 390, height: 844 });
    await page.goto(site.url + '/ta/');
    await waitForHydration(page);
    // Nobody has touched the form: the page fetched the dialog's code and the translations by
    // itself once it was idle.
    const fetched = () =>
      page.evaluate((source) => {
        const extras = new RegExp(source);
        return performance
          .getEntriesByType('resource')
          .filter((entry) => extras.test(new URL(entry.name).pathname))
          .map((entry) => new URL(entry.name).pathname.split('-')[0]);
      }, FORM_EXTRAS.source);
    await expect
      .poll(async () => (await fetched()).sort(), { timeout: 10_000 })
      .toEqual(['/assets/result', '/assets/shared']);

    // The connection drops while the visitor reads; then they fill the form.
    await context.setOffline(true);
    const form = page.locator('main form.lead-form--inline');
    await form.locator('input[name="full_name"]').fill(contactLead.full_name);
    await form.locator('input[name="phone_number"]').fill(contactLead.phone_number);
    await form.locator('select[name="service_required"]').selectOption(contactLead.service_required);
    await form.locator('button[type="submit"]').click();
    const offline = page.getByRole('dialog', { name: tamilDialogs.offline.title });
    await offline.waitFor({ timeout: 10_000 });
    expect(await offline.getByText(tamilDialogs.offline.text).isVisible()).toBe(true);
    await offline.locator('button').click();
    expect(await contactLeadsReceived(site.mockUrl)).toBe(0);

    await context.setOffline(false);
    await page.getByRole('dialog', { name: tamilDialogs.success.title }).waitFor({ timeout: 10_000 });
    await expect.poll(() => contactLeadsReceived(site.mockUrl), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await contactLeadsReceived(site.mockUrl)).toBe(1);
  });

  test("loses nothing when the connection drops before the result dialog's code arrived", async ({
    site,
    openPage,
    allowProblems,
  }) => {
    allowProblems(/Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    const { page, context } = await openLeadTestPage(site.mockUrl, openPage, { width: 390, height: 844 });
    // The dialog's code is on its way when the connection drops: its fetch fails.
    await page.route(FORM_EXTRAS, (route) => route.abort('internetdisconnected'));
    const dialogCodeFailed = page.waitForEvent('requestfailed', (request) => isResultDialogCode(request));
    await page.goto(site.url + '/');
    await waitForHydration(page);
    const form = page.locator('main form.lead-form--inline');
    await dialogCodeFailed;
    await fillContact(form);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Submit' }).click();

    // The page stays whole (a render that waited on the failed code used to take it away),
    // with everything typed, and the button can be pressed again.
    await expect.poll(() => form.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
    expect(await form.getByLabel('Full Name').inputValue()).toBe(contactLead.full_name);
    expect(await form.getByLabel('Phone Number').inputValue()).toBe(contactLead.phone_number);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await contactLeadsReceived(site.mockUrl)).toBe(0);

    // Back online: the code is fetched again, the lead goes once, and the visitor is told.
    await page.unroute(FORM_EXTRAS);
    await context.setOffline(false);
    const success = page.getByRole('dialog', { name: 'Query Submitted' });
    await success.waitFor({ timeout: 10_000 });
    await expect.poll(() => contactLeadsReceived(site.mockUrl), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await contactLeadsReceived(site.mockUrl)).toBe(1);
  });
});
