import type { BranchId, RegionId, ServiceableAreaId } from './branch-places';
import type { PinPrefix } from './pin-region-places';
import { regionLatinNames, serviceableAreaLatinNames } from './latin-place-names';

// What a visitor may type into the branch finder in the Latin script, on a page of any
// language: a Tamil reader looking for the Bengaluru branch may well type "Bangalore" or
// "Malleshwaram". This module has no twin, so every language searches the same names. The
// finder fetches it with the PIN regions when the visitor is about to search, not with the
// page (client/features/branches/search-places.ts).

export interface PlaceSearchKeys {
  /** The names a branch is known by: its city, old spellings, areas and landmarks. */
  branches: Record<BranchId, string>;
  regions: Record<RegionId, string>;
  areas: Record<ServiceableAreaId, string>;
  /** Also English's names of the PIN regions (pin-regions.ts). */
  pinRegions: Record<PinPrefix, string>;
}

export const latinSearchKeys: PlaceSearchKeys = {
  branches: {
    hyderabad: 'Hyderabad, Secunderabad, Cyberabad, Kukatpally, KPHB Colony',
    bengaluru: 'Bengaluru, Bangalore, Malleshwaram, Sampige Road',
    mysuru: 'Mysuru, Mysore, Devaraja Market',
    mangalore: 'Mangalore, Mangaluru, Hampankatta Circle',
    davanagere: 'Davanagere, Davangere, Jayadeva Circle',
    haveri: 'Haveri',
    hubli: 'Hubli, Hubballi, Dharwad, Koppikar Road, Durgadbail',
    raichur: 'Raichur, Station Road',
    shivamogga: 'Shivamogga, Shimoga, B. H. Road, Gopi Circle',
    chennai: 'Chennai, Madras, T. Nagar, Pondy Bazaar',
  },
  regions: regionLatinNames,
  areas: serviceableAreaLatinNames,
  pinRegions: {
    // Telangana
    '50': 'Telangana',
    '500': 'Hyderabad',
    '501': 'Ranga Reddy',
    '502': 'Medak and Sangareddy',
    '503': 'Nizamabad',
    '505': 'Karimnagar',
    '506': 'Warangal',
    '508': 'Nalgonda',
    '509': 'Mahabubnagar',
    // Andhra Pradesh
    '51': 'Andhra Pradesh',
    '52': 'Andhra Pradesh',
    '53': 'Andhra Pradesh',
    '518': 'Kurnool',
    '515': 'Anantapur',
    // Karnataka
    '56': 'Karnataka',
    '57': 'Karnataka',
    '58': 'Karnataka',
    '59': 'Karnataka',
    '560': 'Bengaluru',
    '561': 'Chikkaballapur',
    '562': 'Bengaluru Rural',
    '563': 'Kolar',
    '570': 'Mysuru',
    '571': 'Mandya and Chamarajanagar',
    '572': 'Tumakuru',
    '573': 'Hassan',
    '574': 'Dakshina Kannada',
    '575': 'Mangaluru',
    '576': 'Udupi',
    '577': 'Shivamogga and Davanagere',
    '580': 'Dharwad and Hubballi',
    '581': 'Haveri and Uttara Kannada',
    '582': 'Gadag',
    '583': 'Ballari',
    '584': 'Raichur',
    '585': 'Kalaburagi and Bidar',
    '586': 'Vijayapura',
    '587': 'Bagalkot',
    '590': 'Belagavi',
    // Tamil Nadu and Puducherry
    '60': 'Tamil Nadu',
    '61': 'Tamil Nadu',
    '62': 'Tamil Nadu',
    '63': 'Tamil Nadu',
    '64': 'Tamil Nadu',
    '600': 'Chennai',
    '601': 'Tiruvallur',
    '602': 'Tiruvallur',
    '603': 'Chengalpattu',
    '605': 'Puducherry and Viluppuram',
    '620': 'Tiruchirappalli',
    '625': 'Madurai',
    '632': 'Vellore',
    '635': 'Krishnagiri and Hosur',
    '636': 'Salem',
    '638': 'Erode',
    '641': 'Coimbatore',
    // Kerala and Goa, neighbours of our branches
    '67': 'Kerala',
    '68': 'Kerala',
    '69': 'Kerala',
    '403': 'Goa',
  },
};
