// How many characters each lead field may hold. The zod schemas (what the server accepts) and
// the forms' maxLength (what the browser lets a visitor type) both read these, so the two
// cannot drift apart: a form never takes text the server would then refuse. A free text (a
// textarea) has no maxLength: the browser would cut a pasted text at it without a word, and
// the end of a visitor's account of themselves would be lost unseen; the whole text stays in
// the field, and Submit says how long it may be. No zod here, so the browser can import it.

/** RFC 5321's limit on a forward path, the longest e-mail address that can be delivered. */
export const EMAIL_MAX = 254;

/**
 * A typed phone number with room for "+91 98450-12345"; what counts is its 10 to 15 digits,
 * which the schemas check.
 */
export const TYPED_PHONE = { min: 10, max: 20 } as const;

export const GOLD_LEAD_LIMITS = {
  full_name: 100,
  city: 100,
  gold_grams: 50,
  email: EMAIL_MAX,
} as const;

export const CONTACT_LEAD_LIMITS = {
  full_name: 100,
} as const;

export const FRANCHISE_LEAD_LIMITS = {
  full_name: 200,
  email: EMAIL_MAX,
  total_funds_available: 200,
  funds_in_hand_to_invest: 200,
  funds_required_to_borrow: 200,
  source_of_borrow: 200,
  previous_experience: 1000,
  area_of_interest: 1000,
} as const;
