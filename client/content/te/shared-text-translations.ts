// Telugu twin of ../shared-text-translations.ts: shared/'s form sentences in Telugu.
import { translateSharedText, type SharedTextTranslations } from '../../../shared/shared-texts';

export const sharedTextTranslations: SharedTextTranslations = {
  'Full name is required': 'పూర్తి పేరు తప్పనిసరి',
  'Valid email required': 'సరైన ఈమెయిల్ నమోదు చేయండి',
  'Valid phone number required': 'సరైన ఫోన్ నంబర్ నమోదు చేయండి',
  'Description is required': 'వివరణ తప్పనిసరి',
  'Must be {max} characters or fewer': '{max} అక్షరాలు లేదా అంతకంటే తక్కువ ఉండాలి',
  'Resume is required': 'రెజ్యూమ్ తప్పనిసరి',
  'The CV must be 5 MB or smaller': 'రెజ్యూమ్ 5 ఎంబీ లేదా అంతకంటే చిన్నదిగా ఉండాలి',
  'The CV must be a PDF, DOC or DOCX file': 'రెజ్యూమ్ PDF, DOC లేదా DOCX ఫైల్ అయి ఉండాలి',
  'Please check your details and try again': 'దయచేసి మీ వివరాలు సరిచూసి మళ్లీ ప్రయత్నించండి',
  'You have sent several enquiries in a short time. Please wait a few minutes or call us.':
    'మీరు తక్కువ సమయంలో చాలా ఎంక్వైరీలు పంపారు. దయచేసి కొన్ని నిమిషాలు ఆగండి, లేదా మాకు కాల్ చేయండి.',
  'Source is required': 'మూలం తప్పనిసరి',
  'Required, even if empty': 'ఖాళీగా ఉన్నా పంపాలి',
  'Enter a phone number of 10 to 15 digits': '10 నుంచి 15 అంకెల ఫోన్ నంబర్ నమోదు చేయండి',
  'Choose a service': 'ఒక సేవను ఎంచుకోండి',
  'Enter a valid e-mail address': 'సరైన ఈమెయిల్ చిరునామా నమోదు చేయండి',
  'Total funds available is required': 'అందుబాటులో ఉన్న మొత్తం నిధులు తప్పనిసరి',
  'Funds in hand to invest is required': 'పెట్టుబడికి చేతిలో ఉన్న నిధులు తప్పనిసరి',
  'Previous experience is required': 'గత అనుభవం తప్పనిసరి',
  'Area of interest is required': 'ఆసక్తి ఉన్న ప్రాంతం తప్పనిసరి',
  'City is required': 'నగరం తప్పనిసరి',
  'Enter the weight of your gold': 'మీ బంగారం బరువు నమోదు చేయండి',
  'Choose the purity of your gold': 'మీ బంగారం స్వచ్ఛతను ఎంచుకోండి',
  'This was not accepted; please check it': 'ఈ వివరం అంగీకరించబడలేదు, దయచేసి సరిచూడండి',
};

export const inPageLanguage = (message: string): string =>
  translateSharedText(message, sharedTextTranslations);
