import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../client/features/lead-forms/contact-form';
import { API_PATHS } from '../../shared/api-paths';
import { SUBMIT_TIMEOUT_MS } from '../../client/hooks/use-lead-submission';
import { dialogs } from '../../client/content/dialogs';
import {
  deferredResponse,
  headerOf,
  jsonResponse,
  renderWithApp,
  stubFetch,
  stubStalledFetch,
  KEY,
} from './lead-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Phone Number'), '9845012345');
  await user.selectOptions(screen.getByLabelText('Service Required'), 'Release Pledged Gold');
}

describe('ContactForm (home page, inline)', () => {
  it('is a real form posting to its page, with labelled, named, typed controls', () => {
    const { container } = renderWithApp(<ContactForm />, {}, '/home');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/home#contact-form');
    expect(form.hasAttribute('novalidate')).toBe(false);
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveProperty('name', 'full_name');
    expect(name.getAttribute('autocomplete')).toBe('name');
    expect(name.hasAttribute('required')).toBe(true);
    const phone = screen.getByLabelText('Phone Number');
    expect(phone.getAttribute('name')).toBe('phone_number');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('inputmode')).toBe('numeric');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    // As the browser reads a pattern: the whole value, with the v flag.
    const pattern = new RegExp(`^(?:${phone.getAttribute('pattern')})$`, 'v');
    expect(['9845012345', '९८४५०१२३४५', '98450', '98450-12345'].map((typed) => pattern.test(typed))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const service = screen.getByLabelText('Service Required') as HTMLSelectElement;
    expect(service.name).toBe('service_required');
    const options = Array.from(service.options).map((o) => [o.value, o.textContent, o.disabled]);
    expect(options).toEqual([
      ['', 'Choose here', true],
      ['Sell gold', 'Sell Gold', false],
      ['Release Pledged Gold', 'Release Pledged Gold', false],
      ['RePledge Your Gold', 'Re-Pledge Your Gold', false],
      ['24 Rent Gold', 'Rent Gold', false],
    ]);
    const trap = container.querySelector('input[name="website"]')!;
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.getAttribute('autocomplete')).toBe('off');
  });

  it('shows what the phone field takes under it, and tells it with the field', () => {
    renderWithApp(<ContactForm />);
    // Before anything is typed: a phone has no other sign of its format.
    expect(screen.getByText('10 to 15 digits')).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Phone Number', description: '10 to 15 digits' }),
    ).toBeTruthy();
  });

  it('keeps only digits in the phone field', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('Phone Number'), '+91 98-45');
    expect(screen.getByLabelText('Phone Number')).toHaveProperty('value', '919845');
  });

  it("posts the typed lead as JSON under its page's Idempotency-Key, holds the focused button while sending, then shows success", async () => {
    const pending = deferredResponse();
    const { calls } = stubFetch(pending.promise, jsonResponse(200, { id: '2' }));
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    // It keeps the focus (a disabled button would drop it to <body>), says what is happening
    // to a screen reader, and a second press sends nothing.
    expect(document.activeElement).toBe(busy);
    expect(screen.getByRole('status').textContent).toBe('Submitting...');
    await user.click(busy);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(API_PATHS.contact);
    expect(calls[0]!.init.method).toBe('POST');
    expect(headerOf(calls[0]!, 'content-type')).toBe('application/json');
    expect(headerOf(calls[0]!, 'Idempotency-Key')).toMatch(KEY);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      full_name: 'Asha Rao',
      phone_number: '9845012345',
      service_required: 'Release Pledged Gold',
      website: '',
    });

    pending.resolve(jsonResponse(200, { id: '1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(within(dialog).getByText('Team will get back to you shortly')).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText('Team will get back to you shortly').id,
    );
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);

    // Closing gives focus back to the submit button.
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));

    // The same entry sent again (Enter pressed on and on) is the same lead: it carries the first
    // key, so the backend answers it without recording it twice.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(headerOf(calls[1]!, 'Idempotency-Key')).toBe(headerOf(calls[0]!, 'Idempotency-Key'));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Query Submitted' })).getByRole('button', { name: 'OK' }),
    );

    // A changed entry is a new lead: under the page's key still, which the server makes one
    // with the changed words (server/leads/lead-key.ts).
    await user.type(screen.getByLabelText('Full Name'), ' K');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(headerOf(calls[2]!, 'Idempotency-Key')).toBe(headerOf(calls[0]!, 'Idempotency-Key'));
    expect(JSON.parse(String(calls[2]!.init.body))).toMatchObject({ full_name: 'Asha Rao K' });
  });

  it.each([
    {
      label: 'a 500',
      answer: () => jsonResponse(500, { error: 'x' }),
      title: 'Failed!!!',
      text: 'Please check your details and try again',
    },
    {
      label: 'a 422',
      answer: () => jsonResponse(422, { error: 'x' }),
      title: 'Failed!!!',
      text: 'Please check your details and try again',
    },
    {
      label: 'a 502',
      answer: () => jsonResponse(502, { error: 'x' }),
      title: 'Network Error',
      text: 'Please try again later',
    },
    {
      label: 'a 504',
      answer: () => jsonResponse(504, { error: 'x' }),
      title: 'Network Error',
      text: 'Please try again later',
    },
    // The visitor's own connection: the entry waits for it (lead-offline-resend.test.tsx).
    {
      label: 'a rejected fetch',
      answer: () => new TypeError('Failed to fetch'),
      title: 'No Internet Connection',
      text: dialogs.offline.text,
    },
    {
      label: 'a 429',
      answer: () => jsonResponse(429, { error: 'rate_limited' }),
      title: 'Too Many Requests',
      text: 'You have sent several enquiries in a short time. Please wait a few minutes or call us.',
    },
  ])(
    'after $label shows "$title", clears the flag and keeps what was typed',
    async ({ answer, title, text }) => {
      stubFetch(answer());
      const user = userEvent.setup();
      renderWithApp(<ContactForm />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByText(text)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);
      expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Asha Rao');
      expect(screen.getByLabelText('Phone Number')).toHaveProperty('value', '9845012345');
      expect(screen.getByLabelText('Service Required')).toHaveProperty('value', 'Release Pledged Gold');
    },
  );

  it('gives up on a connection that stays silent for 30 s: "Network Error", the button free, the text kept', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubStalledFetch();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithApp(<ContactForm />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1000);
      expect(screen.getByRole('button', { name: 'Submitting...' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      expect(screen.queryByRole('dialog')).toBeNull();
      await vi.advanceTimersByTimeAsync(1000);
      const dialog = await screen.findByRole('dialog', { name: 'Network Error' });
      expect(within(dialog).getByText('Please try again later')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);
      expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Asha Rao');
    } finally {
      vi.useRealTimers();
    }
  });

  // A 504 or our own deadline says nothing of whether the lead arrived: it may have. The form
  // shown again (the page left and come back to, or loaded again) fills from its draft, and
  // Submit must not make that one enquiry two leads.
  it('sent again from its draft after an answer that said nothing (504), goes under the key it went with first', async () => {
    const { calls } = stubFetch(
      jsonResponse(504, { error: 'gateway_timeout' }),
      jsonResponse(200, { id: '1' }),
    );
    const user = userEvent.setup();
    const first = renderWithApp(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Network Error' });
    first.unmount();

    renderWithApp(<ContactForm />);
    await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveProperty('value', '9845012345'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.init.body).toBe(calls[0]!.init.body);
    expect(headerOf(calls[1]!, 'Idempotency-Key')).toBe(headerOf(calls[0]!, 'Idempotency-Key'));
  });

  it('shows the field issues of a 400 under their fields, and closing the dialog goes to the first of them', async () => {
    stubFetch(
      jsonResponse(400, {
        error: 'invalid_payload',
        message: 'x',
        issues: { phone_number: ['Enter a phone number of 10 to 15 digits'] },
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Failed!!!' });
    const phone = screen.getByLabelText('Phone Number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    // Described by its hint, then by the message.
    const [hint, message] = phone
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(hint).toBe('10 to 15 digits');
    expect(message).toBe('Enter a phone number of 10 to 15 digits');
    // Closing the dialog takes the visitor to the field to fix, not back to Submit.
    await user.click(
      within(screen.getByRole('dialog', { name: 'Failed!!!' })).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(document.activeElement).toBe(phone));
    // Editing the field clears its message.
    await user.type(phone, '1');
    expect(phone.getAttribute('aria-invalid')).toBe('false');
  });

  it('answers a 400 of another shape (a real backend may send one) with Failed, not Network Error, and keeps the typed values', async () => {
    stubFetch(jsonResponse(400, { error: 'bad_request', issues: null }));
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Failed!!!' });
    expect(screen.queryByRole('dialog', { name: 'Network Error' })).toBeNull();
    expect(screen.getByLabelText('Phone Number').getAttribute('aria-invalid')).toBe('false');
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).not.toBe('');
  });

  it('renders what the server echoed for a form sent without JavaScript: values, messages and an open dialog', () => {
    const { container } = renderWithApp(<ContactForm />, {
      formEcho: {
        kind: 'contact',
        outcome: 'failed',
        values: { full_name: 'Asha', phone_number: '123', service_required: 'Sell gold' },
        fieldErrors: { phone_number: ['Enter a phone number of 10 to 15 digits'] },
      },
    });
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Asha');
    expect(screen.getByLabelText('Service Required')).toHaveProperty('value', 'Sell gold');
    expect(screen.getByText('Enter a phone number of 10 to 15 digits')).toBeTruthy();
    const dialog = container.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByText('Failed!!!')).toBeTruthy();
    // Its OK button closes it without JavaScript.
    expect(dialog.querySelector('form')?.getAttribute('method')).toBe('dialog');
  });
});
