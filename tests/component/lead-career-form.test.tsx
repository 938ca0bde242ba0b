import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CareerForm } from '../../client/features/lead-forms/career-form';
import { errorIdFor } from '../../client/features/lead-forms/form-fields';
import { leadForms } from '../../shared/lead-forms';
import { API_PATHS } from '../../shared/api-paths';
import { SUBMIT_TIMEOUT_MS } from '../../client/hooks/use-lead-submission';
import { CV_UPLOAD_MIN_BYTES_PER_S } from '../../shared/cv-upload-limits';
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

const pdf = () => new File(['%PDF-1.4 test'], 'resume.pdf', { type: 'application/pdf' });

interface Entry {
  name?: string;
  email?: string;
  phone?: string;
  description?: string;
  file?: File | null;
}

const valid: Required<Entry> = {
  name: 'Kavya N',
  email: 'kavya@example.com',
  phone: '9876543210',
  description: 'Five years as a telecaller',
  file: pdf(),
};

async function fillCareer(user: ReturnType<typeof userEvent.setup>, entry: Entry = valid) {
  const { name, email, phone, description, file } = { ...valid, ...entry };
  if (name) await user.type(screen.getByLabelText('Full Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (phone) await user.type(screen.getByLabelText('Phone Number'), phone);
  if (description) await user.type(screen.getByLabelText('Why are you a good fit for us?'), description);
  if (file) await user.upload(screen.getByLabelText(/^Resume/), file);
}

/**
 * The form, once its own checks are in (fetched after it came alive; until then the browser's
 * checks stand, which a test's submit event would bypass): as a visitor's press finds it.
 */
async function renderCareerForm() {
  const view = renderWithApp(<CareerForm />);
  const form = view.container.querySelector('form')!;
  await waitFor(() => expect(form.noValidate).toBe(true));
  return view;
}

/** The message under a field: its error, not its hint. */
function messageUnder(label: string | RegExp): string | null {
  const control = screen.getByLabelText(label);
  const ids = control.getAttribute('aria-describedby');
  if (!ids) return null;
  return ids
    .split(' ')
    .filter((id) => id === errorIdFor(control.id))
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
}

describe('CareerForm (/career)', () => {
  it('is a multipart form posting to /career with labelled, named controls', () => {
    const { container } = renderWithApp(<CareerForm />, {}, '/career');
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/career#career-form');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(screen.getByLabelText('Full Name').getAttribute('name')).toBe('candidate_name');
    expect(screen.getByLabelText('Email').getAttribute('name')).toBe('candidate_email');
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Phone Number').getAttribute('name')).toBe('phone_number');
    expect(screen.getByLabelText('Phone Number').getAttribute('minlength')).toBe('10');
    expect(screen.getByLabelText('Why are you a good fit for us?').getAttribute('name')).toBe('description');
    const cv = screen.getByLabelText(/^Resume/);
    expect(cv.getAttribute('name')).toBe('cv');
    expect(cv.getAttribute('type')).toBe('file');
    expect(cv.getAttribute('accept')).toBe('.pdf,.doc,.docx');
  });

  it('tells the limit of the free text under it before anything is sent, as its description', () => {
    renderWithApp(<CareerForm />, {}, '/career');
    const description = screen.getByLabelText('Why are you a good fit for us?');
    const described = description.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Up to 4000 characters',
    ]);
    expect(description.hasAttribute('maxlength')).toBe(false);
  });

  // docs/product-rules.md §5, one row at a time: only that field is wrong.
  it.each([
    { field: 'candidate_name', label: 'Full Name', entry: { name: '' }, message: 'Full name is required' },
    {
      field: 'candidate_name (blank)',
      label: 'Full Name',
      entry: { name: '   ' },
      message: 'Full name is required',
    },
    {
      field: 'candidate_email (empty)',
      label: 'Email',
      entry: { email: '' },
      message: 'Valid email required',
    },
    {
      field: 'candidate_email (no domain)',
      label: 'Email',
      entry: { email: 'kavya@example' },
      message: 'Valid email required',
    },
    {
      field: 'phone_number (empty)',
      label: 'Phone Number',
      entry: { phone: '' },
      message: 'Valid phone number required',
    },
    {
      field: 'phone_number (9 characters)',
      label: 'Phone Number',
      entry: { phone: '987654321' },
      message: 'Valid phone number required',
    },
    {
      field: 'description',
      label: 'Why are you a good fit for us?',
      entry: { description: '' },
      message: 'Description is required',
    },
    { field: 'cv (none)', label: /^Resume/, entry: { file: null }, message: 'Resume is required' },
  ])(
    '$field: shows "$message" under the field, focuses it and sends nothing',
    async ({ label, entry, message }) => {
      const { fn } = stubFetch();
      const user = userEvent.setup();
      await renderCareerForm();
      await fillCareer(user, entry as Entry);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(messageUnder(label)).toBe(message);
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(screen.getByLabelText(label));
      expect(fn).not.toHaveBeenCalled();
      expect(
        screen.queryAllByRole('alert').length + document.querySelectorAll('.lead-field__error').length,
      ).toBe(1);
    },
  );

  it('cv of a type other than pdf, doc or docx: says which types it may be, as the server does', async () => {
    const { fn } = stubFetch();
    const user = userEvent.setup({ applyAccept: false });
    await renderCareerForm();
    await fillCareer(user, { file: new File(['MZ'], 'resume.exe') });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(messageUnder(/^Resume/)).toBe('The CV must be a PDF, DOC or DOCX file');
    expect(fn).not.toHaveBeenCalled();
  });

  it('with everything empty lists every message and focuses the first field', async () => {
    const { fn } = stubFetch();
    await renderCareerForm();
    fireEvent.submit(screen.getByRole('button', { name: 'Submit' }).closest('form')!);
    await waitFor(() => expect(messageUnder('Full Name')).toBe('Full name is required'));
    expect(messageUnder('Email')).toBe('Valid email required');
    expect(messageUnder('Phone Number')).toBe('Valid phone number required');
    expect(messageUnder('Why are you a good fit for us?')).toBe('Description is required');
    expect(messageUnder(/^Resume/)).toBe('Resume is required');
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(fn).not.toHaveBeenCalled();
  });

  it('sends multipart with the source and the file, reads "Submitting..." meanwhile, and clears every field on success', async () => {
    const pending = deferredResponse();
    const { calls } = stubFetch(pending.promise);
    const user = userEvent.setup();
    await renderCareerForm();
    await fillCareer(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submitting...' }).getAttribute('aria-disabled')).toBe('true');
    expect(calls[0]!.url).toBe(API_PATHS.career);
    expect(headerOf(calls[0]!, 'content-type')).toBeUndefined();
    expect(headerOf(calls[0]!, 'Idempotency-Key')).toMatch(KEY);
    const body = calls[0]!.init.body as FormData;
    expect(body.get('candidate_name')).toBe('Kavya N');
    expect(body.get('candidate_email')).toBe('kavya@example.com');
    expect(body.get('phone_number')).toBe('9876543210');
    expect(body.get('description')).toBe('Five years as a telecaller');
    expect(body.get('source')).toBe(leadForms.career.fixed.source);
    expect((body.get('cv') as File).name).toBe('resume.pdf');
    pending.resolve(jsonResponse(200, { id: '1' }));
    await screen.findByRole('dialog', { name: 'Query Submitted' });
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);
    for (const label of ['Full Name', 'Email', 'Phone Number', 'Why are you a good fit for us?']) {
      expect(screen.getByLabelText(label)).toHaveProperty('value', '');
    }
    expect((screen.getByLabelText(/^Resume/) as HTMLInputElement).value).toBe('');
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
    'after $label shows "$title" in the site dialog, clears the flag and keeps the values',
    async ({ answer, title }) => {
      const alert = vi.fn();
      vi.stubGlobal('alert', alert);
      stubFetch(answer());
      const user = userEvent.setup();
      await renderCareerForm();
      await fillCareer(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await screen.findByRole('dialog', { name: title });
      expect(alert).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);
      expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Kavya N');
      expect(screen.getByLabelText('Why are you a good fit for us?')).toHaveProperty(
        'value',
        'Five years as a telecaller',
      );
    },
  );

  it.each([
    { size: 14, waited: SUBMIT_TIMEOUT_MS + 1 },
    // Two minutes (the deadline before) would have cut this one at 40 KB/s on a weak signal.
    {
      size: 4 * 1024 * 1024,
      waited: SUBMIT_TIMEOUT_MS + (4 * 1024 * 1024 * 1000) / CV_UPLOAD_MIN_BYTES_PER_S,
    },
  ])(
    'waits for a CV of $size bytes the 30 s of any lead plus its size at the slowest rate, then says "Network Error"',
    async ({ size, waited }) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        stubStalledFetch();
        const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
        await renderCareerForm();
        const body = new Uint8Array(size).fill(0x20);
        body.set(new TextEncoder().encode('%PDF-1.4'));
        await fillCareer(user, { file: new File([body], 'resume.pdf', { type: 'application/pdf' }) });
        await user.click(screen.getByRole('button', { name: 'Submit' }));
        await vi.advanceTimersByTimeAsync(waited - 1000);
        expect(screen.getByRole('button', { name: 'Submitting...' }).getAttribute('aria-disabled')).toBe(
          'true',
        );
        await vi.advanceTimersByTimeAsync(1000);
        await screen.findByRole('dialog', { name: 'Network Error' });
        expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('aria-disabled')).toBe(false);
        expect(screen.getByLabelText('Full Name')).toHaveProperty('value', 'Kavya N');
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it.each([
    { status: 413, message: 'The CV must be 5 MB or smaller' },
    { status: 415, message: 'The CV must be a PDF, DOC or DOCX file' },
  ])(
    'a $status from the server says "$message" in the dialog and under the file field',
    async ({ status, message }) => {
      stubFetch(jsonResponse(status, { error: 'x', message }));
      const user = userEvent.setup();
      await renderCareerForm();
      await fillCareer(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      // Read with the dialog's text, as its description: the focus goes to OK, past it.
      const dialog = await screen.findByRole('dialog', {
        name: 'Failed!!!',
        description: `Please check your details and try again ${message}`,
      });
      expect(within(dialog).getByText(message)).toBeTruthy();
      expect(messageUnder(/^Resume/)).toBe(message);
    },
  );
});
