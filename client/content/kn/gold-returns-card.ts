// Kannada twin of ../gold-returns-card.ts: same exports and shapes, Kannada words.
import cardUrl from '../../assets/gold-returns-card.svg?no-inline';
import { mailHref } from './company';
import type * as en from '../gold-returns-card';
import type { GoldReturnsBenefit, GoldReturnsBenefitGroup } from '../gold-returns-card';
import type { ContentImage, ContentLink, Translated } from '../types';

export const goldReturnsCardPage = {
  heading: 'ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್',
  intro:
    'ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್‌ನಿಂದ ನಮ್ಮಲ್ಲಿ ಚಿನ್ನ ಕೊಳ್ಳುವಾಗ ಅಥವಾ ಮಾರುವಾಗ ಪ್ರತಿ ಬಾರಿಯೂ, ಪೂರ್ಣ ನಾಲ್ಕು ವರ್ಷ ಉಳಿತಾಯ. ಜೊತೆಗೆ ಸುಲಭ ಮಾಸಿಕ ಯೋಜನೆಗಳು ಮತ್ತು ನಮ್ಮ ಪಾಲುದಾರರಲ್ಲಿ ರಿಯಾಯಿತಿಗಳು.',
  benefitsHeading: 'ಕಾರ್ಡ್‌ನ ಪ್ರಯೋಜನಗಳು',
  applyHeading: 'ನಿಮ್ಮ ಕಾರ್ಡ್‌ಗೆ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ',
  applyText: 'ಅರ್ಜಿ ಸಲ್ಲಿಸಲು ನಮಗೆ ಇಮೇಲ್ ಕಳುಹಿಸಿ. ಮುಂದಿನ ಹಂತಗಳನ್ನು ನಮ್ಮ ತಂಡ ತಿಳಿಸುತ್ತದೆ.',
} satisfies Translated<typeof en.goldReturnsCardPage>;

export const goldReturnsCardImage: ContentImage = {
  src: cardUrl,
  width: 600,
  height: 380,
  alt: 'Purity ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್',
};

const applyHref = mailHref('Gold Returns Card application');

export const applyLink: ContentLink = {
  href: applyHref,
  label: 'ಅರ್ಜಿ ಸಲ್ಲಿಸಿ',
  ariaLabel: 'ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್‌ಗೆ ಈಗಲೇ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ (ನಿಮ್ಮ ಇಮೇಲ್ ಆ್ಯಪ್ ತೆರೆಯುತ್ತದೆ)',
};

export const goldReturnsBenefitGroups: GoldReturnsBenefitGroup[] = [
  {
    heading: 'ಕೊಳ್ಳುವಾಗಲೂ ಮಾರುವಾಗಲೂ ಉಳಿತಾಯ',
    benefits: [
      {
        id: 'validity',
        title: '4 ವರ್ಷಗಳ ಮಾನ್ಯತೆ',
        text: 'ನಿಮ್ಮ ಕಾರ್ಡ್ ಮತ್ತು ಅದರ ಎಲ್ಲ ಪ್ರಯೋಜನಗಳು ನಾಲ್ಕು ವರ್ಷ ಮಾನ್ಯ.',
      },
      {
        id: 'buy-discount',
        title: 'ಕೊಳ್ಳುವಾಗ ಪ್ರತಿ ಗ್ರಾಂಗೆ ₹50 ರಿಯಾಯಿತಿ',
        text: 'ನಮ್ಮಿಂದ ಕೊಳ್ಳುವ ಪ್ರತಿ ಗ್ರಾಂ ಚಿನ್ನಕ್ಕೆ ₹50 ರಿಯಾಯಿತಿ ಪಡೆಯಿರಿ.',
      },
      {
        id: 'sell-extra',
        title: 'ಮಾರುವಾಗ ಪ್ರತಿ ಗ್ರಾಂಗೆ ₹50 ಹೆಚ್ಚು',
        text: 'ನಮಗೆ ಮಾರುವ ಪ್ರತಿ ಗ್ರಾಂ ಚಿನ್ನಕ್ಕೆ ₹50 ಹೆಚ್ಚು ಪಡೆಯಿರಿ.',
      },
      {
        id: 'no-wastage-making',
        title: 'ವೇಸ್ಟೇಜ್ ಮತ್ತು ತಯಾರಿಕಾ ಶುಲ್ಕ ಮನ್ನಾ',
        text: 'ನಾಲ್ಕು ವರ್ಷಗಳ ಕಾಲ ವೇಸ್ಟೇಜ್ ಮತ್ತು ತಯಾರಿಕಾ ಶುಲ್ಕ ಮನ್ನಾ.',
      },
    ],
  },
  {
    heading: 'ಚಿನ್ನ ಹೊಂದಲು ಸುಲಭ ದಾರಿಗಳು',
    benefits: [
      {
        id: 'gold-emi',
        title: 'EMI ಮೂಲಕ ಚಿನ್ನ',
        text: 'ಮಾಸಿಕ ಕಂತುಗಳಲ್ಲಿ ಚಿನ್ನ ಕೊಳ್ಳಿ. 11 ತಿಂಗಳು ಪಾವತಿಸಿ, ಕೊನೆಯ ತಿಂಗಳು ಉಚಿತ.',
      },
      {
        id: 'chit-fund',
        title: 'ಚೀಟಿ',
        text: 'ಮಾಸಿಕ ಚೀಟಿಗೆ ಸೇರಿ. ಮಾಸಿಕ ಕಂತು ₹500 ರಿಂದ ₹10,000 ವರೆಗೆ.',
      },
      {
        id: 'referral',
        title: 'ರೆಫರಲ್ ಕಮಿಷನ್',
        text: 'ಸ್ನೇಹಿತರನ್ನು ಶಿಫಾರಸು ಮಾಡಿ, ಪ್ರತಿ ಗ್ರಾಂಗೆ ₹50 ಕಮಿಷನ್ ಗಳಿಸಿ.',
      },
    ],
  },
  {
    heading: 'ಪಾಲುದಾರರ ರಿಯಾಯಿತಿಗಳು',
    benefits: [
      {
        id: 'tea-venture',
        title: 'ಪಾಲುದಾರರ ಟೀ ಉದ್ಯಮದಲ್ಲಿ 50% ವರೆಗೆ ರಿಯಾಯಿತಿ',
        text: 'ನಮ್ಮ ಪಾಲುದಾರರ ಟೀ ಉದ್ಯಮದಲ್ಲಿ 50% ವರೆಗೆ ರಿಯಾಯಿತಿ ಪಡೆಯಿರಿ.',
      },
      {
        id: 'digital-services',
        title: 'ಡಿಜಿಟಲ್ ಸೇವೆಗಳಿಗೆ 30% ವರೆಗೆ ರಿಯಾಯಿತಿ',
        text: 'ನಮ್ಮ ಪಾಲುದಾರರ ಡಿಜಿಟಲ್ ಸೇವೆಗಳಲ್ಲಿ 30% ವರೆಗೆ ಉಳಿಸಿ.',
      },
      {
        id: 'magazine-features',
        title: 'ಪತ್ರಿಕೆ ಲೇಖನಗಳಿಗೆ 50% ವರೆಗೆ ರಿಯಾಯಿತಿ',
        text: 'ನಮ್ಮ ಪಾಲುದಾರ ಪತ್ರಿಕೆಯಲ್ಲಿ ಲೇಖನಗಳಿಗೆ 50% ವರೆಗೆ ಉಳಿಸಿ.',
      },
    ],
  },
];

export const goldReturnsBenefits: GoldReturnsBenefit[] = goldReturnsBenefitGroups.flatMap((g) => g.benefits);
