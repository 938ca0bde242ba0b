import { ENQUIRY_SEEN_KEY } from '../../shared/enquiry-sent-memory';
import { sessionFlag } from './session-flag';

/**
 * Whether this browser session has already dealt with the home page's enquiry: the pop-up was
 * closed, or a contact enquiry was sent, whatever the answer (the page's HTML remembers a send:
 * shared/enquiry-sent-memory.ts). Either way the pop-up is not shown again.
 */
const enquirySeen = sessionFlag(ENQUIRY_SEEN_KEY);

export const enquiryAlreadySeen = enquirySeen.isSet;

export const rememberEnquirySeen = enquirySeen.set;
