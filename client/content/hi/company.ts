// Hindi twin of ../company.ts: same exports and shapes, Hindi words.
import { contact, office, profiles, whatsappHrefFor, type Company, type SocialLink } from '../company-facts';

export { mailHref, telHref } from '../company-facts';

export const company: Company = {
  ...contact,
  tagline: 'सोने के बदले तुरंत नकद',
  corporateOffice: {
    title: 'कॉर्पोरेट ऑफ़िस',
    address: {
      streetAddress: 'पहली मंज़िल, 100 एग्ज़ाम्पल रोड, जयनगर चौथा ब्लॉक',
      locality: 'बेंगलुरु',
      region: 'कर्नाटक',
      postalCode: office.postalCode,
      country: 'IN',
    },
    mapPlace: 'हमारे कॉर्पोरेट ऑफ़िस',
    geo: office.geo,
    mapTitle: 'जयनगर, बेंगलुरु में हमारे कॉर्पोरेट ऑफ़िस का नक्शा',
  },
  whatsappMessage: 'नमस्ते, मुझे आज का सोने का भाव जानना है और अपना सोना बेचना है।',
};

export const whatsappHref = whatsappHrefFor(company.whatsappMessage);

export const headerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'फ़ेसबुक', href: profiles.facebook },
  { network: 'twitter', label: 'ट्विटर', href: profiles.twitter },
  { network: 'pinterest', label: 'पिंटरेस्ट', href: profiles.pinterest },
  { network: 'instagram', label: 'इंस्टाग्राम', href: profiles.instagram },
  { network: 'youtube', label: 'यूट्यूब', href: profiles.youtube },
  { network: 'whatsapp', label: 'व्हाट्सऐप चैट', href: whatsappHref },
];

export const footerSocialLinks: SocialLink[] = [
  { network: 'facebook', label: 'फ़ेसबुक', href: profiles.facebook },
  { network: 'instagram', label: 'इंस्टाग्राम', href: profiles.instagram },
  { network: 'linkedin', label: 'लिंक्डइन', href: profiles.linkedin },
  { network: 'twitter', label: 'ट्विटर', href: profiles.twitter },
];
