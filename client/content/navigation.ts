// Menu labels follow the spec's route table (Partners, FAQs, GoldReturnsCard).
export interface NavLink {
  to: string;
  label: string;
}

export const mainMenu: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/calculator', label: 'Calculator' },
  { to: '/branches', label: 'Branches' },
  { to: '/partner', label: 'Partners' },
  { to: '/news', label: 'News' },
  { to: '/services', label: 'Services' },
  { to: '/faq', label: 'FAQs' },
  { to: '/gold-returns-card', label: 'GoldReturnsCard' },
  { to: '/career', label: 'Career' },
];

// The spec's footer spells the services link `/service`; we link the real route and the
// server answers `/service` with a 301 (DECISIONS.md section 4).
export const footerLinks: NavLink[] = [
  { to: '/home', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/calculator', label: 'Calculator' },
  { to: '/branches', label: 'Branches' },
  { to: '/partner', label: 'Partners' },
  { to: '/news', label: 'News & Promotions' },
  { to: '/services', label: 'Services' },
  { to: '/faq', label: 'FAQs' },
  { to: '/gold-returns-card', label: 'Gold Returns Card' },
];
