import type { RegionId, ServiceableAreaId } from './branch-places';

// Names of states and serviceable areas in the Latin script, as on signboards, maps and English
// pages. They are English's words for these places, and also what a visitor of any language may
// type into the branch finder: this module has no twin (docs/languages.md), and the finder
// searches these names on every language's pages (branch-search-keys.ts).

export const regionLatinNames: Record<RegionId, string> = {
  KA: 'Karnataka',
  TN: 'Tamil Nadu',
  TG: 'Telangana',
};

export const serviceableAreaLatinNames: Record<ServiceableAreaId, string> = {
  bidar: 'Bidar',
  kolar: 'Kolar',
  coimbatore: 'Coimbatore',
};
