// A lead sent while the visitor's own connection is down: the form says so, keeps everything,
// and sends the very same lead (same body, same Idempotency-Key) once by itself when the
// browser is back online, as long as the form is still on the page.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LateResultDialog } from '../../client/app/late-result-dialog';
import { CareerForm } from '../../client/features/lead-forms/career-form';
import { ContactForm } from '../../client/features/lead-forms/contact-form';
import { dialogs } from '../../client/content/dialogs';
import { SUBMIT_TIMEOUT_MS } from '../../client/hooks/use-lead-submission';
import { API_PATHS } from '../../shared/api-paths';
import { isDraftOnItsWay } from '../../client/lib/draft-sendings';
import {
  browser,
  deferredResponse,
  DroppedWhileOnline,
  headerOf,
  jsonResponse,
  renderWithApp,
  stubFetch,
  stubStalledFetch,
  KEY,
} from './lead-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OFFLINE = 'No Internet Connection';
const dropped = () => new TypeError('Failed to fetch');
const queued = () => jsonResponse(202, { status: 'queued' });

type Typist = ReturnType<typeof userEvent.setup>;

async function fillContact(user: Typist) {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Phone Number'), '9845012345');
  await user.selectOptions(screen.getByLabelText('Service Required'), 'Release Pledged Gold');
}

async function fillCareer(user: Typist) {
  await user.type(screen.getByLabelText('Full Name'), 'Kavya N');
  await user.type(screen.getByLabelText('Email'), 'kavya@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '9876543210');
  await user.type(screen.getByLabelText('Why are you a good fit for us?'), 'Five years as a telecaller');
  await user.upload(
    screen.getByLabelText(/^Resume/),
    new File(['%PDF-1.4 test'], 'resume.pdf', { type: 'application/pdf' }),
  );
}

function expectContactKept() {
  expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Asha Rao');
  expect(screen.getByLabelText('Phone Number')).toHaveProperty('value', '9845012345');
  expect(screen.getByLabelText('Service Required')).toHaveProperty('value', 'Release Pledged Gold');
}

async function backOnline() {
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
}

async function closeDialog(name: string) {
  // Found, not got: the answer reaches the dialog a few promises after the click returns.
  const dialog = await screen.findByRole('dialog', { name });
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
}

/** The contact form sent with no connection, then the connection back: the resend has gone. */
async function sendOfflineThenComeBack(calls: unknown[]) {
  const user = userEvent.setup();
  renderWithApp(<ContactForm />);
  await fillContact(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByRole('dialog', { name: OFFLINE });
  await backOnline();
  await waitFor(() => expect(calls).toHaveLength(2));
}

/**
 * A form sent with no connection, its dialog closed, and the connection back: the resend is
 * on its way, answered when the test resolves `resend`; later sendings take `later`.
 */
async function resendOnItsWay(
  form: ReactElement,
  fill: (user: Typist) => Promise<void>,
  ...later: Array<Response | Promise<Response>>
) {
  const resend = deferredResponse();
  const { calls } = stubFetch(dropped(), resend.promise, ...later);
  const user = userEvent.setup();
  renderWithApp(form);
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await closeDialog(OFFLINE);
  await backOnline();
  await waitFor(() => expect(calls).toHaveLength(2));
  return { calls, resend, user };
}

/** Lets anything the online event would start run, so "nothing was sent" means something. */
async function letItRun() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * The contact form sent with no connection, its page left and come back to (the form fills
 * itself from its draft), and the name changed there: `user` may go on.
 */
async function sentOfflineLeftAndChanged() {
  const user = userEvent.setup();
  const { leave, comeBack } = renderFormPageToLeave();
  await fillContact(user);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await closeDialog(OFFLINE);
  act(() => leave());
  act(() => comeBack());
  await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Asha Rao'));
  await user.type(screen.getByLabelText('Full Name'), ' K');
  return { user, leave, comeBack };
}

/** The contact form on a page the visitor can leave for another, where late results show. */
function renderFormPageToLeave(): { leave: () => void; comeBack: () => void } {
  let show!: (onFormPage: boolean) => void;
  function Site() {
    const [onFormPage, setOnFormPage] = useState(true);
    show = setOnFormPage;
    return (
      <>
        {onFormPage ? <ContactForm /> : null}
        <LateResultDialog />
      </>
    );
  }
  renderWithApp(<Site />);
  return { leave: () => show(false), comeBack: () => show(true) };
}

describe('a lead sent while the connection is down', () => {
  it('says so without "Failed", keeps what was typed and the draft, and sends it once, unchanged, when the browser is back online', async () => {
    const { calls } = stubFetch(dropped(), queued());
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const offline = await screen.findByRole('dialog', { name: OFFLINE });
    expect(within(offline).getByText(dialogs.offline.text)).toBeTruthy();
    expect(offline.textContent).not.toMatch(/Failed/);
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);
    expectContactKept();
    expect(sessionStorage.getItem('lead-draft:contact')).toContain('Asha Rao');
    expect(calls).toHaveLength(1);

    await backOnline();
    const success = await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(within(success).getByText('Team will get back to you shortly')).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.url).toBe(API_PATHS.contact);
    expect(calls[1]!.init.method).toBe('POST');
    expect(headerOf(calls[0]!, 'Idempotency-Key')).toMatch(KEY);
    expect(headerOf(calls[1]!, 'Idempotency-Key')).toBe(headerOf(calls[0]!, 'Idempotency-Key'));
    expect(calls[1]!.init.body).toBe(calls[0]!.init.body);
    expectContactKept();
    await waitFor(() => expect(sessionStorage.getItem('lead-draft:contact')).toBeNull());

    // Sent: a later return of the connection has nothing left to send.
    await closeDialog('Query Submitted');
    await backOnline();
    await letItRun();
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('also when the browser knows it is offline and the request only hangs until our deadline', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      stubStalledFetch();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithApp(<ContactForm />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS);
      await screen.findByRole('dialog', { name: OFFLINE });
      expect(screen.queryByRole('dialog', { name: 'Network Error' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('dropped once on the way while the browser says it is online, goes once more after a moment, still busy, and only the success is told', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = stubFetch(new DroppedWhileOnline('Failed to fetch'), queued());
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithApp(<ContactForm />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(calls).toHaveLength(1));
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByRole('button', { name: 'Submitting...' })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(1000));
      await screen.findByRole('dialog', { name: 'Query Submitted' });
      expect(screen.queryByRole('dialog', { name: dialogs.interrupted.title })).toBeNull();
      expect(calls).toHaveLength(2);
      expect(headerOf(calls[1]!, 'Idempotency-Key')).toBe(headerOf(calls[0]!, 'Idempotency-Key'));
      expect(calls[1]!.init.body).toBe(calls[0]!.init.body);
    } finally {
      vi.useRealTimers();
    }
  });

  it('dropped, and its second try not answered, tells the visitor within the time one sending may take', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const stalled = stubStalledFetch().mockRejectedValueOnce(new DroppedWhileOnline('Failed to fetch'));
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithApp(<ContactForm />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(stalled).toHaveBeenCalledTimes(2);

      await act(() => vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 2000));
      // The same drop, so the lead waits and goes again by itself, as after any drop.
      await screen.findByRole('dialog', { name: dialogs.interrupted.title });
      expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('dropped too near its deadline for the second try, tells the visitor by that deadline without trying again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const dropsLate = () =>
        new Promise<Response>((_resolve, reject) =>
          setTimeout(() => reject(new DroppedWhileOnline('Failed to fetch')), SUBMIT_TIMEOUT_MS - 1000),
        );
      const stalled = stubStalledFetch().mockImplementationOnce(dropsLate);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithApp(<ContactForm />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await act(() => vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS));

      expect(screen.getByRole('dialog', { name: dialogs.interrupted.title })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
      expect(stalled).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is sent again by itself after a pause that doubles when the fetch keeps failing while the browser says it is online (a dead Wi-Fi announces no return)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const dropped = () => new DroppedWhileOnline('Failed to fetch');
      const { calls } = stubFetch(dropped(), dropped(), dropped(), queued());
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithApp(<ContactForm />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      // Its one quick try again failed too: now the visitor is told.
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(calls).toHaveLength(2));
      // Not "No Internet Connection": the phone says it is online, the connection dropped.
      const told = await screen.findByRole('dialog', { name: dialogs.interrupted.title });
      expect(within(told).getByText(dialogs.interrupted.text)).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: OFFLINE })).toBeNull();

      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(calls).toHaveLength(3));
      await screen.findByRole('dialog', { name: dialogs.interrupted.title });
      // Found down again: the next try waits twice as long.
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(calls).toHaveLength(3);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await screen.findByRole('dialog', { name: 'Query Submitted' });
      expect(calls).toHaveLength(4);
      expect(new Set(calls.map((call) => headerOf(call, 'Idempotency-Key'))).size).toBe(1);
      expect(new Set(calls.map((call) => call.init.body)).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the words it opened with when the connection comes back and the quiet resend drops again', async () => {
    const { calls } = stubFetch(dropped(), new DroppedWhileOnline('Failed to fetch'));
    await sendOfflineThenComeBack(calls);
    await letItRun();
    // Still the dialog the visitor opened, in its words; nothing new was told.
    expect(screen.getByRole('dialog', { name: OFFLINE })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: dialogs.interrupted.title })).toBeNull();
  });

  it('pressed while the resend is on its way, says it is submitting instead of looking ready and doing nothing', async () => {
    const { calls, resend, user } = await resendOnItsWay(<ContactForm />, fillContact);
    // Quiet: the visitor was told once, and may be doing something else meanwhile.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(calls).toHaveLength(2);

    resend.resolve(queued());
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('pressed after a change while the resend is on its way, sends what was pressed for once the resend has ended', async () => {
    const { calls, resend, user } = await resendOnItsWay(<ContactForm />, fillContact, queued());

    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '9845099999');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Submitting...' });
    expect(calls).toHaveLength(2);

    resend.resolve(queued());
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(calls).toHaveLength(3);
    expect(JSON.parse(String(calls[2]!.init.body))).toMatchObject({ phone_number: '9845099999' });
    // Another entry, so another lead (the first may already have reached the site): the page's
    // key, which the server makes one with the other words (server/leads/lead-key.ts).
    expect(headerOf(calls[2]!, 'Idempotency-Key')).toBe(headerOf(calls[1]!, 'Idempotency-Key'));
    expect(calls[2]!.init.body).not.toBe(calls[1]!.init.body);
    expect(screen.getByLabelText('Phone Number')).toHaveProperty('value', '9845099999');
  });

  it('pressed after a change while the resend is on its way, counts the change as on its way until its own answer', async () => {
    const changed = deferredResponse();
    const { calls, resend, user } = await resendOnItsWay(<ContactForm />, fillContact, changed.promise);
    await user.type(screen.getByLabelText('Full Name'), ' K');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    resend.resolve(queued());
    await waitFor(() => expect(calls).toHaveLength(3));
    // The pop-up must not offer, nor hand to this form, what is still on its way.
    expect(isDraftOnItsWay('contact')).toBe(true);
    changed.resolve(queued());
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(isDraftOnItsWay('contact')).toBe(false);
  });

  it('delivered after the visitor changed a field, keeps the change in the form and in the draft', async () => {
    const { resend, user } = await resendOnItsWay(<ContactForm />, fillContact);
    await user.type(screen.getByLabelText('Full Name'), ' K');

    resend.resolve(queued());
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Asha Rao K');
    expect(sessionStorage.getItem('lead-draft:contact')).toContain('Asha Rao K');
  });

  it('waits for the next return of the connection when the resend finds it down again, one sending per return', async () => {
    const { calls } = stubFetch(dropped(), dropped(), queued());
    await sendOfflineThenComeBack(calls);
    await screen.findByRole('dialog', { name: OFFLINE });
    await letItRun();
    expect(calls).toHaveLength(2);

    await backOnline();
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(calls).toHaveLength(3);
    const keys = new Set(calls.map((call) => headerOf(call, 'Idempotency-Key')));
    expect(keys.size).toBe(1);
    expect(new Set(calls.map((call) => call.init.body)).size).toBe(1);
  });

  it('pressed again by the visitor, goes under the same key and replaces the resend, so the lead is never sent twice', async () => {
    const { calls } = stubFetch(dropped(), queued());
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await closeDialog(OFFLINE);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(headerOf(calls[1]!, 'Idempotency-Key')).toBe(headerOf(calls[0]!, 'Idempotency-Key'));

    await backOnline();
    await letItRun();
    expect(calls).toHaveLength(2);
  });

  // Nothing is sent while the browser says it is offline, so no sending keeps the entry's key
  // fresh; the first may have reached the site as the connection broke.
  it('pressed again after more than ten minutes offline, still goes under the key it waited with', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = stubFetch(dropped(), queued());
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithApp(<ContactForm />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await closeDialog(OFFLINE);
      vi.setSystemTime(Date.now() + 11 * 60_000);

      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByRole('dialog', { name: 'Query Submitted' });
      expect(calls).toHaveLength(2);
      expect(headerOf(calls[1]!, 'Idempotency-Key')).toBe(headerOf(calls[0]!, 'Idempotency-Key'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('changed and pressed again, is a new lead under the page key, and the old entry is not sent', async () => {
    const { calls } = stubFetch(dropped(), queued());
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await closeDialog(OFFLINE);

    await user.type(screen.getByLabelText('Full Name'), ' K');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    // The page's key, which the server makes one with the changed words: another lead.
    expect(headerOf(calls[1]!, 'Idempotency-Key')).toMatch(KEY);
    expect(headerOf(calls[1]!, 'Idempotency-Key')).toBe(headerOf(calls[0]!, 'Idempotency-Key'));
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({ full_name: 'Asha Rao K' });

    await backOnline();
    await letItRun();
    expect(calls).toHaveLength(2);
  });

  it('is forgotten with the page: once it is closed, the return of the connection sends nothing', async () => {
    const { calls } = stubFetch(dropped(), queued());
    const user = userEvent.setup();
    const view = renderWithApp(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: OFFLINE });
    view.unmount();

    await backOnline();
    await letItRun();
    expect(calls).toHaveLength(1);
  });

  it('found offline after its form has gone, goes on waiting and is sent once back online, its outcome told on the next page', async () => {
    let drop!: (error: Error) => void;
    const { calls } = stubFetch(new Promise<Response>((_resolve, reject) => (drop = reject)), queued());
    const user = userEvent.setup();
    const { leave } = renderFormPageToLeave();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    act(() => leave());
    browser.online = false;
    drop(dropped());
    await letItRun();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(sessionStorage.getItem('lead-draft:contact')).toContain('Asha Rao');

    await backOnline();
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(calls).toHaveLength(2);
    expect(headerOf(calls[1]!, 'Idempotency-Key')).toBe(headerOf(calls[0]!, 'Idempotency-Key'));
    // Sent: the form, shown again, does not fill itself with the entry for a second lead.
    expect(sessionStorage.getItem('lead-draft:contact')).toBeNull();
  });

  it('delivered after its form has gone and come back, changed there, keeps the change in the draft', async () => {
    stubFetch(dropped(), queued());
    const { leave, comeBack } = await sentOfflineLeftAndChanged();
    await waitFor(() => expect(sessionStorage.getItem('lead-draft:contact')).toContain('Asha Rao K'));

    await backOnline();
    await closeDialog('Query Submitted');
    // The form that sent it is gone: the draft, not its last fields, says what was changed.
    expect(sessionStorage.getItem('lead-draft:contact')).toContain('Asha Rao K');
    act(() => leave());
    act(() => comeBack());
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Asha Rao K'));
  });

  it('sent again, changed, from its form come back to, replaces the entry the old form left waiting', async () => {
    const { calls } = stubFetch(dropped(), dropped(), queued());
    const { user } = await sentOfflineLeftAndChanged();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await closeDialog(OFFLINE);

    await backOnline();
    await closeDialog('Query Submitted');
    await letItRun();
    const names = calls.map(
      (call) => (JSON.parse(String(call.init.body)) as { full_name: string }).full_name,
    );
    expect(names).toEqual(['Asha Rao', 'Asha Rao K', 'Asha Rao K']);
  });

  it('waiting after its form has gone, a refusal is told on the next page', async () => {
    const { calls } = stubFetch(dropped(), jsonResponse(500, { error: 'x' }));
    const user = userEvent.setup();
    const { leave } = renderFormPageToLeave();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await closeDialog(OFFLINE);
    act(() => leave());
    await backOnline();
    await screen.findByRole('dialog', { name: 'Failed!!!' });
    expect(calls).toHaveLength(2);
    // Not sent: what was typed waits in the draft for the visitor's return to the form.
    expect(sessionStorage.getItem('lead-draft:contact')).toContain('Asha Rao');
  });

  it('in the career form, resends the same application with its CV and empties the form on success', async () => {
    const { calls } = stubFetch(dropped(), queued());
    const user = userEvent.setup();
    renderWithApp(<CareerForm />);
    await fillCareer(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: OFFLINE });
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Kavya N');

    await backOnline();
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(calls).toHaveLength(2);
    expect(headerOf(calls[1]!, 'Idempotency-Key')).toBe(headerOf(calls[0]!, 'Idempotency-Key'));
    const body = calls[1]!.init.body as FormData;
    expect(body.get('candidate_name')).toBe('Kavya N');
    expect((body.get('cv') as File).name).toBe('resume.pdf');
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', '');
    expect((screen.getByLabelText(/^Resume/) as HTMLInputElement).value).toBe('');
  });

  it('in the career form, keeps what the visitor changed while the resend was on its way', async () => {
    const { resend, user } = await resendOnItsWay(<CareerForm />, fillCareer);
    await user.type(screen.getByLabelText('Why are you a good fit for us?'), ' and two in sales');

    resend.resolve(queued());
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(screen.getByLabelText('Why are you a good fit for us?')).toHaveProperty(
      'value',
      'Five years as a telecaller and two in sales',
    );
    expect((screen.getByLabelText(/^Resume/) as HTMLInputElement).files?.[0]?.name).toBe('resume.pdf');
  });
});

describe("no answer that is not the visitor's connection", () => {
  it('our own deadline stays "Network Error", and the return of the connection sends nothing by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const stalled = stubStalledFetch();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithApp(<ContactForm />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS);
      const dialog = await screen.findByRole('dialog', { name: 'Network Error' });
      expect(within(dialog).getByText('Please try again later')).toBeTruthy();
      await backOnline();
      await vi.advanceTimersByTimeAsync(0);
      expect(stalled).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([502, 503, 504])('a %i stays "Network Error" and is not resent by itself', async (status) => {
    const { calls } = stubFetch(jsonResponse(status, { error: 'x' }));
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Network Error' });
    await backOnline();
    await letItRun();
    expect(calls).toHaveLength(1);
  });
});
