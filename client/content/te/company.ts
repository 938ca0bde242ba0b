// Telugu twin of ../company.ts: same exports and shapes, Telugu words.
import type * as en from '../company';
import type { Company, SocialLink } from '../company';
import type { Translated } from '../types';

export const company: Company = {
  name: 'Purity Gold Buyers',
  shortName: 'Purity Gold',
  tagline: 'బంగారానికి తక్షణ నగదు',
  foundedYear: 2019,
  phoneDisplay: '+91 90000 00000',
  phoneE164: '+919000000000',
  email: 'enquiry@purity-gold.example',
  corporateOffice: {
    title: 'కార్పొరేట్ కార్యాలయం',
    address: {
      streetAddress: '1వ అంతస్తు, 100 ఎగ్జాంపుల్ రోడ్డు, జయనగర్ 4వ బ్లాక్',
      locality: 'బెంగళూరు',
      region: 'కర్ణాటక',
      postalCode: '560011',
      country: 'IN',
    },
    mapPlace: 'మా కార్పొరేట్ కార్యాలయం',
    geo: { lat: 12.925, lng: 77.5938 },
    mapTitle: 'బెంగళూరు, జయనగర్‌లోని మా కార్పొరేట్ కార్యాలయం మ్యాప్',
  },
  whatsappNumber: '919000000000',
  whatsappMessage: 'నమస్తే, ఈరోజు బంగారం రేటు తెలుసుకుని నా బంగారం అమ్మాలనుకుంటున్నాను.',
  customerService: { areaServed: 'IN', languages: ['en-IN'] },
};

export const telHref = `tel:${company.phoneE164}` satisfies Translated<typeof en.telHref>;
export const mailHref = ((subject: string): string =>
  `mailto:${company.email}?subject=${encodeURIComponent(subject)}`) satisfies Translated<typeof en.mailHref>;
export const whatsappHref =
  `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.whatsappMessage)}` satisfies Translated<
    typeof en.whatsappHref
  >;

export const headerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'ఫేస్‌బుక్', href: 'https://www.facebook.com/example-purity-gold' },
  { network: 'twitter', label: 'ట్విట్టర్', href: 'https://twitter.com/example_purity' },
  { network: 'pinterest', label: 'పింటరెస్ట్', href: 'https://www.pinterest.com/example_purity' },
  { network: 'instagram', label: 'ఇన్‌స్టాగ్రామ్', href: 'https://www.instagram.com/example_purity' },
  { network: 'youtube', label: 'యూట్యూబ్', href: 'https://www.youtube.com/@example-purity-gold' },
  { network: 'whatsapp', label: 'వాట్సాప్ చాట్', href: whatsappHref },
];

export const footerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'ఫేస్‌బుక్', href: 'https://www.facebook.com/example-purity-gold' },
  { network: 'instagram', label: 'ఇన్‌స్టాగ్రామ్', href: 'https://www.instagram.com/example_purity' },
  { network: 'linkedin', label: 'లింక్డ్‌ఇన్', href: 'https://www.linkedin.com/company/example-purity-gold' },
  { network: 'twitter', label: 'ట్విట్టర్', href: 'https://twitter.com/example_purity' },
];
