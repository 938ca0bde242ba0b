// Placeholder until the lead-capture work lands.
export function RatesTicker() {
  return null;
}
