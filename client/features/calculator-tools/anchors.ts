// Where the calculator page's parts are, for links that work without JavaScript.

/** The gold lead form's panel on /calculator. */
export const GOLD_FORM_ANCHOR = 'gold-enquiry';
export const ESTIMATOR_ANCHOR = 'value-estimator';
export const RELEASE_ANCHOR = 'release-calculator';

/** What the estimator hands the gold lead form: the weight to value and the form's karat. */
export interface GoldFormDetails {
  grams: string;
  karat: number;
}
