// Tamil twin of ../expense-placeholder.ts: same exports and shapes, Tamil words.
import type * as en from '../expense-placeholder';
import type { Translated } from '../types';

export const expensePlaceholderWords = {
  banner: 'மாதிரிப் படம்: அங்கீகரிக்கப்பட்ட செலவு அட்டவணையை இங்கே வைக்கவும்',
  title: 'ஃபிரான்சைஸ் தொடக்கச் செலவுகள்',
  expense: 'செலவு',
  amount: 'தொகை',
  rows: [
    'ஃபிரான்சைஸ் கட்டணம்',
    'கடை உள் அலங்காரம்',
    'பாதுகாப்பு மற்றும் சிசிடிவி',
    'பரிசோதனை இயந்திரம்',
    'நடைமுறை மூலதனம்',
  ],
  total: 'மொத்தம்',
  toBeConfirmed: '₹ — இன்னும் உறுதியாகவில்லை',
  footnote: 'மாதிரி வடிவமைப்பு மட்டுமே. எந்தத் தொகையும் இறுதியானது அல்ல.',
} satisfies Translated<typeof en.expensePlaceholderWords>;
