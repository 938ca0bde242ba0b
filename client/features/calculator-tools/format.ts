import type { Figure } from '../../../shared/gold-value';
import { formatRupees, indianDigits } from '../../lib/indian-digits';
import { gramsUnit } from '../../content/value-estimator';

/** Grams with a fixed number of decimals and Indian digit grouping: 1234.5 -> '1,234.50 g' (in English). */
export function formatGrams(grams: number, decimals: 2 | 3): string {
  const [whole = '0', fraction = ''] = grams.toFixed(decimals).split('.');
  return `${indianDigits(Number(whole))}.${fraction} ${gramsUnit}`;
}

/** One figure, or the range an unknown purity gives: '₹1,000 – ₹1,200'. */
export function formatRange(figure: Figure, format: (value: number) => string): string {
  return figure.low === figure.high ? format(figure.low) : `${format(figure.low)} – ${format(figure.high)}`;
}

/** Rupees with a minus sign in front of the symbol: −₹2,000. */
export function formatSignedRupees(value: number): string {
  return value < 0 ? `−${formatRupees(-value)}` : formatRupees(value);
}
