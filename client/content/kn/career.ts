// Kannada twin of ../career.ts: same exports and shapes, Kannada words.
import careerUrl from '../../assets/career.svg?no-inline';
import { company, mailHref } from './company';
import type * as en from '../career';
import type { WhyWorkPoint } from '../career';
import type { ContentImage, ContentLink, Translated } from '../types';
import type { CareerFormField } from '../../../shared/career-form-rules';

export const careerPage = {
  heading: 'ಉದ್ಯೋಗಗಳು',
  introHeading: `${company.name} ಜೊತೆ ಕೆಲಸ ಮಾಡಿ`,
  intro: `${company.name} ${company.foundedYear}ರಲ್ಲಿ ಆರಂಭವಾಗಿ ದಕ್ಷಿಣ ಭಾರತದಾದ್ಯಂತ ವೇಗವಾಗಿ ಬೆಳೆದಿದೆ. 200ಕ್ಕೂ ಹೆಚ್ಚು ಜನ ನಮ್ಮೊಂದಿಗೆ ಕೆಲಸ ಮಾಡುತ್ತಾರೆ, ಅವರಲ್ಲಿ 60% ಮಹಿಳೆಯರು. ನಮ್ಮೊಂದಿಗೆ ಬೆಳೆಯಲು ಬಯಸುವವರನ್ನು ನಾವು ಹುಡುಕುತ್ತಿದ್ದೇವೆ.`,
  whyHeading: 'ನಮ್ಮೊಂದಿಗೆ ಏಕೆ ಕೆಲಸ ಮಾಡಬೇಕು',
  rolesHeading: 'ನಾವು ನೇಮಿಸಿಕೊಳ್ಳುವ ಹುದ್ದೆಗಳು',
  formHeading: 'ಈಗಲೇ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ',
} satisfies Translated<typeof en.careerPage>;

export const careerImage: ContentImage = {
  src: careerUrl,
  width: 600,
  height: 400,
  alt: '',
};

export const whyWorkWithUs: WhyWorkPoint[] = [
  {
    id: 'growth',
    title: 'ಬೆಳವಣಿಗೆ',
    text: 'ನಾವು ಹೊಸ ಶಾಖೆಗಳು ಮತ್ತು ಫ್ರಾಂಚೈಸಿಗಳನ್ನು ತೆರೆಯುತ್ತಿದ್ದೇವೆ. ನಾವು ಬೆಳೆದಂತೆ ನಿಮಗೂ ಹೊಸ ಹುದ್ದೆಗಳು ಮತ್ತು ಹೆಚ್ಚಿನ ಜವಾಬ್ದಾರಿ ಸಿಗುತ್ತದೆ.',
  },
  {
    id: 'inclusive-culture',
    title: 'ಎಲ್ಲರನ್ನೂ ಒಳಗೊಳ್ಳುವ ವಾತಾವರಣ',
    text: 'ಇಲ್ಲಿ ಎಲ್ಲರಿಗೂ ಸ್ವಾಗತ. ನಮ್ಮ ತಂಡದಲ್ಲಿ ಹೆಚ್ಚಿನವರು ಮಹಿಳೆಯರು, ಮತ್ತು ಪ್ರತಿಯೊಬ್ಬರ ಮಾತಿಗೂ ನಾವು ಬೆಲೆ ಕೊಡುತ್ತೇವೆ.',
  },
  {
    id: 'training',
    title: 'ತರಬೇತಿ',
    text: 'ಚಿನ್ನ, ಗ್ರಾಹಕರು ಮತ್ತು ನಮ್ಮ ಕೆಲಸದ ಬಗ್ಗೆ ನಿಮಗೆ ತಿಳಿದಿರಬೇಕಾದುದನ್ನು ಕಲಿಸುತ್ತೇವೆ, ಹಾಗಾಗಿ ನೀವು ಆತ್ಮವಿಶ್ವಾಸದಿಂದ ಕೆಲಸ ಮಾಡಬಹುದು.',
  },
  {
    id: 'compensation',
    title: 'ಸ್ಪರ್ಧಾತ್ಮಕ ವೇತನ',
    text: 'ಒಳ್ಳೆಯ ಕೆಲಸಕ್ಕೆ ನ್ಯಾಯಯುತ ವೇತನ, ನಿಮ್ಮ ಹುದ್ದೆಗೆ ಮಾರುಕಟ್ಟೆಯಲ್ಲಿರುವ ಮಟ್ಟಕ್ಕೆ ತಕ್ಕಂತೆ.',
  },
];

export const careerFieldLabels: Record<CareerFormField, string> = {
  candidate_name: 'ಪೂರ್ಣ ಹೆಸರು',
  candidate_email: 'ಇಮೇಲ್',
  phone_number: 'ಫೋನ್ ಸಂಖ್ಯೆ',
  description: 'ಈ ಕೆಲಸಕ್ಕೆ ನೀವು ಏಕೆ ಸೂಕ್ತರು?',
  cv: 'ರೆಸ್ಯೂಮ್ (PDF, DOC ಅಥವಾ DOCX, 5 MB ವರೆಗೆ)',
};

export const howToApply: { heading: string; paragraphs: string[]; emailLink: ContentLink } = {
  heading: 'ಅರ್ಜಿ ಸಲ್ಲಿಸುವುದು ಹೇಗೆ',
  paragraphs: [
    'ಈ ಪುಟದಲ್ಲಿರುವ ಫಾರ್ಮ್‌ನಲ್ಲಿ ನಿಮ್ಮ ಹೆಸರು, ಇಮೇಲ್, ಫೋನ್ ಸಂಖ್ಯೆ ಮತ್ತು ನೀವು ಏಕೆ ಸೂಕ್ತರು ಎಂಬ ಬಗ್ಗೆ ಕೆಲವು ಸಾಲುಗಳನ್ನು ತುಂಬಿ.',
    'ನಿಮ್ಮ ರೆಸ್ಯೂಮ್ ಅನ್ನು 5 MB ವರೆಗಿನ PDF, DOC ಅಥವಾ DOCX ಫೈಲ್ ಆಗಿ ಲಗತ್ತಿಸಿ, ನಂತರ ಸಲ್ಲಿಸಿ ಒತ್ತಿ.',
    'ನಿಮ್ಮ ರೆಸ್ಯೂಮ್ ಅನ್ನು ನಮಗೆ ಇಮೇಲ್ ಮೂಲಕವೂ ಕಳುಹಿಸಬಹುದು. ನೀವು ಅರ್ಜಿ ಸಲ್ಲಿಸುತ್ತಿರುವ ಹುದ್ದೆಯನ್ನು ದಯವಿಟ್ಟು ನಮೂದಿಸಿ.',
  ],
  emailLink: {
    href: mailHref('Job application'),
    label: company.email,
    ariaLabel: `ನಿಮ್ಮ ರೆಸ್ಯೂಮ್ ಅನ್ನು ${company.email} ಗೆ ಇಮೇಲ್ ಮಾಡಿ`,
  },
};
