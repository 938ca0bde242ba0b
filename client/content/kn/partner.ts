// Kannada twin of ../partner.ts: same exports and shapes, Kannada words.
import expenseTableUrl from '../../assets/partner/franchise-expense-table-placeholder-kn.svg?no-inline';
import type * as en from '../partner';
import type { ContentImage, Translated } from '../types';
import type { LeadInputName } from '../../../shared/lead-forms';

export const partnerPage = {
  heading: 'ಫ್ರಾಂಚೈಸಿ ಪಾಲುದಾರರಾಗಿ',
  intro:
    'ನಂಬಿಕಸ್ಥ ಹೆಸರಿನೊಂದಿಗೆ ನಿಮ್ಮದೇ ಚಿನ್ನದ ಉದ್ಯಮ ಆರಂಭಿಸಿ. ಟಯರ್ 2, ಟಯರ್ 3 ಮತ್ತು ಟಯರ್ 4 ಪಟ್ಟಣಗಳನ್ನು ತಲುಪುವುದು ನಮ್ಮ ಗುರಿ, ಅದಕ್ಕಾಗಿ ಸ್ಥಳೀಯ ಪಾಲುದಾರರನ್ನು ಹುಡುಕುತ್ತಿದ್ದೇವೆ. ಕೆಳಗಿನ ಆರಂಭಿಕ ವೆಚ್ಚಗಳನ್ನು ನೋಡಿ, ನಂತರ ಫಾರ್ಮ್ ತುಂಬಿ. ನಮ್ಮ ತಂಡ ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತದೆ.',
  expenseHeading: 'ಫ್ರಾಂಚೈಸಿ ವೆಚ್ಚಗಳು',
  formHeading: 'ಫ್ರಾಂಚೈಸಿ ಅರ್ಜಿ ಫಾರ್ಮ್',
} satisfies Translated<typeof en.partnerPage>;

export const franchiseExpenseImage: ContentImage = {
  src: expenseTableUrl,
  width: 800,
  height: 560,
  alt: 'ಫ್ರಾಂಚೈಸಿ ವೆಚ್ಚದ ಮಾದರಿ ಪಟ್ಟಿ. ಸಾಲುಗಳು: ಫ್ರಾಂಚೈಸಿ ಶುಲ್ಕ, ಅಂಗಡಿಯ ಒಳಾಂಗಣ, ಭದ್ರತೆ ಮತ್ತು CCTV, ಪರೀಕ್ಷಾ ಯಂತ್ರ, ದುಡಿಯುವ ಬಂಡವಾಳ ಮತ್ತು ಒಟ್ಟು. ಎಲ್ಲ ಮೊತ್ತಗಳು ಇನ್ನೂ ಖಚಿತವಾಗಬೇಕಿದೆ.',
};

export const franchiseFieldLabels: Record<LeadInputName<'franchise'>, string> = {
  full_name: 'ಪೂರ್ಣ ಹೆಸರು',
  phone_number: 'ಫೋನ್ ಸಂಖ್ಯೆ',
  email: 'ಇಮೇಲ್',
  total_funds_available: 'ಲಭ್ಯವಿರುವ ಒಟ್ಟು ಹಣ',
  funds_in_hand_to_invest: 'ಹೂಡಿಕೆಗೆ ಕೈಯಲ್ಲಿರುವ ಹಣ',
  previous_experience: 'ಹಿಂದಿನ ಅನುಭವ',
  area_of_interest: 'ಆಸಕ್ತಿಯ ಪ್ರದೇಶ',
};
