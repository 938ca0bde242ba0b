/**
 * Whether this browser session has already dealt with the home page's enquiry: the pop-up was
 * closed, or an enquiry (pop-up or inline) was sent. Either way the pop-up is not shown again.
 */
export const ENQUIRY_SEEN_KEY = 'enquiry-popup-dismissed';

export function enquiryAlreadySeen(): boolean {
  try {
    return window.sessionStorage.getItem(ENQUIRY_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberEnquirySeen(): void {
  try {
    window.sessionStorage.setItem(ENQUIRY_SEEN_KEY, '1');
  } catch {
    // Storage blocked: the pop-up may come back on the next page load, nothing worse.
  }
}
