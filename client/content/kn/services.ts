// Kannada twin of ../services.ts: same exports and shapes, Kannada words.
import type { ServiceBlock, ServiceLearnMore } from '../services';
import type { SectionIntro } from '../types';

export const servicesPage: SectionIntro = {
  heading: 'ನಮ್ಮ ಸೇವೆಗಳು',
  intro: 'ನಿಮ್ಮ ಚಿನ್ನ ಮಾರುವುದರಿಂದ ಹಿಡಿದು ಮದುವೆಗೆ ಆಭರಣ ಬಾಡಿಗೆವರೆಗೆ, ನಾವು ಮಾಡುವ ಎಲ್ಲವೂ ಇಲ್ಲಿದೆ.',
};

const learnMore = (href: string, topic: string): ServiceLearnMore => ({
  href,
  label: 'ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ',
  ariaLabel: `${topic}: ಇನ್ನಷ್ಟು ತಿಳಿಯಿರಿ`,
});

export const serviceBlocks: ServiceBlock[] = [
  {
    id: 'buy-gold',
    title: 'ನಾವು ಚಿನ್ನ ಖರೀದಿಸುತ್ತೇವೆ',
    text: 'ಚಿನ್ನ ಮತ್ತು ಇತರ ಅಮೂಲ್ಯ ಲೋಹಗಳನ್ನು ಮಾರುಕಟ್ಟೆ ದರದಲ್ಲಿ ಖರೀದಿಸುತ್ತೇವೆ. ಪರೀಕ್ಷೆ ಉಚಿತ, ಪರಿಶೀಲನೆಗೆ ಸುಮಾರು 15 ನಿಮಿಷ. ನಿಮ್ಮ ಬೆಲೆ = ನಿವ್ವಳ ತೂಕ x ಶುದ್ಧತೆ x ಇಂದಿನ ದರ. ನಗದು, NEFT, IMPS ಅಥವಾ RTGS ಮೂಲಕ ಪಾವತಿಸುತ್ತೇವೆ.',
    icon: 'tile-we-buy',
    learnMore: learnMore('/faq?tab=buy', 'ನಿಮ್ಮ ಚಿನ್ನವನ್ನು ನಮಗೆ ಮಾರುವುದು'),
  },
  {
    id: 'release-pledged-gold',
    title: 'ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸುತ್ತೇವೆ',
    text: 'ನಿಮ್ಮ ಚಿನ್ನ ಬ್ಯಾಂಕ್, ಫೈನಾನ್ಸ್ ಕಂಪನಿ ಅಥವಾ ಗಿರವಿ ಅಂಗಡಿಯಲ್ಲಿ ಅಡವಿಟ್ಟಿದೆಯೇ? ನಾವು ಹಣ ಪಾವತಿಸಿ ಅದನ್ನು ಬಿಡಿಸುತ್ತೇವೆ, ನಂತರ ನೀವು ಅದನ್ನು ನಮಗೆ ಮಾರಬಹುದು. ಕನಿಷ್ಠ ಅಥವಾ ಗರಿಷ್ಠ ಪ್ರಮಾಣದ ಮಿತಿ ಇಲ್ಲ.',
    icon: 'svc-release-pledge',
    learnMore: learnMore('/faq?tab=release', 'ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸುವುದು'),
    calculator: {
      href: '/calculator#release-calculator',
      label: 'ಕೈಗೆ ಸಿಗುವ ನಗದು ಲೆಕ್ಕ ಹಾಕಿ',
      ariaLabel: 'ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸಿದ ನಂತರ ಕೈಗೆ ಸಿಗುವ ನಗದು ಲೆಕ್ಕ ಹಾಕಿ',
    },
  },
  {
    id: 'gold-on-rent',
    title: 'ಚಿನ್ನ ಬಾಡಿಗೆಗೆ ಕೊಡುತ್ತೇವೆ (1 ರಿಂದ 3 ದಿನ)',
    text: '1 ರಿಂದ 3 ದಿನಗಳಿಗೆ ಚಿನ್ನದ ಆಭರಣ ಬಾಡಿಗೆಗೆ ಪಡೆಯಿರಿ. 3 ದಿನ ಮುಂಚಿತವಾಗಿ ಬುಕ್ ಮಾಡಿ; ಖಚಿತವಾದ 24 ರಿಂದ 48 ಗಂಟೆಗಳಲ್ಲಿ ತಲುಪಿಸುತ್ತೇವೆ. ಶುಲ್ಕ ಪ್ರತಿ ದಿನಕ್ಕೆ ಚಿನ್ನದ ಮೌಲ್ಯದ 2%, ಠೇವಣಿ ಇಲ್ಲ.',
    icon: 'tile-rent',
    learnMore: learnMore('/faq?tab=rent', 'ಚಿನ್ನದ ಆಭರಣ ಬಾಡಿಗೆ'),
  },
  {
    id: 'repledge-gold',
    title: 'ಚಿನ್ನ ಮರು-ಅಡವು',
    text: 'ಅಡವಿಟ್ಟ ಚಿನ್ನವನ್ನು ಬೇರೆಡೆಗೆ ವರ್ಗಾಯಿಸಬೇಕೇ? ನಿಮ್ಮ ಬ್ಯಾಂಕ್, ಫೈನಾನ್ಸ್ ಕಂಪನಿ ಅಥವಾ ಗಿರವಿ ಅಂಗಡಿಯಿಂದ ಅದನ್ನು ಬಿಡಿಸುತ್ತೇವೆ, ಆಗ ನೀವು ಅದನ್ನು ಮತ್ತೆ ಅಡವು ಇಡಬಹುದು. ನಿಮ್ಮ ವಿಷಯ ಚರ್ಚಿಸಲು ನಮಗೆ ಕರೆ ಮಾಡಿ.',
    icon: 'svc-repledge',
    learnMore: learnMore('/faq?tab=release', 'ಚಿನ್ನ ಮರು-ಅಡವು'),
  },
  {
    id: 'sell-gold',
    title: 'ನಾವು ಚಿನ್ನ ಮಾರುತ್ತೇವೆ',
    text: 'ನಮ್ಮಿಂದ ಚಿನ್ನದ ಆಭರಣ ಕೊಳ್ಳಿ. ಸಿದ್ಧ ಆಭರಣಗಳಿಗೆ ತಯಾರಿಕಾ ಶುಲ್ಕವಿಲ್ಲ; ಆರ್ಡರ್ ಮೇಲೆ ಮಾಡುವ ಆಭರಣಗಳಿಗೆ ಇದೆ. GST ಅನ್ವಯಿಸುತ್ತದೆ, ತಲುಪಿಸಲು 24 ರಿಂದ 48 ಗಂಟೆ ಬೇಕು.',
    icon: 'tile-gold',
    learnMore: learnMore('/faq?tab=sell', 'ನಮ್ಮಿಂದ ಚಿನ್ನದ ಆಭರಣ ಕೊಳ್ಳುವುದು'),
  },
  {
    id: 'stone-value',
    title: 'ನಿಮ್ಮ ಆಭರಣದ ಹರಳುಗಳಿಗೂ ಮೌಲ್ಯ',
    text: 'ನಿಮ್ಮ ಆಭರಣದಲ್ಲಿ ಅಸಲಿ ಹರಳುಗಳಿವೆಯೇ? ಚಿನ್ನಕ್ಕೆ ಮಾತ್ರವಲ್ಲ, ಅವುಗಳಿಗೂ ಹಣ ನೀಡುತ್ತೇವೆ. ಪರೀಕ್ಷೆ ಉಚಿತ.',
    icon: 'svc-stone-value',
    learnMore: learnMore('/faq?tab=buy', 'ನಿಮ್ಮ ಆಭರಣದ ಹರಳುಗಳಿಗೆ ನಾವು ಹಣ ನೀಡುವ ರೀತಿ'),
  },
  {
    id: 'doorstep-service',
    title: 'ಮನೆಬಾಗಿಲ ಸೇವೆ',
    text: 'ಶಾಖೆಗೆ ಬರಲಾಗುತ್ತಿಲ್ಲವೇ? ನಮ್ಮ ತಂಡ ನಿಮ್ಮ ಮನೆಗೆ ಬರುತ್ತದೆ. ತಕ್ಷಣದ ದರದ ಫಾರ್ಮ್‌ನಲ್ಲಿ ನಿಮ್ಮ ವಿವರ ನೀಡಿ, ಭೇಟಿಯನ್ನು ನಿಗದಿಪಡಿಸಲು ನಾವು ಕರೆ ಮಾಡುತ್ತೇವೆ.',
    icon: 'svc-doorstep',
    learnMore: learnMore('/calculator', 'ನಮ್ಮ ಮನೆಬಾಗಿಲ ಸೇವೆ ಮತ್ತು ತಕ್ಷಣದ ದರ'),
  },
  {
    id: 'gold-returns-card',
    title: 'ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್ (4 ವರ್ಷ ಮಾನ್ಯತೆ)',
    text: 'ನಾಲ್ಕು ವರ್ಷ ಮಾನ್ಯವಾದ ಒಂದೇ ಕಾರ್ಡ್. ಕೊಳ್ಳುವಾಗ ಪ್ರತಿ ಗ್ರಾಂಗೆ ₹50 ರಿಯಾಯಿತಿ, ಮಾರುವಾಗ ಪ್ರತಿ ಗ್ರಾಂಗೆ ₹50 ಹೆಚ್ಚು ಪಡೆಯಿರಿ. ನಾಲ್ಕು ವರ್ಷ ವೇಸ್ಟೇಜ್ ಮತ್ತು ತಯಾರಿಕಾ ಶುಲ್ಕ ಮನ್ನಾ.',
    icon: 'svc-gold-returns-card',
    learnMore: learnMore('/gold-returns-card', 'ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್'),
  },
];
