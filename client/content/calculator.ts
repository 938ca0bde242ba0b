import calculatorUrl from '../assets/calculator.svg?no-inline';
import type { ContentImage } from './types';
import type { KaratScore } from '../../shared/karat';

import type { LeadInputName } from '../../shared/lead-forms';

export interface KaratOption {
  value: KaratScore;
  label: string;
}

export const calculatorPage = {
  heading: 'Enter The Following Details To Get Instant Rates',
  intro:
    "Tell us about your gold. We will share today's rate and an indicative value, and our team will call you back. Testing at the branch is free.",
  selectPlaceholder: 'Choose here',
};

export const calculatorImage: ContentImage = {
  src: calculatorUrl,
  width: 600,
  height: 400,
  alt: '',
};

export const goldFieldLabels: Record<LeadInputName<'gold'>, string> = {
  full_name: 'Full Name',
  city: 'City',
  gold_grams: 'Gold (in grams)',
  karat_score: 'Karat',
  phone_number: 'Phone Number',
  email: 'Email',
};

export const karatOptions: KaratOption[] = [
  { value: 18, label: '18K' },
  { value: 20, label: '20K' },
  { value: 22, label: '22K' },
  { value: 24, label: '24K' },
  { value: 0, label: 'Other' },
];

export const indicativeValue = {
  label: 'Indicative value',
  disclaimer:
    "Indicative value only, based on the weight and karat you entered and today's 24K rate. The final price is fixed only after the free purity test at the branch.",
};
