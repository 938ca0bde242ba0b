// Telugu twin of ../company.ts: same exports and shapes, Telugu words.
import { contact, office, profiles, whatsappHrefFor, type Company, type SocialLink } from '../company-facts';

export { mailHref, telHref } from '../company-facts';

export const company: Company = {
  ...contact,
  tagline: 'బంగారానికి తక్షణ నగదు',
  corporateOffice: {
    title: 'కార్పొరేట్ కార్యాలయం',
    address: {
      streetAddress: '1వ అంతస్తు, 100 ఎగ్జాంపుల్ రోడ్డు, జయనగర్ 4వ బ్లాక్',
      locality: 'బెంగళూరు',
      region: 'కర్ణాటక',
      postalCode: office.postalCode,
      country: 'IN',
    },
    mapPlace: 'మా కార్పొరేట్ కార్యాలయం',
    geo: office.geo,
    mapTitle: 'బెంగళూరు, జయనగర్‌లోని మా కార్పొరేట్ కార్యాలయం మ్యాప్',
  },
  whatsappMessage: 'నమస్తే, ఈరోజు బంగారం రేటు తెలుసుకుని నా బంగారం అమ్మాలనుకుంటున్నాను.',
};

export const whatsappHref = whatsappHrefFor(company.whatsappMessage);

export const headerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'ఫేస్‌బుక్', href: profiles.facebook },
  { network: 'twitter', label: 'ట్విట్టర్', href: profiles.twitter },
  { network: 'pinterest', label: 'పింటరెస్ట్', href: profiles.pinterest },
  { network: 'instagram', label: 'ఇన్‌స్టాగ్రామ్', href: profiles.instagram },
  { network: 'youtube', label: 'యూట్యూబ్', href: profiles.youtube },
  { network: 'whatsapp', label: 'వాట్సాప్ చాట్', href: whatsappHref },
];

export const footerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'ఫేస్‌బుక్', href: profiles.facebook },
  { network: 'instagram', label: 'ఇన్‌స్టాగ్రామ్', href: profiles.instagram },
  { network: 'linkedin', label: 'లింక్డ్‌ఇన్', href: profiles.linkedin },
  { network: 'twitter', label: 'ట్విట్టర్', href: profiles.twitter },
];
