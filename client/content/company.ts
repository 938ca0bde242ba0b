// Company details shown across the site. Every contact value here is a PLACEHOLDER of valid
// format (reserved `.example` domain, an obviously fake +91 number): the business replaces
// them in this one file before launch. See README "Placeholder content".

import type { GeoPoint } from './types';

export interface PostalAddress {
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  country: 'IN';
}

export interface SocialLink {
  network: 'facebook' | 'twitter' | 'pinterest' | 'instagram' | 'youtube' | 'linkedin' | 'whatsapp';
  label: string;
  href: string;
}

export interface Company {
  name: string;
  shortName: string;
  tagline: string;
  foundedYear: number;
  /** Shown to people, as they would dial it. */
  phoneDisplay: string;
  /** E.164, used for tel: links. */
  phoneE164: string;
  email: string;
  /** Wire value of the career form's hidden `source` field. */
  corporateOffice: {
    title: string;
    address: PostalAddress;
    /** Named in the footer map's button and link texts. */
    mapPlace: string;
    geo: GeoPoint;
    /** `title` of the map iframe. */
    mapTitle: string;
  };
  whatsappNumber: string;
  whatsappMessage: string;
  /** Where the phone line serves and the languages it answers in (search engines' contact card). */
  customerService: { areaServed: 'IN'; languages: string[] };
}

export const company: Company = {
  name: 'Purity Gold Buyers',
  shortName: 'Purity Gold',
  tagline: 'Instant cash for gold',
  foundedYear: 2019,
  phoneDisplay: '+91 90000 00000',
  phoneE164: '+919000000000',
  email: 'enquiry@purity-gold.example',
  corporateOffice: {
    title: 'Corporate office',
    address: {
      streetAddress: '1st Floor, 100 Example Road, Jayanagar 4th Block',
      locality: 'Bengaluru',
      region: 'Karnataka',
      postalCode: '560011',
      country: 'IN',
    },
    mapPlace: 'our corporate office',
    geo: { lat: 12.925, lng: 77.5938 },
    mapTitle: 'Map of our corporate office in Jayanagar, Bengaluru',
  },
  whatsappNumber: '919000000000',
  whatsappMessage: "Hello, I would like to know today's gold rate and sell my gold.",
  customerService: { areaServed: 'IN', languages: ['en-IN'] },
};

export const telHref = `tel:${company.phoneE164}`;
export const mailHref = (subject: string): string =>
  `mailto:${company.email}?subject=${encodeURIComponent(subject)}`;
export const whatsappHref = `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.whatsappMessage)}`;

export const headerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/example-purity-gold' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/example_purity' },
  { network: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/example_purity' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/example_purity' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@example-purity-gold' },
  { network: 'whatsapp', label: 'WhatsApp chat', href: whatsappHref },
];

export const footerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/example-purity-gold' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/example_purity' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/example-purity-gold' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/example_purity' },
];
