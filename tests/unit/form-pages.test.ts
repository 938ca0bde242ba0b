import { describe, expect, it } from 'vitest';
import {
  leadFieldsFromForm,
  successEchoFromQuery,
  successLocation,
  typedValues,
} from '../../server/leads/form-pages';
import { sentCookie, sentKindFor, spentSentCookie } from '../../server/leads/success-cookie';
import { goldLeadSchema } from '../../shared/schemas/gold-lead';
import { franchiseLeadSchema } from '../../shared/schemas/franchise-lead';
import { outcomeForStatus } from '../../shared/submit-outcome';

describe('no-JavaScript form bodies', () => {
  it('turns a urlencoded gold form into the JSON lead: karat as a number, unknown names dropped, honeypot kept for the forwarder', () => {
    const fields = leadFieldsFromForm('gold', {
      full_name: 'Ravi',
      city: 'Hubballi',
      gold_grams: '10',
      karat_score: '22',
      phone_number: '9845012345',
      email: 'ravi@example.com',
      website: '',
      extra: 'x',
    });
    expect(fields).toEqual({
      full_name: 'Ravi',
      city: 'Hubballi',
      gold_grams: '10',
      karat_score: 22,
      phone_number: '9845012345',
      email: 'ravi@example.com',
      website: '',
    });
    const { website: _trap, ...lead } = fields;
    expect(goldLeadSchema.safeParse(lead).success).toBe(true);
  });

  it('sends Other as 0 and leaves a nonsense karat for the schema to refuse', () => {
    expect(leadFieldsFromForm('gold', { karat_score: '0' }).karat_score).toBe(0);
    expect(leadFieldsFromForm('gold', { karat_score: 'abc' }).karat_score).toBe('abc');
  });

  it('fills the franchise form’s two input-less fields with empty strings', () => {
    const fields = leadFieldsFromForm('franchise', {
      full_name: 'Meena',
      phone_number: '9900112233',
      email: 'm@example.com',
      total_funds_available: '25 lakh',
      funds_in_hand_to_invest: '15 lakh',
      previous_experience: 'Shop',
      area_of_interest: 'Davangere',
    });
    expect(fields.funds_required_to_borrow).toBe('');
    expect(fields.source_of_borrow).toBe('');
    expect(franchiseLeadSchema.safeParse(fields).success).toBe(true);
  });

  it('keeps the first of a repeated name and echoes typed text only (never source or the trap)', () => {
    expect(leadFieldsFromForm('contact', { full_name: ['A', 'B'] }).full_name).toBe('A');
    expect(typedValues('career', { candidate_name: 'K', source: 's', website: 'x', cv: 'y' })).toEqual({
      candidate_name: 'K',
    });
  });

  it('redirects gold success with re-validated numbers only', () => {
    expect(successLocation('/calculator', 'gold', { gold_grams: ' 12.50 g', karat_score: 22 })).toBe(
      '/calculator?sent=gold&grams=12.5&karat=22',
    );
    expect(successLocation('/calculator', 'gold', { gold_grams: 'about ten', karat_score: 22 })).toBe(
      '/calculator?sent=gold',
    );
    expect(successLocation('/calculator', 'gold', { gold_grams: '10', karat_score: 0 })).toBe(
      '/calculator?sent=gold',
    );
    expect(successLocation('/home', 'contact', {})).toBe('/home?sent=contact');
  });

  it('shows the success dialog only for the page’s own form, with numbers checked', () => {
    expect(successEchoFromQuery('/calculator', { sent: 'gold', grams: '12.5', karat: '22' }, 'gold')).toEqual(
      {
        kind: 'gold',
        outcome: 'success',
        values: {},
        fieldErrors: {},
        indicative: { grams: 12.5, karat: 22 },
      },
    );
    expect(
      successEchoFromQuery('/calculator', { sent: 'gold', grams: '<b>1</b>', karat: '22' }, 'gold')
        ?.indicative,
    ).toBeUndefined();
    expect(
      successEchoFromQuery('/calculator', { sent: 'gold', grams: '10', karat: '0' }, 'gold')?.indicative,
    ).toBeUndefined();
    expect(successEchoFromQuery('/calculator', { sent: 'career' }, 'career')).toBeNull();
    expect(successEchoFromQuery('/about', { sent: 'contact' }, 'contact')).toBeNull();
    expect(successEchoFromQuery('/', { sent: 'contact' }, 'contact')?.kind).toBe('contact');
    expect(successEchoFromQuery('/career', { sent: ['career', 'x'] }, 'career')).toBeNull();
  });

  it('shows it only to the browser whose cookie says it sent that form: not for an address alone', () => {
    expect(successEchoFromQuery('/', { sent: 'contact' }, undefined)).toBeNull();
    expect(
      successEchoFromQuery('/calculator', { sent: 'gold', grams: '99999', karat: '24' }, undefined),
    ).toBeNull();
    expect(successEchoFromQuery('/calculator', { sent: 'gold' }, 'contact')).toBeNull();
  });
});

describe('outcomeForStatus (one decision for browser and server)', () => {
  it.each([
    [200, 'success'],
    [201, 'success'],
    [400, 'failed'],
    [413, 'failed'],
    [415, 'failed'],
    [422, 'failed'],
    [500, 'failed'],
    [429, 'rate-limited'],
    [502, 'network'],
    [503, 'network'],
    [504, 'network'],
  ] as const)('%i -> %s', (status, outcome) => {
    expect(outcomeForStatus(status)).toBe(outcome);
  });
});

describe('the cookie that says this browser has just sent a form', () => {
  const kannadaCalculator = { page: '/kn/calculator', secure: true };

  it('names the form and the page the redirect leads to, for this browser only', () => {
    const cookie = sentCookie(kannadaCalculator, 'gold');
    expect(cookie).toBe(
      'lead-sent=gold:/kn/calculator; Path=/kn/calculator; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
    expect(sentCookie({ page: '/ta/', secure: false }, 'contact')).not.toContain('Secure');
  });

  it("is read back on that page only: a cookie's path also covers the pages below it", () => {
    const header = (cookie: string) => cookie.split(';')[0];
    const home = header(sentCookie({ page: '/', secure: false }, 'contact'));
    expect(sentKindFor(home, '/')).toBe('contact');
    expect(sentKindFor(`theme=dark; ${home}; other=1`, '/')).toBe('contact');
    // The browser sends a cookie of path / with every page: /home is the same form's other address.
    expect(sentKindFor(home, '/home')).toBeUndefined();
    expect(sentKindFor(home, '/ta/')).toBeUndefined();
    expect(sentKindFor(undefined, '/')).toBeUndefined();
    expect(sentKindFor('not-lead-sent=contact:/', '/')).toBeUndefined();
  });

  it('is spent by the page that showed the dialog', () => {
    expect(spentSentCookie({ page: '/ta/', secure: false })).toBe(
      'lead-sent=; Path=/ta/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });
});
