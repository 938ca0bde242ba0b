// The words of /calculator's value estimator and release-pledged-gold calculator, and the one
// business setting they take (the deduction). The arithmetic is shared/gold-value.ts.
import type { Deduction, Fineness, NumberProblem } from '../../shared/gold-value';

export interface PurityOption {
  value: `${Fineness}` | 'unknown';
  label: string;
}

/** The hallmark purities a visitor can pick, and "I don't know". */
export const purityOptions: PurityOption[] = [
  { value: '999', label: '24K (999)' },
  { value: '916', label: '22K (916)' },
  { value: '833', label: '20K (833)' },
  { value: '750', label: '18K (750)' },
  { value: '585', label: '14K (585)' },
  { value: '375', label: '9K (375)' },
  { value: 'unknown', label: "I don't know" },
];

/**
 * What the business takes off the value before paying, as a percentage of it. None today; a
 * business decision, so it lives here, and the estimate shows it on its own line either way.
 */
export const estimateDeduction: Deduction & { label: string; noneText: string } = {
  percent: 0,
  label: 'Deduction',
  noneText: 'None',
};

/** The unit after a weight in the estimator's lines: '1,234.50 g'. */
export const gramsUnit = 'g';

export const estimatorText = {
  heading: 'Estimate the value of your gold',
  intro:
    "Enter your jewellery's weight and its hallmark. The estimate updates as you type, using today's 24K rate.",
  fields: {
    grams: 'Gross weight (grams)',
    stones: 'Weight of stones and other non-gold parts (grams)',
    purity: 'Purity (hallmark)',
  },
  hints: {
    grams: 'From 0.01 to 10,000 grams, up to two decimals.',
    stones: 'Leave empty if there are none.',
  },
  choose: 'Choose here',
  submit: 'Show estimate',
  lines: {
    gross: 'Gross weight',
    stones: 'Less stones and other parts',
    net: 'Net gold weight',
    fine: 'Fine gold (net weight × purity)',
    value: "Value at today's 24K rate",
    amount: 'Indicative amount',
  },
  rateLine: (rate: string, asOf: string) => `24K rate: ${rate} per gram${asOf ? `, ${asOf}` : ''}`,
  unknownPurity:
    "You chose I don't know, so we show the range for 18K to 22K, the purities most jewellery is made in. Only a test can tell the real purity, and the amount can be well outside this range: our purity test is free and takes about 15 minutes.",
  indicative: 'Indicative only. The final amount is fixed only after the free purity test at our branch.',
  noRate:
    "Today's rate is not available right now, so we cannot show a rupee value. We will not guess it: please try again in a few minutes, or call us.",
  waiting: 'Enter a weight and a purity to see the estimate.',
  send: 'Send these details to our team',
  sent: 'We have filled in the weight and karat in the form above. Add your name, city, phone number and email, then submit it.',
  empty: '—',
};

export const releaseText = {
  heading: 'Release pledged gold: what would you have left?',
  intro:
    'If your gold is pledged with a bank or lender, we pay the lender to release it and you can sell it to us. Enter what is pledged and what you owe to see the cash you would have in hand.',
  fields: {
    grams: 'Pledged gold weight (grams)',
    purity: 'Purity (hallmark)',
    owed: 'Amount owed to the lender (principal + interest due, ₹)',
  },
  hints: {
    grams: 'The gold weight on your loan receipt, from 0.01 to 10,000 grams.',
    owed: 'Ask your lender for the total to close the loan today.',
  },
  submit: 'Show cash in hand',
  lines: {
    gold: "Your gold at today's 24K rate",
    owed: 'Less amount owed to the lender',
    cash: 'Cash in hand after release and sale',
  },
  negative: (shortfall: string) =>
    `What you owe is ${shortfall} more than your gold is worth at today's rate. Releasing and selling it would not leave you any cash: you would have to pay that difference. Call us and we will look at your case with you.`,
  negativeRange:
    "Depending on the real purity, what you owe may be more than your gold is worth at today's rate. Then releasing and selling it would not leave you any cash. Our free purity test tells you for sure.",
  contact: 'Ask us to release your gold',
  waiting: 'Enter the weight, purity and amount owed to see your cash in hand.',
};

/** What a visitor is told about a number the calculators cannot use. */
export const numberProblems: Record<NumberProblem, string> = {
  missing: 'Please enter a number.',
  'not-a-number': 'Please enter digits only, like 12.5.',
  'too-precise': 'Please use at most two decimals.',
  'too-small': 'This is below the smallest amount we can estimate.',
  'too-large': 'This is above the largest amount we can estimate.',
};

export const fieldProblems = {
  purity: 'Please choose a purity.',
  stonesTooHeavy: 'Stones and other parts must weigh less than the whole piece.',
};
