// Tamil twin of ../company.ts: same exports and shapes, Tamil words.
import type { Company, SocialLink } from '../company';

export const company: Company = {
  name: 'Purity Gold Buyers',
  shortName: 'Purity Gold',
  tagline: 'தங்கத்துக்கு உடனடி பணம்',
  foundedYear: 2019,
  phoneDisplay: '+91 90000 00000',
  phoneE164: '+919000000000',
  email: 'enquiry@purity-gold.example',
  corporateOffice: {
    title: 'தலைமை அலுவலகம்',
    address: {
      streetAddress: '1வது மாடி, 100 எக்ஸாம்பிள் சாலை, ஜெயநகர் 4வது பிளாக்',
      locality: 'பெங்களூரு',
      region: 'கர்நாடகா',
      postalCode: '560011',
      country: 'IN',
    },
    mapPlace: 'எங்கள் தலைமை அலுவலகம்',
    geo: { lat: 12.925, lng: 77.5938 },
    mapTitle: 'பெங்களூரு, ஜெயநகரில் உள்ள எங்கள் தலைமை அலுவலகத்தின் வரைபடம்',
  },
  whatsappNumber: '919000000000',
  whatsappMessage: 'வணக்கம், இன்றைய தங்க விலையைத் தெரிந்துகொண்டு என் தங்கத்தை விற்க விரும்புகிறேன்.',
  customerService: { areaServed: 'IN', languages: ['en-IN'] },
};

export const telHref = `tel:${company.phoneE164}`;
export const mailHref = (subject: string): string =>
  `mailto:${company.email}?subject=${encodeURIComponent(subject)}`;
export const whatsappHref = `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.whatsappMessage)}`;

export const headerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'ஃபேஸ்புக்', href: 'https://www.facebook.com/example-purity-gold' },
  { network: 'twitter', label: 'ட்விட்டர்', href: 'https://twitter.com/example_purity' },
  { network: 'pinterest', label: 'பின்டரெஸ்ட்', href: 'https://www.pinterest.com/example_purity' },
  { network: 'instagram', label: 'இன்ஸ்டாகிராம்', href: 'https://www.instagram.com/example_purity' },
  { network: 'youtube', label: 'யூடியூப்', href: 'https://www.youtube.com/@example-purity-gold' },
  { network: 'whatsapp', label: 'வாட்ஸ்அப்பில் பேசுங்கள்', href: whatsappHref },
];

export const footerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'ஃபேஸ்புக்', href: 'https://www.facebook.com/example-purity-gold' },
  { network: 'instagram', label: 'இன்ஸ்டாகிராம்', href: 'https://www.instagram.com/example_purity' },
  { network: 'linkedin', label: 'லிங்க்ட்இன்', href: 'https://www.linkedin.com/company/example-purity-gold' },
  { network: 'twitter', label: 'ட்விட்டர்', href: 'https://twitter.com/example_purity' },
];
