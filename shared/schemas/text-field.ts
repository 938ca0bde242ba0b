import './csp-safe-zod';
import { z } from 'zod';

// Field messages reach visitors (the no-JavaScript form path re-renders them under the
// inputs), so every rule carries a human sentence instead of zod's type jargon.

export function requiredText(max: number, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `Must be ${max} characters or fewer`);
}

export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }).max(254, message));
}

// Digits only: what a numeric input yields, and what the spec's backend expects.
export function digitsPhone(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{10,15}$/, message);
}
