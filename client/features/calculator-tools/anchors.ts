// Where the calculator page's parts are, for links that work without JavaScript.

/** The gold lead form's panel on /calculator. */
export const GOLD_FORM_ANCHOR = 'gold-enquiry';
export const ESTIMATOR_ANCHOR = 'value-estimator';
export const RELEASE_ANCHOR = 'release-calculator';

/**
 * The ids inside a calculator, from its anchor: each is once on its page. Not useId: the server
 * renders the calculators inside the page, the browser hydrates them as a root of their own, and
 * the two give different ids, so the browser's ids named elements that were not there (the read
 * of what was typed before the code arrived found no form, and fields pointed at missing hints).
 */
export const toolId =
  (anchor: string) =>
  (name: string): string =>
    `${anchor}-${name}`;

/** What the estimator hands the gold lead form: the weight to value and the form's karat. */
export interface GoldFormDetails {
  grams: string;
  karat: number;
}
