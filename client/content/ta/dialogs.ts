// Tamil twin of ../dialogs.ts: same exports and shapes, Tamil words.
import type * as en from '../dialogs';
import type { DialogText } from '../dialogs';
import type { Translated } from '../types';

export const dialogs = {
  success: { title: 'சமர்ப்பிக்கப்பட்டது', text: 'எங்கள் குழு விரைவில் உங்களைத் தொடர்புகொள்ளும்' },
  failure: { title: 'தோல்வி!!!', text: 'உங்கள் விவரங்களைச் சரிபார்த்து மீண்டும் முயலுங்கள்' },
  popupFailure: { title: 'தோல்வி!', text: 'உங்கள் விவரங்களைச் சரிபார்த்து மீண்டும் முயலுங்கள்' },
  network: { title: 'நெட்வொர்க் பிழை', text: 'சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்' },
  offline: {
    title: 'இணைய இணைப்பு இல்லை',
    text: 'இப்போது நீங்கள் இணையத்துடன் இணைக்கப்படவில்லை. இந்தப் பக்கம் திறந்திருக்கும் வரை, இணைப்பு மீண்டும் கிடைத்தவுடன் உங்கள் விவரங்கள் தானாகவே அனுப்பப்படும்.',
  },
  interrupted: {
    title: 'இணைப்பு துண்டிக்கப்பட்டது',
    text: 'உங்கள் விவரங்களை அனுப்பும்போது இணைப்பு துண்டிக்கப்பட்டது. இந்தப் பக்கம் திறந்திருக்கும் வரை, இணைப்பு சரியானவுடன் அவை தானாகவே மீண்டும் அனுப்பப்படும்.',
  },
  tooManyRequests: {
    title: 'அதிகமான கோரிக்கைகள்',
    text: 'குறுகிய நேரத்தில் பல விசாரணைகளை அனுப்பியுள்ளீர்கள். சில நிமிடங்கள் காத்திருங்கள் அல்லது எங்களை அழையுங்கள்.',
  },
} satisfies Record<string, DialogText> & Translated<typeof en.dialogs>;
