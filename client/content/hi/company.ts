// Hindi twin of ../company.ts: same exports and shapes, Hindi words.
import type { Company, SocialLink } from '../company';

export const company: Company = {
  name: 'Purity Gold Buyers',
  shortName: 'Purity Gold',
  tagline: 'सोने के बदले तुरंत नकद',
  foundedYear: 2019,
  phoneDisplay: '+91 90000 00000',
  phoneE164: '+919000000000',
  email: 'enquiry@purity-gold.example',
  corporateOffice: {
    title: 'कॉर्पोरेट ऑफ़िस',
    address: {
      streetAddress: 'पहली मंज़िल, 100 एग्ज़ाम्पल रोड, जयनगर चौथा ब्लॉक',
      locality: 'बेंगलुरु',
      region: 'कर्नाटक',
      postalCode: '560011',
      country: 'IN',
    },
    mapPlace: 'हमारे कॉर्पोरेट ऑफ़िस',
    geo: { lat: 12.925, lng: 77.5938 },
    mapTitle: 'जयनगर, बेंगलुरु में हमारे कॉर्पोरेट ऑफ़िस का नक्शा',
  },
  whatsappNumber: '919000000000',
  whatsappMessage: 'नमस्ते, मुझे आज का सोने का भाव जानना है और अपना सोना बेचना है।',
  customerService: { areaServed: 'IN', languages: ['en-IN'] },
};

export const telHref = `tel:${company.phoneE164}`;
export const mailHref = (subject: string): string =>
  `mailto:${company.email}?subject=${encodeURIComponent(subject)}`;
export const whatsappHref = `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.whatsappMessage)}`;

export const headerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'फ़ेसबुक', href: 'https://www.facebook.com/example-purity-gold' },
  { network: 'twitter', label: 'ट्विटर', href: 'https://twitter.com/example_purity' },
  { network: 'pinterest', label: 'पिंटरेस्ट', href: 'https://www.pinterest.com/example_purity' },
  { network: 'instagram', label: 'इंस्टाग्राम', href: 'https://www.instagram.com/example_purity' },
  { network: 'youtube', label: 'यूट्यूब', href: 'https://www.youtube.com/@example-purity-gold' },
  { network: 'whatsapp', label: 'व्हाट्सऐप चैट', href: whatsappHref },
];

export const footerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'फ़ेसबुक', href: 'https://www.facebook.com/example-purity-gold' },
  { network: 'instagram', label: 'इंस्टाग्राम', href: 'https://www.instagram.com/example_purity' },
  {
    network: 'linkedin',
    label: 'लिंक्डइन',
    href: 'https://www.linkedin.com/company/example-purity-gold',
  },
  { network: 'twitter', label: 'ट्विटर', href: 'https://twitter.com/example_purity' },
];
