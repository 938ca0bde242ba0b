import type { GeoPoint } from './types';

// Where a PIN code is, roughly, for the branch finder: when no branch has the visitor's PIN
// code, the branches are sorted by distance from the centre of the PIN's region. The first
// three digits of an Indian PIN code name a sorting district, the first two a postal circle;
// the longest prefix listed wins. Only the states we serve and their neighbours are listed;
// names and centres are approximate, and the business may add rows as it grows.

export interface PinRegion {
  /** Two or three leading digits of the PIN code. */
  prefix: string;
  name: string;
  geo: GeoPoint;
}

export const pinRegions: readonly PinRegion[] = [
  // Telangana
  { prefix: '50', name: 'Telangana', geo: { lat: 17.6, lng: 79.0 } },
  { prefix: '500', name: 'Hyderabad', geo: { lat: 17.385, lng: 78.4867 } },
  { prefix: '501', name: 'Ranga Reddy', geo: { lat: 17.3, lng: 78.2 } },
  { prefix: '502', name: 'Medak and Sangareddy', geo: { lat: 17.62, lng: 78.09 } },
  { prefix: '503', name: 'Nizamabad', geo: { lat: 18.6725, lng: 78.094 } },
  { prefix: '505', name: 'Karimnagar', geo: { lat: 18.4386, lng: 79.1288 } },
  { prefix: '506', name: 'Warangal', geo: { lat: 17.9689, lng: 79.5941 } },
  { prefix: '508', name: 'Nalgonda', geo: { lat: 17.0575, lng: 79.2684 } },
  { prefix: '509', name: 'Mahabubnagar', geo: { lat: 16.7488, lng: 78.0035 } },
  // Andhra Pradesh
  { prefix: '51', name: 'Andhra Pradesh', geo: { lat: 15.0, lng: 78.5 } },
  { prefix: '52', name: 'Andhra Pradesh', geo: { lat: 16.3, lng: 80.4 } },
  { prefix: '53', name: 'Andhra Pradesh', geo: { lat: 17.7, lng: 83.2 } },
  { prefix: '518', name: 'Kurnool', geo: { lat: 15.8281, lng: 78.0373 } },
  { prefix: '515', name: 'Anantapur', geo: { lat: 14.6819, lng: 77.6006 } },
  // Karnataka
  { prefix: '56', name: 'Karnataka', geo: { lat: 13.2, lng: 77.0 } },
  { prefix: '57', name: 'Karnataka', geo: { lat: 13.3, lng: 75.8 } },
  { prefix: '58', name: 'Karnataka', geo: { lat: 15.4, lng: 75.7 } },
  { prefix: '59', name: 'Karnataka', geo: { lat: 15.85, lng: 74.5 } },
  { prefix: '560', name: 'Bengaluru', geo: { lat: 12.9716, lng: 77.5946 } },
  { prefix: '561', name: 'Chikkaballapur', geo: { lat: 13.4355, lng: 77.7315 } },
  { prefix: '562', name: 'Bengaluru Rural', geo: { lat: 13.2846, lng: 77.6078 } },
  { prefix: '563', name: 'Kolar', geo: { lat: 13.1362, lng: 78.1292 } },
  { prefix: '570', name: 'Mysuru', geo: { lat: 12.2958, lng: 76.6394 } },
  { prefix: '571', name: 'Mandya and Chamarajanagar', geo: { lat: 12.5218, lng: 76.8951 } },
  { prefix: '572', name: 'Tumakuru', geo: { lat: 13.3379, lng: 77.1173 } },
  { prefix: '573', name: 'Hassan', geo: { lat: 13.0033, lng: 76.1004 } },
  { prefix: '574', name: 'Dakshina Kannada', geo: { lat: 12.8, lng: 75.2 } },
  { prefix: '575', name: 'Mangaluru', geo: { lat: 12.9141, lng: 74.856 } },
  { prefix: '576', name: 'Udupi', geo: { lat: 13.3409, lng: 74.7421 } },
  { prefix: '577', name: 'Shivamogga and Davanagere', geo: { lat: 14.2, lng: 75.75 } },
  { prefix: '580', name: 'Dharwad and Hubballi', geo: { lat: 15.3647, lng: 75.124 } },
  { prefix: '581', name: 'Haveri and Uttara Kannada', geo: { lat: 14.7951, lng: 75.3991 } },
  { prefix: '582', name: 'Gadag', geo: { lat: 15.4315, lng: 75.6355 } },
  { prefix: '583', name: 'Ballari', geo: { lat: 15.1394, lng: 76.9214 } },
  { prefix: '584', name: 'Raichur', geo: { lat: 16.2076, lng: 77.3463 } },
  { prefix: '585', name: 'Kalaburagi and Bidar', geo: { lat: 17.3297, lng: 76.8343 } },
  { prefix: '586', name: 'Vijayapura', geo: { lat: 16.8302, lng: 75.71 } },
  { prefix: '587', name: 'Bagalkot', geo: { lat: 16.1691, lng: 75.6615 } },
  { prefix: '590', name: 'Belagavi', geo: { lat: 15.8497, lng: 74.4977 } },
  // Tamil Nadu and Puducherry
  { prefix: '60', name: 'Tamil Nadu', geo: { lat: 12.5, lng: 79.5 } },
  { prefix: '61', name: 'Tamil Nadu', geo: { lat: 10.8, lng: 79.1 } },
  { prefix: '62', name: 'Tamil Nadu', geo: { lat: 9.5, lng: 78.1 } },
  { prefix: '63', name: 'Tamil Nadu', geo: { lat: 11.6, lng: 78.1 } },
  { prefix: '64', name: 'Tamil Nadu', geo: { lat: 11.0, lng: 77.0 } },
  { prefix: '600', name: 'Chennai', geo: { lat: 13.0827, lng: 80.2707 } },
  { prefix: '601', name: 'Tiruvallur', geo: { lat: 13.1231, lng: 79.912 } },
  { prefix: '602', name: 'Tiruvallur', geo: { lat: 13.1231, lng: 79.912 } },
  { prefix: '603', name: 'Chengalpattu', geo: { lat: 12.6819, lng: 79.9888 } },
  { prefix: '605', name: 'Puducherry and Viluppuram', geo: { lat: 11.9416, lng: 79.8083 } },
  { prefix: '620', name: 'Tiruchirappalli', geo: { lat: 10.7905, lng: 78.7047 } },
  { prefix: '625', name: 'Madurai', geo: { lat: 9.9252, lng: 78.1198 } },
  { prefix: '632', name: 'Vellore', geo: { lat: 12.9165, lng: 79.1325 } },
  { prefix: '635', name: 'Krishnagiri and Hosur', geo: { lat: 12.5266, lng: 78.2141 } },
  { prefix: '636', name: 'Salem', geo: { lat: 11.6643, lng: 78.146 } },
  { prefix: '638', name: 'Erode', geo: { lat: 11.341, lng: 77.7172 } },
  { prefix: '641', name: 'Coimbatore', geo: { lat: 11.0168, lng: 76.9558 } },
  // Kerala and Goa, neighbours of our branches
  { prefix: '67', name: 'Kerala', geo: { lat: 11.25, lng: 75.8 } },
  { prefix: '68', name: 'Kerala', geo: { lat: 9.9, lng: 76.3 } },
  { prefix: '69', name: 'Kerala', geo: { lat: 8.9, lng: 76.6 } },
  { prefix: '403', name: 'Goa', geo: { lat: 15.4909, lng: 73.8278 } },
];
