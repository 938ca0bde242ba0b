// Hindi twin of ../field-validity.ts: same exports and shapes, Hindi words.
import type * as en from '../field-validity';
import type { Translated } from '../types';

export const fieldValidity = {
  fillIn: 'कृपया यह जानकारी भरें।',
  choose: 'कृपया सूची में से एक चुनें।',
  email: 'कृपया name@example.com जैसा सही ईमेल पता लिखें।',
  format: 'कृपया यहाँ लिखी जानकारी जाँचें।',
} satisfies Translated<typeof en.fieldValidity>;
