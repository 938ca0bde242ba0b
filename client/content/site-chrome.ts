// The words of the frame around every page: skip link, top bar, menu, footer, error page.

export const skipLinkText = 'Skip to main content';

export const topBarText = {
  socialLabel: 'Follow us',
  /** Read before the phone number by screen readers; hidden on screen. */
  callPrefix: 'Call us on ',
};

export const mainNavText = {
  label: 'Main',
  /** The logo's text alternative: it links to the home page. */
  logoAlt: (brand: string) => `${brand} home`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
};

/** The list of links to the same page in the other languages (each named in its own script). */
export const languageLinksLabel = 'Language';

export const footerText = {
  linksTitle: 'Quick links',
  socialLabel: 'Social media',
  mapTitle: 'Find us',
  rights: 'All rights reserved.',
};

export const errorPageText = {
  heading: 'Unexpected Application Error!',
  homeLink: 'Go to the home page',
  afterHomeLink: ' or use the menu above.',
  /** The status under the heading, by the page's reason to show it. */
  notFound: '404 Not Found',
  serverError: '500 Internal Server Error',
};
