// Placeholder until the lead-capture work lands.
export function GoldLeadForm() {
  return null;
}
