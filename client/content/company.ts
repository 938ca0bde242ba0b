// Company details as the site says them. The contact details themselves (placeholders the
// business replaces before launch) are in company-facts.ts, the same in every language.
import { contact, office, profiles, whatsappHrefFor, type Company, type SocialLink } from './company-facts';

export type { Company, PostalAddress, SocialLink } from './company-facts';
export { mailHref, telHref } from './company-facts';

export const company: Company = {
  ...contact,
  tagline: 'Instant cash for gold',
  corporateOffice: {
    title: 'Corporate office',
    address: {
      streetAddress: '1st Floor, 100 Example Road, Jayanagar 4th Block',
      locality: 'Bengaluru',
      region: 'Karnataka',
      postalCode: office.postalCode,
      country: 'IN',
    },
    mapPlace: 'our corporate office',
    geo: office.geo,
    mapTitle: 'Map of our corporate office in Jayanagar, Bengaluru',
  },
  whatsappMessage: "Hello, I would like to know today's gold rate and sell my gold.",
};

export const whatsappHref = whatsappHrefFor(company.whatsappMessage);

export const headerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: profiles.facebook },
  { network: 'twitter', label: 'Twitter', href: profiles.twitter },
  { network: 'pinterest', label: 'Pinterest', href: profiles.pinterest },
  { network: 'instagram', label: 'Instagram', href: profiles.instagram },
  { network: 'youtube', label: 'YouTube', href: profiles.youtube },
  { network: 'whatsapp', label: 'WhatsApp chat', href: whatsappHref },
];

export const footerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: profiles.facebook },
  { network: 'instagram', label: 'Instagram', href: profiles.instagram },
  { network: 'linkedin', label: 'LinkedIn', href: profiles.linkedin },
  { network: 'twitter', label: 'Twitter', href: profiles.twitter },
];
