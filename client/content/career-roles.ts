// Its own module: both /career (the list) and /about (the careers card) name the roles, and
// neither page should carry the other's content in its first-load JS.

/** The roles we hire for, listed on /career and summed up on /about. */
export const careerRoles: string[] = [
  'Field executives',
  'Business managers',
  'Telecallers',
  'Branch managers',
  'Accountants',
  'Content writers',
  'Graphic designers',
];
