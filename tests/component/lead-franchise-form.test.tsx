import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FranchiseForm } from '../../client/features/lead-forms/franchise-form';
import { franchiseFieldLabels } from '../../client/content/partner';
import { leadForms } from '../../shared/lead-forms';
import { API_PATHS } from '../../shared/api-paths';
import { headerOf, jsonResponse, renderWithApp, stubFetch, KEY } from './lead-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const typed = {
  full_name: 'Meena Shetty',
  phone_number: '9900112233',
  email: 'meena@example.com',
  total_funds_available: '25 lakh',
  funds_in_hand_to_invest: '15 lakh',
  previous_experience: 'Ran a jewellery shop for 6 years',
  area_of_interest: 'Davangere',
};

async function fillFranchise(user: ReturnType<typeof userEvent.setup>) {
  for (const name of leadForms.franchise.inputs)
    await user.type(screen.getByLabelText(franchiseFieldLabels[name]), typed[name]);
}

describe('FranchiseForm (/partner)', () => {
  it('shows the seven inputs, labelled and named as the wire fields, and no control for the two fixed ones', () => {
    const { container } = renderWithApp(<FranchiseForm />, {}, '/partner');
    expect(container.querySelector('form')!.getAttribute('action')).toBe('/partner#franchise-form');
    for (const name of leadForms.franchise.inputs) {
      const control = screen.getByLabelText(franchiseFieldLabels[name]);
      expect(control.getAttribute('name')).toBe(name);
      expect(control.hasAttribute('required')).toBe(true);
    }
    expect(screen.getByLabelText('Phone Number').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    // The server adds the fixed fields to a form sent without JavaScript.
    for (const name of ['funds_required_to_borrow', 'source_of_borrow'])
      expect(container.querySelector(`[name="${name}"]`)).toBeNull();
  });

  it('tells the limit of the free text under it before anything is sent, as its description', () => {
    renderWithApp(<FranchiseForm />, {}, '/partner');
    const experience = screen.getByLabelText('Previous Experience');
    expect(experience.tagName).toBe('TEXTAREA');
    const described = experience.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Up to 1000 characters',
    ]);
    // No maxLength: a pasted text stays whole, and Submit says what is too long.
    expect(experience.hasAttribute('maxlength')).toBe(false);
  });

  it('says a free text over its limit is too long under it, and sends nothing the site would refuse', async () => {
    const { calls } = stubFetch(jsonResponse(200, { id: '1' }));
    const user = userEvent.setup();
    renderWithApp(<FranchiseForm />);
    await fillFranchise(user);
    const experience = screen.getByLabelText('Previous Experience');
    await user.clear(experience);
    await user.click(experience);
    await user.paste(`${'Ran a jewellery shop. '.repeat(46)}and more`);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.activeElement).toBe(experience);
    expect(experience.getAttribute('aria-invalid')).toBe('true');
    const described = experience.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Must be 1000 characters or fewer',
    );
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Cut to the limit, it goes, with the invisible characters text pasted from elsewhere may
    // carry, which the site does not count either.
    await user.clear(experience);
    await user.click(experience);
    await user.paste(`${'Ran a jewellery shop. '.repeat(46).slice(0, 1000)}\u200b\u00ad\ufeff`);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(calls).toHaveLength(1);
  });

  it('posts the nine fields with the two input-less ones empty, and keeps the fields after success', async () => {
    const { calls } = stubFetch(jsonResponse(200, { id: '1' }));
    const user = userEvent.setup();
    renderWithApp(<FranchiseForm />);
    await fillFranchise(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(calls[0]!.url).toBe(API_PATHS.franchise);
    expect(headerOf(calls[0]!, 'Idempotency-Key')).toMatch(KEY);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      ...typed,
      funds_required_to_borrow: '',
      source_of_borrow: '',
      website: '',
    });
    expect(screen.getByLabelText('Area Of Interest')).toHaveProperty('value', 'Davangere');
  });

  it.each([
    { label: 'status 500', answer: () => jsonResponse(500), title: 'Failed!!!' },
    { label: 'a 502', answer: () => jsonResponse(502), title: 'Network Error' },
    { label: 'a 504', answer: () => jsonResponse(504), title: 'Network Error' },
    // The visitor's own connection: the entry waits for it (lead-offline-resend.test.tsx).
    {
      label: 'a rejected fetch',
      answer: () => new TypeError('Failed to fetch'),
      title: 'No Internet Connection',
    },
  ])(
    'after $label shows "$title", re-enables the button and keeps every value',
    async ({ answer, title }) => {
      stubFetch(answer());
      const user = userEvent.setup();
      renderWithApp(<FranchiseForm />);
      await fillFranchise(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(
        within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'OK' }),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);
      for (const name of leadForms.franchise.inputs)
        expect(screen.getByLabelText(franchiseFieldLabels[name])).toHaveProperty('value', typed[name]);
    },
  );
});
