// Kannada twin of ../shared-text-translations.ts: shared/'s sentences in Kannada.
import { translateSharedText, type SharedTextTranslations } from '../../../shared/shared-texts';

export const sharedTextTranslations: SharedTextTranslations = {
  'Full name is required': 'ಪೂರ್ಣ ಹೆಸರು ಅಗತ್ಯ',
  'Valid email required': 'ಸರಿಯಾದ ಇಮೇಲ್ ಅಗತ್ಯ',
  'Valid phone number required': 'ಸರಿಯಾದ ಫೋನ್ ಸಂಖ್ಯೆ ಅಗತ್ಯ',
  'Description is required': 'ವಿವರಣೆ ಅಗತ್ಯ',
  'Must be {max} characters or fewer': 'ಗರಿಷ್ಠ {max} ಅಕ್ಷರಗಳಿರಬೇಕು',
  'Resume is required': 'ರೆಸ್ಯೂಮ್ ಅಗತ್ಯ',
  'The CV must be 5 MB or smaller': 'ರೆಸ್ಯೂಮ್ 5 MB ಅಥವಾ ಅದಕ್ಕಿಂತ ಚಿಕ್ಕದಿರಬೇಕು',
  'The CV must be a PDF, DOC or DOCX file': 'ರೆಸ್ಯೂಮ್ PDF, DOC ಅಥವಾ DOCX ಫೈಲ್ ಆಗಿರಬೇಕು',
  'Please check your details and try again': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ವಿವರಗಳನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  'You have sent several enquiries in a short time. Please wait a few minutes or call us.':
    'ನೀವು ಕಡಿಮೆ ಸಮಯದಲ್ಲಿ ಹಲವು ವಿಚಾರಣೆಗಳನ್ನು ಕಳುಹಿಸಿದ್ದೀರಿ. ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷ ಕಾಯಿರಿ ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.',
  'Source is required': 'ಮೂಲ ಅಗತ್ಯ',
  'Required, even if empty': 'ಖಾಲಿಯಾಗಿದ್ದರೂ ಕಳುಹಿಸಬೇಕು',
  'Enter a phone number of 10 to 15 digits': '10 ರಿಂದ 15 ಅಂಕಿಗಳ ಫೋನ್ ಸಂಖ್ಯೆ ನಮೂದಿಸಿ',
  'Choose a service': 'ಒಂದು ಸೇವೆ ಆಯ್ಕೆಮಾಡಿ',
  'Enter a valid e-mail address': 'ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ',
  'Total funds available is required': 'ಲಭ್ಯವಿರುವ ಒಟ್ಟು ಹಣ ನಮೂದಿಸುವುದು ಅಗತ್ಯ',
  'Funds in hand to invest is required': 'ಹೂಡಿಕೆಗೆ ಕೈಯಲ್ಲಿರುವ ಹಣ ನಮೂದಿಸುವುದು ಅಗತ್ಯ',
  'Previous experience is required': 'ಹಿಂದಿನ ಅನುಭವ ನಮೂದಿಸುವುದು ಅಗತ್ಯ',
  'Area of interest is required': 'ಆಸಕ್ತಿಯ ಪ್ರದೇಶ ನಮೂದಿಸುವುದು ಅಗತ್ಯ',
  'City is required': 'ನಗರ ನಮೂದಿಸುವುದು ಅಗತ್ಯ',
  'Enter the weight of your gold': 'ನಿಮ್ಮ ಚಿನ್ನದ ತೂಕ ನಮೂದಿಸಿ',
  'Choose the purity of your gold': 'ನಿಮ್ಮ ಚಿನ್ನದ ಶುದ್ಧತೆ ಆಯ್ಕೆಮಾಡಿ',
  'This was not accepted; please check it': 'ಈ ಮಾಹಿತಿ ಸ್ವೀಕಾರವಾಗಲಿಲ್ಲ, ದಯವಿಟ್ಟು ಪರಿಶೀಲಿಸಿ',
};

export const inPageLanguage = (message: string): string =>
  translateSharedText(message, sharedTextTranslations);
