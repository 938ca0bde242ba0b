// Phone numbers as a Hindi or Kannada keyboard may type them, in the script's own digits, on each
// form, with and without JavaScript: the lead reaches the backend with the number in 0-9.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { waitForHydration } from '../helpers/browser';
import { test } from '../helpers/browser-fixtures';
import { leadPosts } from '../helpers/start-site';
import {
  expectedLeads,
  fillCareer,
  fillContact,
  fillFranchise,
  fillGold,
  openLeadTestPage,
} from './forms-helpers';

const forms: Array<{
  name: keyof typeof expectedLeads;
  path: string;
  selector: string;
  fill: (scope: Locator | Page) => Promise<void>;
  script: string;
  zero: number;
}> = [
  {
    name: 'contact',
    path: '/home',
    selector: 'main form.lead-form--inline',
    fill: fillContact,
    script: 'Devanagari',
    zero: 0x966,
  },
  {
    name: 'gold',
    path: '/calculator',
    selector: 'main form.lead-form--gold',
    fill: fillGold,
    script: 'Kannada',
    zero: 0xce6,
  },
  {
    name: 'franchise',
    path: '/partner',
    selector: 'main form.lead-form--franchise',
    fill: fillFranchise,
    script: 'Tamil',
    zero: 0xbe6,
  },
  {
    name: 'career',
    path: '/career',
    selector: 'main form.lead-form--career',
    fill: fillCareer,
    script: 'Telugu',
    zero: 0xc66,
  },
];

describe('a phone number typed in an Indian script', () => {
  test.for(
    forms.flatMap((form) => [true, false].map((javaScriptEnabled) => ({ ...form, javaScriptEnabled }))),
  )(
    '$name form, in $script digits, JavaScript $javaScriptEnabled: sent, and received in 0-9',
    async ({ name, path, selector, fill, zero, javaScriptEnabled }, { site, openPage }) => {
      const { page } = await openLeadTestPage(site.mockUrl, openPage, {
        width: 390,
        height: 844,
        javaScriptEnabled,
      });
      await page.goto(site.url + path);
      if (javaScriptEnabled) await waitForHydration(page);
      const form = page.locator(selector);
      await fill(form);
      const { phone_number } = expectedLeads[name].body;
      await form
        .getByLabel('Phone Number')
        .fill(phone_number.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit))));
      await form.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('dialog', { name: 'Query Submitted' }).waitFor();
      const posts = await leadPosts(site.mockUrl);
      expect(posts.map((post) => post.body)).toEqual([expectedLeads[name].body]);
    },
  );
});
