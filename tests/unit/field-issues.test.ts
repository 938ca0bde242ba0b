import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssuesFrom, invalidPayloadBody, toFieldIssues } from '../../shared/field-issues';
import { contactLeadSchema } from '../../shared/schemas/contact-lead';

function errorOf(value: unknown): z.ZodError {
  const result = contactLeadSchema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('toFieldIssues', () => {
  it('keys messages by top-level field', () => {
    const issues = toFieldIssues(
      errorOf({ full_name: '', phone_number: 'x', service_required: 'Sell gold' }),
    );
    expect(issues).toEqual({
      full_name: ['Full name is required'],
      phone_number: ['Enter a phone number of 10 to 15 digits'],
    });
  });

  it('puts unknown keys under _root', () => {
    const issues = toFieldIssues(
      errorOf({ full_name: 'A', phone_number: '9845012345', service_required: 'Sell gold', extra: 1 }),
    );
    expect(Object.keys(issues)).toEqual(['_root']);
    expect(issues._root?.[0]).toContain('extra');
  });

  it('puts a non-object body under _root', () => {
    expect(Object.keys(toFieldIssues(errorOf([])))).toEqual(['_root']);
    expect(Object.keys(toFieldIssues(errorOf('text')))).toEqual(['_root']);
  });

  it('uses the top-level field for nested paths', () => {
    const error = z.object({ a: z.object({ b: z.string() }) }).safeParse({ a: { b: 1 } }).error;
    expect(error && Object.keys(toFieldIssues(error))).toEqual(['a']);
  });
});

describe('invalidPayloadBody', () => {
  it('wraps the issues in the error body', () => {
    const body = invalidPayloadBody(errorOf({}));
    expect(body.error).toBe('invalid_payload');
    expect(body.message).toBe('Please check your details and try again');
    expect(Object.keys(body.issues).sort()).toEqual(['full_name', 'phone_number', 'service_required']);
  });
});

describe('fieldIssuesFrom', () => {
  it('reads the issues of our own 400 body', () => {
    expect(
      fieldIssuesFrom(
        invalidPayloadBody(
          errorOf({ full_name: '', phone_number: '9845012345', service_required: 'Sell gold' }),
        ),
      ),
    ).toEqual({
      full_name: ['Full name is required'],
    });
  });

  it('takes a single message as a list of one, and drops what is not a message', () => {
    expect(
      fieldIssuesFrom({
        issues: { city: 'City is required', email: [3, '', 'Invalid email'], karat_score: null },
      }),
    ).toEqual({
      city: ['City is required'],
      email: ['Invalid email'],
    });
  });

  it('finds no issues in a body shaped otherwise', () => {
    for (const body of [
      null,
      'Bad Request',
      [],
      { issues: null },
      { issues: ['x'] },
      { errors: { city: ['x'] } },
    ]) {
      expect(fieldIssuesFrom(body)).toEqual({});
    }
  });
});
