import { sessionFlag } from './session-flag';

/**
 * Whether this browser session has already dealt with the home page's enquiry: the pop-up was
 * closed or its enquiry sent, or the page's own enquiry form was sent (whatever the answer).
 * Either way the pop-up is not shown again.
 */
export const ENQUIRY_SEEN_KEY = 'enquiry-popup-dismissed';

const enquirySeen = sessionFlag(ENQUIRY_SEEN_KEY);

export const enquiryAlreadySeen = enquirySeen.isSet;

export const rememberEnquirySeen = enquirySeen.set;
