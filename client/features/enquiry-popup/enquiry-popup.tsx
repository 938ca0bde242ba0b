// Placeholder until the lead-capture work lands.
export function EnquiryPopup() {
  return null;
}
