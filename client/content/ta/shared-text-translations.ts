// Tamil twin of ../shared-text-translations.ts: shared/'s sentences in Tamil.
import { translateSharedText, type SharedTextTranslations } from '../../../shared/shared-texts';

export const sharedTextTranslations: SharedTextTranslations = {
  'Full name is required': 'முழுப் பெயர் தேவை',
  'Valid email required': 'சரியான மின்னஞ்சல் தேவை',
  'Valid phone number required': 'சரியான தொலைபேசி எண் தேவை',
  'Description is required': 'விவரம் தேவை',
  'Must be {max} characters or fewer': '{max} எழுத்துகளுக்கு மிகாமல் இருக்க வேண்டும்',
  'Resume is required': 'பயோடேட்டா தேவை',
  'The CV must be 5 MB or smaller': 'பயோடேட்டா 5 MB அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்',
  'The CV must be a PDF, DOC or DOCX file': 'பயோடேட்டா PDF, DOC அல்லது DOCX கோப்பாக இருக்க வேண்டும்',
  'Please check your details and try again': 'உங்கள் விவரங்களைச் சரிபார்த்து மீண்டும் முயலுங்கள்',
  'You have sent several enquiries in a short time. Please wait a few minutes or call us.':
    'குறுகிய நேரத்தில் பல விசாரணைகளை அனுப்பியுள்ளீர்கள். சில நிமிடங்கள் காத்திருங்கள் அல்லது எங்களை அழையுங்கள்.',
  'Source is required': 'மூலம் தேவை',
  'Required, even if empty': 'காலியாக இருந்தாலும் அனுப்ப வேண்டும்',
  'Enter a phone number of 10 to 15 digits': '10 முதல் 15 இலக்கங்கள் கொண்ட தொலைபேசி எண்ணை உள்ளிடுங்கள்',
  'Choose a service': 'ஒரு சேவையைத் தேர்வு செய்யுங்கள்',
  'Enter a valid e-mail address': 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்',
  'Total funds available is required': 'கையிருப்பில் உள்ள மொத்த நிதியைக் குறிப்பிடுங்கள்',
  'Funds in hand to invest is required': 'முதலீடு செய்யக் கையில் உள்ள நிதியைக் குறிப்பிடுங்கள்',
  'Previous experience is required': 'முந்தைய அனுபவத்தைக் குறிப்பிடுங்கள்',
  'Area of interest is required': 'விருப்பமான பகுதியைக் குறிப்பிடுங்கள்',
  'City is required': 'நகரத்தைக் குறிப்பிடுங்கள்',
  'Enter the weight of your gold': 'உங்கள் தங்கத்தின் எடையை உள்ளிடுங்கள்',
  'Choose the purity of your gold': 'உங்கள் தங்கத்தின் தூய்மையைத் தேர்வு செய்யுங்கள்',
  'This was not accepted; please check it': 'இந்தத் தகவல் ஏற்கப்படவில்லை, சரிபார்த்துக்கொள்ளுங்கள்',
};

export const inPageLanguage = (message: string): string =>
  translateSharedText(message, sharedTextTranslations);
