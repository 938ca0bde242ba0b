// Telugu twin of ../expense-placeholder.ts: same exports and shapes, Telugu words.
import type * as en from '../expense-placeholder';
import type { Translated } from '../types';

export const expensePlaceholderWords = {
  banner: 'నమూనా చిత్రం: ఆమోదించిన ఖర్చుల పట్టికను ఇక్కడ ఉంచండి',
  title: 'ఫ్రాంచైజీ ప్రారంభ ఖర్చులు',
  expense: 'ఖర్చు',
  amount: 'మొత్తం',
  rows: ['ఫ్రాంచైజీ ఫీజు', 'షాపు ఇంటీరియర్', 'భద్రత మరియు సీసీటీవీ', 'పరీక్ష యంత్రం', 'నిర్వహణ మూలధనం'],
  total: 'మొత్తం ఖర్చు',
  toBeConfirmed: '₹ — ఇంకా ఖరారు కాలేదు',
  footnote: 'నమూనా రూపం మాత్రమే. ఏ మొత్తమూ తుది కాదు.',
} satisfies Translated<typeof en.expensePlaceholderWords>;
