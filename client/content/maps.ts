/** Texts of the map facade, the placeholder that stands in for an embedded map until it loads. */
export const mapFacadeLabels = {
  /** The button that loads the embedded map. */
  show: (place: string) => `Show map of ${place}`,
  /** The plain link to the maps service, which works without JavaScript. */
  open: (place: string) => `Open ${place} in Google Maps`,
};
