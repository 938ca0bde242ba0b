// Hindi twin of ../gold-returns-card.ts: same exports and shapes, Hindi words.
import cardUrl from '../../assets/gold-returns-card.svg?no-inline';
import { mailHref } from './company';
import type { ContentImage, ContentLink, Translated } from '../types';
import type { GoldReturnsBenefit, GoldReturnsBenefitGroup } from '../gold-returns-card';
import type * as en from '../gold-returns-card';

export const goldReturnsCardPage = {
  heading: 'गोल्ड रिटर्न्स कार्ड',
  intro:
    'गोल्ड रिटर्न्स कार्ड से पूरे चार साल तक, हमसे सोना खरीदने या बेचने पर हर बार बचत होती है। साथ में आसान मासिक प्लान और हमारे पार्टनरों पर छूट भी मिलती है।',
  benefitsHeading: 'कार्ड के फ़ायदे',
  applyHeading: 'अपने कार्ड के लिए आवेदन करें',
  applyText: 'आवेदन के लिए हमें ईमेल भेजें। हमारी टीम आगे की जानकारी के साथ जवाब देगी।',
} satisfies Translated<typeof en.goldReturnsCardPage>;

export const goldReturnsCardImage: ContentImage = {
  src: cardUrl,
  width: 600,
  height: 380,
  alt: 'प्योरिटी गोल्ड रिटर्न्स कार्ड',
};

const applyHref = mailHref('Gold Returns Card application');

export const applyLink: ContentLink = {
  href: applyHref,
  label: 'अभी आवेदन करें',
  ariaLabel: 'गोल्ड रिटर्न्स कार्ड के लिए अभी आवेदन करें (आपका ईमेल ऐप खुलेगा)',
};

export const goldReturnsBenefitGroups: GoldReturnsBenefitGroup[] = [
  {
    heading: 'खरीदने और बेचने पर बचत',
    benefits: [
      {
        id: 'validity',
        title: '4 साल की वैधता',
        text: 'आपका कार्ड और उसके सभी फ़ायदे चार साल तक चलते हैं।',
      },
      {
        id: 'buy-discount',
        title: 'खरीदने पर ₹50 प्रति ग्राम की छूट',
        text: 'हमसे खरीदे हर ग्राम सोने पर ₹50 की छूट पाएँ।',
      },
      {
        id: 'sell-extra',
        title: 'बेचने पर ₹50 प्रति ग्राम ज़्यादा',
        text: 'हमें बेचे हर ग्राम सोने पर ₹50 ज़्यादा पाएँ।',
      },
      {
        id: 'no-wastage-making',
        title: 'वेस्टेज और मेकिंग चार्ज माफ़',
        text: 'चार साल तक वेस्टेज और मेकिंग चार्ज माफ़ रहते हैं।',
      },
    ],
  },
  {
    heading: 'सोना खरीदने के आसान तरीके',
    benefits: [
      {
        id: 'gold-emi',
        title: 'ईएमआई पर सोना',
        text: 'मासिक किस्तों में सोना खरीदें। 11 महीने भुगतान करें, आखिरी महीना मुफ़्त।',
      },
      {
        id: 'chit-fund',
        title: 'चिट फ़ंड',
        text: 'मासिक चिट फ़ंड से जुड़ें। मासिक किस्त ₹500 से ₹10,000 तक है।',
      },
      {
        id: 'referral',
        title: 'रेफ़रल कमीशन',
        text: 'किसी दोस्त को रेफ़र करें और ₹50 प्रति ग्राम कमीशन कमाएँ।',
      },
    ],
  },
  {
    heading: 'पार्टनरों पर छूट',
    benefits: [
      {
        id: 'tea-venture',
        title: 'पार्टनर चाय कारोबार पर 50% तक की छूट',
        text: 'हमारे पार्टनर चाय कारोबार पर 50% तक की छूट का फ़ायदा उठाएँ।',
      },
      {
        id: 'digital-services',
        title: 'डिजिटल सेवाओं पर 30% तक की छूट',
        text: 'हमारे पार्टनरों की डिजिटल सेवाओं पर 30% तक बचाएँ।',
      },
      {
        id: 'magazine-features',
        title: 'मैगज़ीन फ़ीचर पर 50% तक की छूट',
        text: 'हमारी पार्टनर मैगज़ीन में फ़ीचर पर 50% तक बचाएँ।',
      },
    ],
  },
];

export const goldReturnsBenefits: GoldReturnsBenefit[] = goldReturnsBenefitGroups.flatMap((g) => g.benefits);
