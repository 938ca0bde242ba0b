// Kannada twin of ../calculator.ts: same exports and shapes, Kannada words.
import calculatorUrl from '../../assets/calculator.svg?no-inline';
import type * as en from '../calculator';
import type { KaratOption } from '../calculator';
import type { ContentImage, Translated } from '../types';
import type { LeadInputName } from '../../../shared/lead-forms';

export const calculatorPage = {
  heading: 'ತಕ್ಷಣದ ದರ ಪಡೆಯಲು ಈ ವಿವರಗಳನ್ನು ನಮೂದಿಸಿ',
  intro: 'ನಿಮ್ಮ ಚಿನ್ನದ ಬಗ್ಗೆ ತಿಳಿಸಿ. ಇಂದಿನ ದರ ಮತ್ತು ಅಂದಾಜು ಮೌಲ್ಯವನ್ನು ತಿಳಿಸುತ್ತೇವೆ, ನಮ್ಮ ತಂಡ ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತದೆ. ಶಾಖೆಯಲ್ಲಿ ಪರೀಕ್ಷೆ ಉಚಿತ.',
  selectPlaceholder: 'ಇಲ್ಲಿ ಆಯ್ಕೆಮಾಡಿ',
} satisfies Translated<typeof en.calculatorPage>;

export const calculatorImage: ContentImage = {
  src: calculatorUrl,
  width: 600,
  height: 400,
  alt: '',
};

export const goldFieldLabels: Record<LeadInputName<'gold'>, string> = {
  full_name: 'ಪೂರ್ಣ ಹೆಸರು',
  city: 'ನಗರ',
  gold_grams: 'ಚಿನ್ನ (ಗ್ರಾಂಗಳಲ್ಲಿ)',
  karat_score: 'ಕ್ಯಾರೆಟ್',
  phone_number: 'ಫೋನ್ ಸಂಖ್ಯೆ',
  email: 'ಇಮೇಲ್',
};

export const karatOptions: KaratOption[] = [
  { value: 18, label: '18K' },
  { value: 20, label: '20K' },
  { value: 22, label: '22K' },
  { value: 24, label: '24K' },
  { value: 0, label: 'ಇತರೆ' },
];

export const indicativeValue = {
  label: 'ಅಂದಾಜು ಮೌಲ್ಯ',
  disclaimer:
    'ಇದು ಅಂದಾಜು ಮೌಲ್ಯ ಮಾತ್ರ; ನೀವು ನಮೂದಿಸಿದ ತೂಕ, ಕ್ಯಾರೆಟ್ ಮತ್ತು ಇಂದಿನ 24K ದರವನ್ನು ಆಧರಿಸಿದೆ. ಶಾಖೆಯಲ್ಲಿ ಉಚಿತ ಶುದ್ಧತೆ ಪರೀಕ್ಷೆಯ ನಂತರವೇ ಅಂತಿಮ ಬೆಲೆ ನಿಗದಿಯಾಗುತ್ತದೆ.',
} satisfies Translated<typeof en.indicativeValue>;
