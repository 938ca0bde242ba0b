// Placeholder until the lead-capture work lands.
export function FranchiseForm() {
  return null;
}
