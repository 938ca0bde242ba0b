import { describe, expect, it } from 'vitest';
import { fillEmpty } from '../../client/lib/form-drafts';

describe('filling a form from a draft', () => {
  const names = ['full_name', 'phone_number', 'service_required'] as const;

  it('fills only the empty fields: what the visitor typed meanwhile is never overwritten', () => {
    const typed = { full_name: 'Meena', phone_number: '', service_required: '' };
    const draft = { full_name: 'Ravi Kumar', phone_number: '9845012345', service_required: '' };
    expect(fillEmpty(typed, draft, names)).toEqual({
      full_name: 'Meena',
      phone_number: '9845012345',
      service_required: '',
    });
    expect(typed.phone_number).toBe('');
  });

  it('takes nothing the form has no field for', () => {
    expect(
      fillEmpty({ full_name: '' }, { full_name: 'Ravi', email: 'r@example.com' }, ['full_name']),
    ).toEqual({
      full_name: 'Ravi',
    });
  });

  // The form's state stays the same object, so it is not saved as a draft again: fields left
  // filled after a success would otherwise become a draft of an enquiry already sent.
  it('gives back the very same values when it fills nothing', () => {
    const sent = { full_name: 'Ravi Kumar', phone_number: '9845012345', service_required: 'Sell Gold' };
    expect(fillEmpty(sent, { full_name: 'Ravi', phone_number: '' }, names)).toBe(sent);
  });
});
