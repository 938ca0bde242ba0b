import type { ContactLead } from '../../shared/schemas/contact-lead';
import type { FranchiseLead } from '../../shared/schemas/franchise-lead';
import type { GoldLead } from '../../shared/schemas/gold-lead';
import type { CareerFields } from '../../shared/schemas/career-application';

// One valid payload per lead form, as the browser sends it, every field given (optional ones
// too: Required<>), so that a field added to a form is sent by the tests that use these, such as
// the registry test's no-JavaScript post, as soon as it compiles.

export const validContact: Required<ContactLead> = {
  full_name: 'Asha Rao',
  phone_number: '9845012345',
  service_required: 'Sell gold',
};

export const validGold: Required<GoldLead> = {
  full_name: 'Ravi Kumar',
  city: 'Bengaluru',
  gold_grams: '12.5',
  karat_score: 22,
  phone_number: '9845012345',
  email: 'ravi@example.com',
};

export const validFranchise: Required<FranchiseLead> = {
  full_name: 'Kiran Shetty',
  phone_number: '9845012345',
  email: 'kiran@example.com',
  total_funds_available: '50 lakh',
  funds_in_hand_to_invest: '20 lakh',
  funds_required_to_borrow: '',
  source_of_borrow: '',
  previous_experience: 'Ran a jewellery shop for 8 years',
  area_of_interest: 'Mysuru',
};

export const validCareerFields: Required<CareerFields> = {
  candidate_name: 'Meera Iyer',
  candidate_email: 'meera@example.com',
  phone_number: '9845012345',
  description: 'Five years in retail sales',
  source: 'purity-gold-website',
};
