// Tamil twin of ../company.ts: same exports and shapes, Tamil words.
import { contact, office, profiles, whatsappHrefFor, type Company, type SocialLink } from '../company-facts';

export { mailHref, telHref } from '../company-facts';

export const company: Company = {
  ...contact,
  tagline: 'தங்கத்துக்கு உடனடி பணம்',
  corporateOffice: {
    title: 'தலைமை அலுவலகம்',
    address: {
      streetAddress: '1வது மாடி, 100 எக்ஸாம்பிள் சாலை, ஜெயநகர் 4வது பிளாக்',
      locality: 'பெங்களூரு',
      region: 'கர்நாடகா',
      postalCode: office.postalCode,
      country: 'IN',
    },
    mapPlace: 'எங்கள் தலைமை அலுவலகம்',
    geo: office.geo,
    mapTitle: 'பெங்களூரு, ஜெயநகரில் உள்ள எங்கள் தலைமை அலுவலகத்தின் வரைபடம்',
  },
  whatsappMessage: 'வணக்கம், இன்றைய தங்க விலையைத் தெரிந்துகொண்டு என் தங்கத்தை விற்க விரும்புகிறேன்.',
};

export const whatsappHref = whatsappHrefFor(company.whatsappMessage);

export const headerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'ஃபேஸ்புக்', href: profiles.facebook },
  { network: 'twitter', label: 'ட்விட்டர்', href: profiles.twitter },
  { network: 'pinterest', label: 'பின்டரெஸ்ட்', href: profiles.pinterest },
  { network: 'instagram', label: 'இன்ஸ்டாகிராம்', href: profiles.instagram },
  { network: 'youtube', label: 'யூடியூப்', href: profiles.youtube },
  { network: 'whatsapp', label: 'வாட்ஸ்அப்பில் பேசுங்கள்', href: whatsappHref },
];

export const footerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'ஃபேஸ்புக்', href: profiles.facebook },
  { network: 'instagram', label: 'இன்ஸ்டாகிராம்', href: profiles.instagram },
  { network: 'linkedin', label: 'லிங்க்ட்இன்', href: profiles.linkedin },
  { network: 'twitter', label: 'ட்விட்டர்', href: profiles.twitter },
];
