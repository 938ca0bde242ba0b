// Kannada twin of ../company.ts: same exports and shapes, Kannada words.
import type { Company, SocialLink } from '../company';

export const company: Company = {
  name: 'Purity Gold Buyers',
  shortName: 'Purity Gold',
  tagline: 'ಚಿನ್ನಕ್ಕೆ ತಕ್ಷಣ ನಗದು',
  foundedYear: 2019,
  phoneDisplay: '+91 90000 00000',
  phoneE164: '+919000000000',
  email: 'enquiry@purity-gold.example',
  corporateOffice: {
    title: 'ಕಾರ್ಪೊರೇಟ್ ಕಚೇರಿ',
    address: {
      streetAddress: '1ನೇ ಮಹಡಿ, 100 ಎಕ್ಸಾಂಪಲ್ ರಸ್ತೆ, ಜಯನಗರ 4ನೇ ಬ್ಲಾಕ್',
      locality: 'ಬೆಂಗಳೂರು',
      region: 'ಕರ್ನಾಟಕ',
      postalCode: '560011',
      country: 'IN',
    },
    mapPlace: 'ನಮ್ಮ ಕಾರ್ಪೊರೇಟ್ ಕಚೇರಿ',
    geo: { lat: 12.925, lng: 77.5938 },
    mapTitle: 'ಬೆಂಗಳೂರಿನ ಜಯನಗರದಲ್ಲಿರುವ ನಮ್ಮ ಕಾರ್ಪೊರೇಟ್ ಕಚೇರಿಯ ನಕ್ಷೆ',
  },
  whatsappNumber: '919000000000',
  // Sent to the business inside whatsappHref, which stays equal to the English one.
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
  { network: 'whatsapp', label: 'WhatsApp ಚಾಟ್', href: whatsappHref },
];

export const footerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/example-purity-gold' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/example_purity' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/example-purity-gold' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/example_purity' },
];
