import type { GeoPoint } from '../../shared/geo-distance';

// The business's contact details and profiles, in no language. This module has no twin
// (docs/languages.md), so every language's build reads these same values; each company.ts adds
// only its words around `contact`, `office` and `profiles`.
//
// Every contact value here is a PLACEHOLDER of valid format (reserved `.example` domain, an
// obviously fake +91 number, `example` profiles): the business replaces them in this one file
// before launch. See README "Placeholder content".

export interface PostalAddress {
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  country: 'IN';
}

export type SocialNetwork =
  'facebook' | 'twitter' | 'pinterest' | 'instagram' | 'youtube' | 'linkedin' | 'whatsapp';

export interface SocialLink {
  network: SocialNetwork;
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

/** The same in every language; each company.ts adds its words around it. */
export const contact = {
  name: 'Purity Gold Buyers',
  shortName: 'Purity Gold',
  foundedYear: 2019,
  phoneDisplay: '+91 90000 00000',
  phoneE164: '+919000000000',
  email: 'enquiry@purity-gold.example',
  whatsappNumber: '919000000000',
  customerService: { areaServed: 'IN', languages: ['en-IN'] },
} satisfies Partial<Company>;

/** The corporate office's PIN code and map point. */
export const office = { postalCode: '560011', geo: { lat: 12.925, lng: 77.5938 } } satisfies Partial<
  PostalAddress & Company['corporateOffice']
>;

/** The profiles the header and footer link to. */
export const profiles = {
  facebook: 'https://www.facebook.com/example-purity-gold',
  twitter: 'https://twitter.com/example_purity',
  pinterest: 'https://www.pinterest.com/example_purity',
  instagram: 'https://www.instagram.com/example_purity',
  youtube: 'https://www.youtube.com/@example-purity-gold',
  linkedin: 'https://www.linkedin.com/company/example-purity-gold',
} satisfies Record<Exclude<SocialNetwork, 'whatsapp'>, string>;

export const telHref = `tel:${contact.phoneE164}`;
export const mailHref = (subject: string): string =>
  `mailto:${contact.email}?subject=${encodeURIComponent(subject)}`;
/** A chat with the business, the greeting (in the page's language) ready to send or change. */
export const whatsappHrefFor = (message: string): string =>
  `https://wa.me/${contact.whatsappNumber}?text=${encodeURIComponent(message)}`;
