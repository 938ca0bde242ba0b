import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoldLeadForm } from '../../client/features/lead-forms/gold-lead-form';
import { API_PATHS } from '../../shared/api-paths';
import { deferredResponse, headerOf, jsonResponse, renderWithApp, stubFetch, KEY } from './lead-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rates = { gold: 7345, silver: 92 };

async function fillGold(user: ReturnType<typeof userEvent.setup>, karat = '22K', grams = '10') {
  await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('City'), 'Hubballi');
  await user.type(screen.getByLabelText('Gold (in grams)'), grams);
  await user.selectOptions(screen.getByLabelText('Karat'), karat);
  await user.type(screen.getByLabelText('Phone Number'), '+91 98450 12345');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
}

describe('GoldLeadForm (/calculator)', () => {
  it('has every control named, labelled, required and typed; karat options with a disabled placeholder', () => {
    const { container } = renderWithApp(<GoldLeadForm />, {}, '/calculator');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/calculator#gold-form');
    expect(form.getAttribute('method')).toBe('post');
    const expectations: Array<[string, string, string | null, string | null]> = [
      ['Full Name', 'full_name', 'text', 'name'],
      ['City', 'city', 'text', 'address-level2'],
      ['Gold (in grams)', 'gold_grams', 'text', null],
      ['Phone Number', 'phone_number', 'tel', 'tel'],
      ['Email', 'email', 'email', 'email'],
    ];
    for (const [label, name, type, autocomplete] of expectations) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('name')).toBe(name);
      expect(input.getAttribute('type')).toBe(type);
      expect(input.getAttribute('autocomplete')).toBe(autocomplete);
      expect(input.hasAttribute('required')).toBe(true);
    }
    const karat = screen.getByLabelText('Karat') as HTMLSelectElement;
    expect(karat.name).toBe('karat_score');
    expect(Array.from(karat.options).map((o) => [o.value, o.textContent, o.disabled])).toEqual([
      ['', 'Choose here', true],
      ['18', '18K', false],
      ['20', '20K', false],
      ['22', '22K', false],
      ['24', '24K', false],
      ['0', 'Other', false],
    ]);
  });

  it('shows what the phone field takes under it, and tells it with the field', () => {
    renderWithApp(<GoldLeadForm />, { rates });
    // Shown, not only a title: a title is read, but nobody sees it on a phone.
    expect(screen.getByText('10 to 15 digits; spaces, dashes and a leading + are fine')).toBeTruthy();
    expect(
      screen.getByRole('textbox', {
        name: 'Phone Number',
        description: '10 to 15 digits; spaces, dashes and a leading + are fine',
      }),
    ).toBeTruthy();
  });

  it('sends karat_score as a number, keeps the fields after success and shows the indicative value', async () => {
    const pending = deferredResponse();
    const { calls } = stubFetch(pending.promise);
    const user = userEvent.setup();
    renderWithApp(<GoldLeadForm />, { rates });
    await fillGold(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting...' }).getAttribute('aria-disabled')).toBe('true');
    expect(calls[0]!.url).toBe(API_PATHS.gold);
    expect(headerOf(calls[0]!, 'Idempotency-Key')).toMatch(KEY);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      full_name: 'Ravi Kumar',
      city: 'Hubballi',
      gold_grams: '10',
      karat_score: 22,
      phone_number: '+91 98450 12345',
      email: 'ravi@example.com',
      website: '',
    });
    pending.resolve(jsonResponse(200, { id: '1' }));
    // Read with the dialog's text, not only shown: the focus goes to OK, past it.
    // 10 g x 0.916 x 7345 = 67,280.2
    const dialog = await screen.findByRole('dialog', {
      name: 'Query Submitted',
      description: /^Team will get back to you shortly Indicative value: ₹67,280/,
    });
    expect(await within(dialog).findByText('₹67,280')).toBeTruthy();
    expect(within(dialog).getByText(/^Indicative value:/)).toBeTruthy();
    expect(within(dialog).getByText(/final price is fixed only after the free purity test/)).toBeTruthy();
    expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Ravi Kumar');
    expect(screen.getByLabelText('Karat')).toHaveProperty('value', '22');
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('values a weight typed in an Indian script, as a Hindi keyboard types it', async () => {
    stubFetch(jsonResponse(200, { id: '1' }));
    const user = userEvent.setup();
    renderWithApp(<GoldLeadForm />, { rates });
    await fillGold(user, '22K', '१०');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(await within(dialog).findByText('₹67,280')).toBeTruthy();
  });

  it('sends Other as 0 and shows no indicative value for it', async () => {
    const { calls } = stubFetch(jsonResponse(200, { id: '1' }));
    const user = userEvent.setup();
    renderWithApp(<GoldLeadForm />, { rates });
    await fillGold(user, 'Other');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(JSON.parse(String(calls[0]!.init.body)).karat_score).toBe(0);
    expect(within(dialog).queryByText(/Indicative value/)).toBeNull();
  });

  it('shows no indicative value when rates are unknown or the weight is unreadable', async () => {
    stubFetch(jsonResponse(200, { id: '1' }), jsonResponse(200, { id: '2' }));
    const user = userEvent.setup();
    const first = renderWithApp(<GoldLeadForm />, { rates: null });
    await fillGold(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Query Submitted' })).queryByText(/Indicative value/),
    ).toBeNull();
    first.unmount();
    renderWithApp(<GoldLeadForm />, { rates });
    await fillGold(user, '22K', 'about ten');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Query Submitted' })).queryByText(/Indicative value/),
    ).toBeNull();
  });

  it.each([
    { label: 'status 500', answer: () => jsonResponse(500), title: 'Failed!!!' },
    { label: 'a dropped connection (502)', answer: () => jsonResponse(502), title: 'Network Error' },
    { label: 'a timeout (504)', answer: () => jsonResponse(504), title: 'Network Error' },
    // The visitor's own connection: the entry waits for it (lead-offline-resend.test.tsx).
    {
      label: 'a rejected fetch',
      answer: () => new TypeError('Failed to fetch'),
      title: 'No Internet Connection',
    },
  ])('after $label shows "$title", re-enables the button and keeps the values', async ({ answer, title }) => {
    stubFetch(answer());
    const user = userEvent.setup();
    renderWithApp(<GoldLeadForm />, { rates });
    await fillGold(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).queryByText(/Indicative value/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);
    expect(screen.getByLabelText('Gold (in grams)')).toHaveProperty('value', '10');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ravi@example.com');
  });

  it('shows the success dialog and the indicative value the server worked out after a no-JavaScript submission', () => {
    renderWithApp(<GoldLeadForm />, {
      rates,
      formEcho: {
        kind: 'gold',
        outcome: 'success',
        values: {},
        fieldErrors: {},
        // 5 g x 0.999 x 7345 = 36,688.28, worked out by the server (server/routes/page-routes.ts)
        indicative: { grams: 5, karat: 24, rupees: 36_688 },
      },
    });
    const dialog = screen.getByRole('dialog', { name: 'Query Submitted' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByText('₹36,688')).toBeTruthy();
  });
});
