// Placeholder until the lead-capture work lands.
export function ContactForm() {
  return null;
}
