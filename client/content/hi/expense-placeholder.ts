// Hindi twin of ../expense-placeholder.ts: same exports and shapes, Hindi words.
import type * as en from '../expense-placeholder';
import type { Translated } from '../types';

export const expensePlaceholderWords = {
  banner: 'नमूना चित्र: यहाँ मंज़ूर खर्च तालिका लगाएँ',
  title: 'फ़्रैंचाइज़ी शुरू करने का खर्च',
  expense: 'खर्च',
  amount: 'रकम',
  rows: ['फ़्रैंचाइज़ी फ़ीस', 'दुकान का इंटीरियर', 'सुरक्षा और सीसीटीवी', 'जाँच मशीन', 'कार्यशील पूँजी'],
  total: 'कुल',
  toBeConfirmed: '₹ — अभी तय नहीं',
  footnote: 'केवल नमूना लेआउट। कोई भी रकम अंतिम नहीं है।',
} satisfies Translated<typeof en.expensePlaceholderWords>;
