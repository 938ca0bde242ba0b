// Kannada twin of ../company.ts: same exports and shapes, Kannada words.
import { contact, office, profiles, whatsappHrefFor, type Company, type SocialLink } from '../company-facts';

export { mailHref, telHref } from '../company-facts';

export const company: Company = {
  ...contact,
  tagline: 'ಚಿನ್ನಕ್ಕೆ ತಕ್ಷಣ ನಗದು',
  corporateOffice: {
    title: 'ಕಾರ್ಪೊರೇಟ್ ಕಚೇರಿ',
    address: {
      streetAddress: '1ನೇ ಮಹಡಿ, 100 ಎಕ್ಸಾಂಪಲ್ ರಸ್ತೆ, ಜಯನಗರ 4ನೇ ಬ್ಲಾಕ್',
      locality: 'ಬೆಂಗಳೂರು',
      region: 'ಕರ್ನಾಟಕ',
      postalCode: office.postalCode,
      country: 'IN',
    },
    mapPlace: 'ನಮ್ಮ ಕಾರ್ಪೊರೇಟ್ ಕಚೇರಿ',
    geo: office.geo,
    mapTitle: 'ಬೆಂಗಳೂರಿನ ಜಯನಗರದಲ್ಲಿರುವ ನಮ್ಮ ಕಾರ್ಪೊರೇಟ್ ಕಚೇರಿಯ ನಕ್ಷೆ',
  },
  whatsappMessage: 'ನಮಸ್ಕಾರ, ಇಂದಿನ ಚಿನ್ನದ ದರ ತಿಳಿದು ನನ್ನ ಚಿನ್ನವನ್ನು ಮಾರಲು ಬಯಸುತ್ತೇನೆ.',
};

export const whatsappHref = whatsappHrefFor(company.whatsappMessage);

export const headerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: profiles.facebook },
  { network: 'twitter', label: 'Twitter', href: profiles.twitter },
  { network: 'pinterest', label: 'Pinterest', href: profiles.pinterest },
  { network: 'instagram', label: 'Instagram', href: profiles.instagram },
  { network: 'youtube', label: 'YouTube', href: profiles.youtube },
  { network: 'whatsapp', label: 'WhatsApp ಚಾಟ್', href: whatsappHref },
];

export const footerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: profiles.facebook },
  { network: 'instagram', label: 'Instagram', href: profiles.instagram },
  { network: 'linkedin', label: 'LinkedIn', href: profiles.linkedin },
  { network: 'twitter', label: 'Twitter', href: profiles.twitter },
];
