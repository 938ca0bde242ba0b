// Tamil twin of ../field-validity.ts: same exports and shapes, Tamil words.
import type * as en from '../field-validity';
import type { Translated } from '../types';

export const fieldValidity = {
  fillIn: 'இந்தப் புலத்தை நிரப்புங்கள்.',
  choose: 'பட்டியலிலிருந்து ஒன்றைத் தேர்வு செய்யுங்கள்.',
  email: 'name@example.com போன்ற சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.',
  format: 'இங்கே உள்ளிட்டதைச் சரிபார்த்துக்கொள்ளுங்கள்.',
} satisfies Translated<typeof en.fieldValidity>;
