import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resultDialogCode } from '../../client/features/lead-forms/deferred-result-dialog';
import { fieldMessages } from '../../client/state/field-messages';
import { browser, releaseHeldResponses } from './lead-harness';

// A form page fetches its result dialog and field messages once it is idle, long before a
// result comes (tests/browser/ cover that timing). Here, where the tests' fake
// clocks run the forms, they are in from the start, as they are by the time a visitor submits.
beforeAll(async () => {
  await Promise.all([resultDialogCode.arrival(), fieldMessages.arrival()]);
});

// navigator.onLine as the tests' browser says it (lead-harness.tsx): online again at the
// `online` event a test dispatches.
window.addEventListener('online', () => (browser.online = true));
beforeEach(() => {
  browser.online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browser.online);
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Each test
// is a new visitor: what a form kept in sessionStorage (drafts, the pop-up's memory) goes too.
afterEach(async () => {
  await releaseHeldResponses();
  cleanup();
  sessionStorage.clear();
});
