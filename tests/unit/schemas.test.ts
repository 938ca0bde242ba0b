import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../shared/api-paths';
import { contactLeadSchema, SERVICE_REQUIRED_VALUES } from '../../shared/schemas/contact-lead';
import { franchiseLeadSchema } from '../../shared/schemas/franchise-lead';
import { goldLeadSchema } from '../../shared/schemas/gold-lead';
import { KARAT_SCORES } from '../../shared/karat';
import { careerFieldsSchema } from '../../shared/schemas/career-application';
import { CAREER_LIMITS } from '../../shared/career-form-limits';
import { CAREER_MESSAGES } from '../../shared/career-form-rules';
import { FRANCHISE_LEAD_LIMITS } from '../../shared/franchise-lead-form';
import { validCareerFields, validFranchise } from '../helpers/lead-fixtures';

const contact = { full_name: 'Asha Rao', phone_number: '9845012345', service_required: 'Sell gold' };

const gold = {
  full_name: 'Asha Rao',
  city: 'Bengaluru',
  gold_grams: '12.5 g',
  karat_score: 22,
  phone_number: '+91 98450-12345',
  email: 'asha@example.com',
};

const franchise = {
  full_name: 'Ravi Kumar',
  phone_number: '9845012345',
  email: 'ravi@example.com',
  total_funds_available: '25 lakh',
  funds_in_hand_to_invest: '15 lakh',
  funds_required_to_borrow: '',
  source_of_borrow: '',
  previous_experience: 'Ran a jewellery shop for 6 years',
  area_of_interest: 'Mysuru',
};

describe('API_PATHS', () => {
  it('names the five upstream paths', () => {
    expect(API_PATHS).toEqual({
      contact: '/purity/v1/leads/contactus/submit',
      gold: '/purity/v1/leads/gold/submit',
      franchise: '/purity/v1/leads/franchise/submit',
      career: '/purity/v1/career/submit',
      rates: '/purity/v1/keystore/values',
    });
  });
});

describe('contactLeadSchema', () => {
  it.each(SERVICE_REQUIRED_VALUES)('accepts the wire value %s', (service) => {
    expect(contactLeadSchema.parse({ ...contact, service_required: service })).toEqual({
      ...contact,
      service_required: service,
    });
  });

  it('trims the name', () => {
    expect(contactLeadSchema.parse({ ...contact, full_name: '  Asha  ' }).full_name).toBe('Asha');
  });

  it.each([
    ['a display label instead of the wire value', { service_required: 'Sell Gold' }],
    ['another display label', { service_required: 'Rent Gold' }],
    ['a blank name', { full_name: '   ' }],
    ['a name over 100 characters', { full_name: 'a'.repeat(101) }],
    ['a phone with letters', { phone_number: '98450abcde' }],
    ['a phone with a plus sign', { phone_number: '+919845012345' }],
    ['a 9-digit phone', { phone_number: '984501234' }],
    ['a 16-digit phone', { phone_number: '9'.repeat(16) }],
    ['a numeric phone', { phone_number: 9845012345 }],
  ])('rejects %s', (_label, change) => {
    expect(contactLeadSchema.safeParse({ ...contact, ...change }).success).toBe(false);
  });

  it('accepts phones of 10 and 15 digits', () => {
    expect(contactLeadSchema.safeParse({ ...contact, phone_number: '1'.repeat(10) }).success).toBe(true);
    expect(contactLeadSchema.safeParse({ ...contact, phone_number: '1'.repeat(15) }).success).toBe(true);
  });

  it.each(['full_name', 'phone_number', 'service_required'] as const)(
    'rejects a body without %s',
    (field) => {
      const { [field]: _dropped, ...rest } = contact;
      const result = contactLeadSchema.safeParse(rest);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    },
  );

  it('rejects unknown keys', () => {
    expect(contactLeadSchema.safeParse({ ...contact, admin: true }).success).toBe(false);
  });
});

describe('goldLeadSchema', () => {
  it.each(KARAT_SCORES)('accepts karat_score %d', (karat) => {
    expect(goldLeadSchema.parse({ ...gold, karat_score: karat }).karat_score).toBe(karat);
  });

  it.each([
    ['karat as the string "22"', { karat_score: '22' }],
    ['an unlisted karat', { karat_score: 21 }],
    ['a blank city', { city: ' ' }],
    ['blank grams', { gold_grams: '' }],
    ['grams over 50 characters', { gold_grams: '1'.repeat(51) }],
    ['a malformed e-mail', { email: 'asha@' }],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
    ['a phone with 9 digits', { phone_number: '+91 9845-01' }],
    ['a phone with 16 digits', { phone_number: '+91 98450 12345 6789' }],
    ['a phone with letters', { phone_number: '+91 98450 1234x' }],
    ['a plus sign inside the phone', { phone_number: '91+9845012345' }],
  ])('rejects %s', (_label, change) => {
    expect(goldLeadSchema.safeParse({ ...gold, ...change }).success).toBe(false);
  });

  it.each(['9845012345', '+919845012345', '98450-12345', '+91 98450 12345'])(
    'accepts the phone %s',
    (phone) => {
      expect(goldLeadSchema.safeParse({ ...gold, phone_number: phone }).success).toBe(true);
    },
  );

  it('keeps grams as free text', () => {
    expect(goldLeadSchema.parse({ ...gold, gold_grams: 'about 20 grams' }).gold_grams).toBe('about 20 grams');
  });

  it('rejects unknown keys and missing fields', () => {
    expect(goldLeadSchema.safeParse({ ...gold, price: 1 }).success).toBe(false);
    const { email: _email, ...withoutEmail } = gold;
    expect(goldLeadSchema.safeParse(withoutEmail).success).toBe(false);
  });
});

describe('franchiseLeadSchema', () => {
  it('accepts the form payload, with the two borrow fields empty', () => {
    expect(franchiseLeadSchema.parse(franchise)).toEqual(franchise);
  });

  it('accepts filled borrow fields', () => {
    expect(
      franchiseLeadSchema.safeParse({
        ...franchise,
        funds_required_to_borrow: '10 lakh',
        source_of_borrow: 'Bank',
      }).success,
    ).toBe(true);
  });

  it.each([
    ['a blank total', { total_funds_available: ' ' }],
    ['blank funds in hand', { funds_in_hand_to_invest: '' }],
    ['blank experience', { previous_experience: '' }],
    ['experience over 1000 characters', { previous_experience: 'x'.repeat(1001) }],
    ['area over 1000 characters', { area_of_interest: 'x'.repeat(1001) }],
    ['a total over 200 characters', { total_funds_available: 'x'.repeat(201) }],
    ['a borrow source over 200 characters', { source_of_borrow: 'x'.repeat(201) }],
    ['a missing borrow field', { funds_required_to_borrow: undefined }],
    ['a formatted phone', { phone_number: '+91 98450 12345' }],
    ['a bad e-mail', { email: 'ravi.example.com' }],
    ['an unknown key', { referral: 'x' }],
  ])('rejects %s', (_label, change) => {
    expect(franchiseLeadSchema.safeParse({ ...franchise, ...change }).success).toBe(false);
  });

  it('tells a client that leaves out the two borrow fields to send them, even empty', () => {
    const { funds_required_to_borrow: _borrow, source_of_borrow: _source, ...withoutThem } = franchise;
    const issues = franchiseLeadSchema.safeParse(withoutThem).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['funds_required_to_borrow', 'Required, even if empty'],
      ['source_of_borrow', 'Required, even if empty'],
    ]);
  });

  it('accepts 1000 characters of experience', () => {
    expect(
      franchiseLeadSchema.safeParse({ ...franchise, previous_experience: 'x'.repeat(1000) }).success,
    ).toBe(true);
  });
});

describe('invisible characters in typed text', () => {
  const contact = { phone_number: '9845012345', service_required: 'Sell gold' };

  it('are dropped from names: NUL, other controls, bidi overrides and isolates', () => {
    const parsed = contactLeadSchema.parse({
      ...contact,
      full_name: 'A\u0000sha\u0007 \u202eRao\u2066\u0085',
    });
    expect(parsed.full_name).toBe('Asha Rao');
  });

  it('leave nothing to send when a name is made of them alone', () => {
    for (const full_name of [
      '\u202e\u0000',
      '\u200f',
      '\u200b',
      '\u200e\u200f',
      '\ufeff \u2060',
      // What stays in a name (a joiner, a mark) is no name alone, nor a blank braille cell.
      '\u200c',
      '\u200d\u0301',
      '\u2800\u3164',
      '\u00ad\u034f',
      '\u{E0041}\u{E0042}',
      '\ud800',
    ]) {
      const result = contactLeadSchema.safeParse({ ...contact, full_name });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Full name is required');
    }
    expect(contactLeadSchema.parse({ ...contact, full_name: 'Ravi \u{1F600} \u200f' }).full_name).toBe(
      'Ravi \u{1F600}',
    );
  });

  it('are dropped wherever they hide: hidden tag text, soft hyphens, fillers, broken surrogates', () => {
    const hidden = [...'ignore this'].map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0)!)).join('');
    const parsed = contactLeadSchema.parse({
      ...contact,
      full_name: `As\u00adha${hidden} \u3164Ra\ud83do`,
    });
    expect(parsed.full_name).toBe('Asha Rao');
    // An emoji's own parts stay: its variation selector, and the tags of a flag drawn with them.
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    for (const name of ['Ravi \u2764\ufe0f', `Ravi ${scotland}`, 'Ravi \u{1F3F4}'])
      expect(contactLeadSchema.parse({ ...contact, full_name: name }).full_name).toBe(name);
    // Any other tag text after the black flag is hidden text, and goes.
    expect(
      contactLeadSchema.parse({ ...contact, full_name: `Ravi \u{1F3F4}${hidden}\u{E007F}` }).full_name,
    ).toBe('Ravi \u{1F3F4}');
  });

  it('leave the career form no name, description or source made of them alone', () => {
    const result = careerFieldsSchema.safeParse({
      ...validCareerFields,
      candidate_name: '\u2800',
      description: '\u200c\u200c',
      source: '\u00ad',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['candidate_name', CAREER_MESSAGES.candidate_name],
      ['description', CAREER_MESSAGES.description],
      ['source', 'Source is required'],
    ]);
  });

  it("are dropped from the career form's e-mail address and phone number too", () => {
    const career = careerFieldsSchema.parse({
      ...validCareerFields,
      candidate_email: 'a\u202e\u0001kavya@example.com',
      phone_number: '\u202e98765\u000743210',
    });
    expect(career.candidate_email).toBe('akavya@example.com');
    expect(career.phone_number).toBe('9876543210');
    const onlyControls = careerFieldsSchema.safeParse({
      ...validCareerFields,
      phone_number: '\u0000'.repeat(12),
    });
    expect(onlyControls.error?.issues.map((issue) => issue.path[0])).toEqual(['phone_number']);
  });

  it('spare the zero-width joiners of Indian scripts and the line breaks of longer answers', () => {
    expect(contactLeadSchema.parse({ ...contact, full_name: 'ಶ್\u200dರೀ' }).full_name).toBe('ಶ್\u200dರೀ');
    const career = careerFieldsSchema.parse({
      candidate_name: 'Kavya\u202e N',
      candidate_email: 'kavya@example.com',
      phone_number: '9876543210',
      description: 'Telecaller\nfive years\u2028in Mysuru\u2029',
      source: 'website',
    });
    expect(career.candidate_name).toBe('Kavya N');
    expect(career.description).toBe('Telecaller\nfive years\nin Mysuru');
  });
});

describe('line breaks from a form sent without JavaScript', () => {
  // The browser counts a textarea's line break as one character against maxLength, then sends
  // it as CR LF. A text the field took in full must not be refused as too long.
  const paragraphs = (length: number, breaks: number, lineBreak: string) => {
    const line = 'a'.repeat(Math.floor((length - breaks) / (breaks + 1)));
    const text = Array.from({ length: breaks + 1 }, () => line).join('\n');
    return (text + 'a'.repeat(length - text.length)).replaceAll('\n', lineBreak);
  };

  it('count as one character and reach the backend as LF', () => {
    const description = paragraphs(CAREER_LIMITS.description, 18, '\r\n');
    expect(description.length).toBe(CAREER_LIMITS.description + 18);
    const career = careerFieldsSchema.parse({ ...validCareerFields, description });
    expect(career.description).toBe(paragraphs(CAREER_LIMITS.description, 18, '\n'));

    const experience = paragraphs(FRANCHISE_LEAD_LIMITS.previous_experience, 9, '\r\n');
    expect(
      franchiseLeadSchema.parse({ ...validFranchise, previous_experience: experience }).previous_experience,
    ).not.toContain('\r');
  });
});
