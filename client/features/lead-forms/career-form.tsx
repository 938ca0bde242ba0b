// Placeholder until the lead-capture work lands.
export function CareerForm() {
  return null;
}
