// Tamil twin of ../gold-returns-card.ts: same exports and shapes, Tamil words.
import cardUrl from '../../assets/gold-returns-card.svg?no-inline';
import { mailHref } from './company';
import type * as en from '../gold-returns-card';
import type { GoldReturnsBenefit, GoldReturnsBenefitGroup } from '../gold-returns-card';
import type { ContentImage, ContentLink, Translated } from '../types';

export const goldReturnsCardPage = {
  heading: 'கோல்டு ரிட்டர்ன்ஸ் கார்டு',
  intro:
    'கோல்டு ரிட்டர்ன்ஸ் கார்டு மூலம், முழுமையாக நான்கு ஆண்டுகள், எங்களிடம் தங்கம் வாங்கும்போதும் விற்கும்போதும் ஒவ்வொரு முறையும் சேமிக்கலாம். எளிய மாதத் திட்டங்களும் எங்கள் கூட்டாளர்களிடம் தள்ளுபடிகளும் கிடைக்கும்.',
  benefitsHeading: 'கார்டின் பலன்கள்',
  applyHeading: 'உங்கள் கார்டுக்கு விண்ணப்பியுங்கள்',
  applyText: 'விண்ணப்பிக்க எங்களுக்கு ஒரு மின்னஞ்சல் அனுப்புங்கள். அடுத்த படிகளை எங்கள் குழு பதிலில் தெரிவிக்கும்.',
} satisfies Translated<typeof en.goldReturnsCardPage>;

export const goldReturnsCardImage: ContentImage = {
  src: cardUrl,
  width: 600,
  height: 380,
  alt: 'Purity Gold Buyers வழங்கும் கோல்டு ரிட்டர்ன்ஸ் கார்டு',
};

const applyHref = mailHref('கோல்டு ரிட்டர்ன்ஸ் கார்டு விண்ணப்பம்');

export const applyLink: ContentLink = {
  href: applyHref,
  label: 'இப்போதே விண்ணப்பியுங்கள்',
  ariaLabel: 'கோல்டு ரிட்டர்ன்ஸ் கார்டுக்கு இப்போதே விண்ணப்பியுங்கள் (உங்கள் மின்னஞ்சல் செயலி திறக்கும்)',
};

export const goldReturnsBenefitGroups: GoldReturnsBenefitGroup[] = [
  {
    heading: 'வாங்கும்போதும் விற்கும்போதும் சேமிப்பு',
    benefits: [
      {
        id: 'validity',
        title: '4 ஆண்டு செல்லுபடி',
        text: 'உங்கள் கார்டும் அதன் எல்லாப் பலன்களும் நான்கு ஆண்டுகள் செல்லுபடியாகும்.',
      },
      {
        id: 'buy-discount',
        title: 'வாங்கும்போது கிராமுக்கு ₹50 தள்ளுபடி',
        text: 'எங்களிடம் வாங்கும் ஒவ்வொரு கிராம் தங்கத்துக்கும் ₹50 தள்ளுபடி பெறுங்கள்.',
      },
      {
        id: 'sell-extra',
        title: 'விற்கும்போது கிராமுக்கு ₹50 கூடுதல்',
        text: 'எங்களிடம் விற்கும் ஒவ்வொரு கிராம் தங்கத்துக்கும் ₹50 கூடுதலாகப் பெறுங்கள்.',
      },
      {
        id: 'no-wastage-making',
        title: 'சேதாரம், செய்கூலி இல்லை',
        text: 'நான்கு ஆண்டுகளுக்குச் சேதாரமும் செய்கூலியும் தள்ளுபடி செய்யப்படும்.',
      },
    ],
  },
  {
    heading: 'தங்கம் வாங்க எளிய வழிகள்',
    benefits: [
      {
        id: 'gold-emi',
        title: 'மாதத் தவணையில் தங்கம்',
        text: 'மாதத் தவணைகளில் தங்கம் வாங்குங்கள். 11 மாதங்கள் செலுத்துங்கள்; கடைசி மாதம் இலவசம்.',
      },
      {
        id: 'chit-fund',
        title: 'சீட்டு',
        text: 'மாதாந்திரச் சீட்டில் சேருங்கள். மாதத் தொகை ₹500 முதல் ₹10,000 வரை.',
      },
      {
        id: 'referral',
        title: 'பரிந்துரைக் கமிஷன்',
        text: 'ஒரு நண்பரைப் பரிந்துரைத்து, கிராமுக்கு ₹50 கமிஷன் பெறுங்கள்.',
      },
    ],
  },
  {
    heading: 'கூட்டாளர் தள்ளுபடிகள்',
    benefits: [
      {
        id: 'tea-venture',
        title: 'கூட்டாளர் டீ நிறுவனத்தில் 50% வரை தள்ளுபடி',
        text: 'எங்கள் கூட்டாளர் டீ நிறுவனத்தில் 50% வரை தள்ளுபடி பெறுங்கள்.',
      },
      {
        id: 'digital-services',
        title: 'டிஜிட்டல் சேவைகளுக்கு 30% வரை தள்ளுபடி',
        text: 'எங்கள் கூட்டாளர்களின் டிஜிட்டல் சேவைகளில் 30% வரை சேமியுங்கள்.',
      },
      {
        id: 'magazine-features',
        title: 'பத்திரிகைக் கட்டுரைகளுக்கு 50% வரை தள்ளுபடி',
        text: 'எங்கள் கூட்டாளர் பத்திரிகையில் கட்டுரைகள் வெளியிட 50% வரை சேமியுங்கள்.',
      },
    ],
  },
];

export const goldReturnsBenefits: GoldReturnsBenefit[] = goldReturnsBenefitGroups.flatMap((g) => g.benefits);
