// Hindi twin of ../shared-text-translations.ts: shared/'s sentences in Hindi.
import { translateSharedText, type SharedTextTranslations } from '../../../shared/shared-texts';

export const sharedTextTranslations: SharedTextTranslations = {
  'Full name is required': 'पूरा नाम लिखना ज़रूरी है',
  'Valid email required': 'सही ईमेल लिखें',
  'Valid phone number required': 'सही फ़ोन नंबर लिखें',
  'Description is required': 'विवरण लिखना ज़रूरी है',
  'Must be {max} characters or fewer': 'ज़्यादा से ज़्यादा {max} अक्षर लिखें',
  'Resume is required': 'रिज़्यूमे लगाना ज़रूरी है',
  'The CV must be 5 MB or smaller': 'रिज़्यूमे 5 एमबी या उससे छोटा होना चाहिए',
  'The CV must be a PDF, DOC or DOCX file': 'रिज़्यूमे PDF, DOC या DOCX फ़ाइल में होना चाहिए',
  'Please check your details and try again': 'कृपया अपनी जानकारी जाँचें और दोबारा कोशिश करें',
  'You have sent several enquiries in a short time. Please wait a few minutes or call us.':
    'आपने थोड़े समय में कई पूछताछ भेजी हैं। कृपया कुछ मिनट रुकें या हमें कॉल करें।',
  'Source is required': 'स्रोत बताना ज़रूरी है',
  'Required, even if empty': 'खाली हो तब भी भेजना ज़रूरी है',
  'Enter a phone number of 10 to 15 digits': '10 से 15 अंकों का फ़ोन नंबर लिखें',
  'Choose a service': 'कोई सेवा चुनें',
  'Enter a valid e-mail address': 'सही ईमेल पता लिखें',
  'Total funds available is required': 'कुल उपलब्ध पूँजी बताना ज़रूरी है',
  'Funds in hand to invest is required': 'निवेश के लिए हाथ में रकम बताना ज़रूरी है',
  'Previous experience is required': 'पिछला अनुभव बताना ज़रूरी है',
  'Area of interest is required': 'पसंदीदा इलाका बताना ज़रूरी है',
  'City is required': 'शहर बताना ज़रूरी है',
  'Enter the weight of your gold': 'अपने सोने का वज़न लिखें',
  'Choose the purity of your gold': 'अपने सोने की शुद्धता चुनें',
  'This was not accepted; please check it': 'यह जानकारी स्वीकार नहीं हुई, कृपया जाँचें',
};

export const inPageLanguage = (message: string): string =>
  translateSharedText(message, sharedTextTranslations);
