import expenseTableUrl from '../assets/partner/franchise-expense-table-placeholder.svg?no-inline';
import type { ContentImage } from './types';
import type { LeadInputName } from '../../shared/lead-forms';

export const partnerPage = {
  heading: 'Become A Franchise Partner',
  intro:
    'Start your own gold business with a trusted name. We want to reach tier 2, tier 3 and tier 4 towns, and we are looking for local partners. See the set-up costs below, then fill in the form. Our team will call you.',
  expenseHeading: 'Franchise Expenses',
  formHeading: 'Franchise Application Form',
};

/**
 * PLACEHOLDER graphic: the business replaces this file, and each language's, with the approved
 * expense table (keep the same import, or change the path here).
 */
export const franchiseExpenseImage: ContentImage = {
  src: expenseTableUrl,
  width: 800,
  height: 560,
  alt: 'Placeholder franchise expense table. Rows: franchise fee, shop interiors, security and CCTV, testing machine, working capital and total. All amounts are still to be confirmed.',
};

export const franchiseFieldLabels: Record<LeadInputName<'franchise'>, string> = {
  full_name: 'Full Name',
  phone_number: 'Phone Number',
  email: 'Email',
  total_funds_available: 'Total Funds Available',
  funds_in_hand_to_invest: 'Funds In Hand To Invest',
  previous_experience: 'Previous Experience',
  area_of_interest: 'Area Of Interest',
};
