// Tamil twin of ../field-validity.ts: same exports and shapes, Tamil words.
import type * as en from '../field-validity';
import type { Translated } from '../types';

export const fieldValidity = {
  fillIn: 'இந்தப் பகுதியை நிரப்பவும்.',
  choose: 'பட்டியலில் இருந்து ஒன்றைத் தேர்ந்தெடுக்கவும்.',
  email: 'மின்னஞ்சல் முகவரியை உள்ளிடவும், எ.கா. name@example.com.',
  format: 'இங்கே உள்ளிட்டதைச் சரிபார்க்கவும்.',
} satisfies Translated<typeof en.fieldValidity>;
