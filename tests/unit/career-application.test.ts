import { describe, expect, it } from 'vitest';
import { careerFieldsSchema } from '../../shared/schemas/career-application';
import { validateCareerForm } from '../../shared/career-form-rules';
import {
  CV_ACCEPT,
  CV_MAX_BYTES,
  CV_REQUIRED_MESSAGE,
  CV_UNSUPPORTED_TYPE_MESSAGE,
} from '../../shared/cv-rules';

const fields = {
  candidate_name: 'Meera Iyer',
  candidate_email: 'meera@example.com',
  phone_number: '9845012345',
  description: 'Five years in retail sales.',
  source: 'website',
};

const { source: _source, ...formValues } = fields;
const cv = { name: 'meera.pdf', size: 2048 };

function messagesFor(change: Record<string, unknown>): Record<string, string[]> {
  const result = careerFieldsSchema.safeParse({ ...fields, ...change });
  expect(result.success).toBe(false);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('careerFieldsSchema', () => {
  it('accepts the multipart text fields', () => {
    expect(careerFieldsSchema.parse(fields)).toEqual(fields);
  });

  it('strips unknown keys such as a honeypot', () => {
    expect(careerFieldsSchema.parse({ ...fields, company_website: '' })).toEqual(fields);
  });

  it('exports the CV limits', () => {
    expect(CV_MAX_BYTES).toBe(5_242_880);
    expect(CV_ACCEPT).toBe('.pdf,.doc,.docx');
  });

  // The validation table of docs/product-rules.md, row by row.
  it.each([
    ['candidate_name', '   ', 'Full name is required'],
    ['candidate_name', undefined, 'Full name is required'],
    ['candidate_email', '', 'Valid email required'],
    ['candidate_email', 'meera@example', 'Valid email required'],
    ['candidate_email', 'meera example@x.com', 'Valid email required'],
    ['candidate_email', undefined, 'Valid email required'],
    ['phone_number', ' ', 'Valid phone number required'],
    ['phone_number', '98450 123', 'Valid phone number required'],
    ['phone_number', undefined, 'Valid phone number required'],
    ['description', '  ', 'Description is required'],
    ['description', undefined, 'Description is required'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(messagesFor({ [field]: value })[field]).toEqual([message]);
  });

  it('requires a source', () => {
    expect(messagesFor({ source: '' }).source).toBeDefined();
  });

  it('accepts a 10-character phone and refuses an overlong description', () => {
    expect(careerFieldsSchema.safeParse({ ...fields, phone_number: '98450 1234' }).success).toBe(true);
    expect(careerFieldsSchema.safeParse({ ...fields, description: 'x'.repeat(4001) }).success).toBe(false);
  });
});

describe('validateCareerForm', () => {
  it('returns no errors for a complete form', () => {
    expect(validateCareerForm(formValues, cv)).toEqual({});
  });

  it.each([
    ['candidate_name', '', 'Full name is required'],
    ['candidate_email', 'not-an-email', 'Valid email required'],
    ['phone_number', '12345', 'Valid phone number required'],
    ['description', '\n\t ', 'Description is required'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(validateCareerForm({ ...formValues, [field]: value }, cv)).toEqual({ [field]: message });
  });

  it.each([
    ['no file', null],
    ['an empty file', { name: 'cv.pdf', size: 0 }],
  ])('cv: %s -> Resume is required', (_label, file) => {
    expect(validateCareerForm(formValues, file)).toEqual({ cv: CV_REQUIRED_MESSAGE });
  });

  it.each([
    ['an image', { name: 'photo.png', size: 100 }],
    ['an executable', { name: 'cv.pdf.exe', size: 100 }],
    ['a file without extension', { name: 'resume', size: 100 }],
  ])('cv: %s -> the types it may be, as the server says without JavaScript', (_label, file) => {
    expect(validateCareerForm(formValues, file)).toEqual({ cv: CV_UNSUPPORTED_TYPE_MESSAGE });
  });

  it.each(['cv.pdf', 'CV.PDF', 'cv.doc', 'cv.Docx'])('cv: accepts %s', (name) => {
    expect(validateCareerForm(formValues, { name, size: 10 })).toEqual({});
  });

  it('refuses a CV over 5 MB before uploading it', () => {
    expect(validateCareerForm(formValues, { name: 'cv.pdf', size: CV_MAX_BYTES + 1 }).cv).toBe(
      'The CV must be 5 MB or smaller',
    );
    expect(validateCareerForm(formValues, { name: 'cv.pdf', size: CV_MAX_BYTES })).toEqual({});
  });

  it('reports every failing field at once', () => {
    const empty = { candidate_name: '', candidate_email: '', phone_number: '', description: '' };
    expect(validateCareerForm(empty, null)).toEqual({
      candidate_name: 'Full name is required',
      candidate_email: 'Valid email required',
      phone_number: 'Valid phone number required',
      description: 'Description is required',
      cv: 'Resume is required',
    });
  });
});
