// Tamil twin of ../partner.ts: same exports and shapes, Tamil words.
import expenseTableUrl from '../../assets/partner/franchise-expense-table-placeholder-ta.svg?no-inline';
import type * as en from '../partner';
import type { ContentImage, Translated } from '../types';
import type { LeadInputName } from '../../../shared/lead-forms';

export const partnerPage = {
  heading: 'ஃபிரான்சைஸ் பங்குதாரர் ஆகுங்கள்',
  intro:
    'நம்பகமான பெயருடன் உங்கள் சொந்தத் தங்கத் தொழிலைத் தொடங்குங்கள். 2, 3, 4-ஆம் நிலை நகரங்களை அடைய விரும்புகிறோம்; அதற்கு உள்ளூர் பங்குதாரர்களைத் தேடுகிறோம். கீழே அமைப்புச் செலவுகளைப் பார்த்து, படிவத்தை நிரப்புங்கள். எங்கள் குழு உங்களை அழைக்கும்.',
  expenseHeading: 'ஃபிரான்சைஸ் செலவுகள்',
  formHeading: 'ஃபிரான்சைஸ் விண்ணப்பப் படிவம்',
} satisfies Translated<typeof en.partnerPage>;

export const franchiseExpenseImage: ContentImage = {
  src: expenseTableUrl,
  width: 800,
  height: 560,
  alt: 'ஃபிரான்சைஸ் செலவு அட்டவணையின் மாதிரி. வரிசைகள்: ஃபிரான்சைஸ் கட்டணம், கடை உள் அலங்காரம், பாதுகாப்பு மற்றும் சிசிடிவி, பரிசோதனை இயந்திரம், நடைமுறை மூலதனம், மொத்தம். எல்லாத் தொகைகளும் இன்னும் உறுதி செய்யப்படவில்லை.',
};

export const franchiseFieldLabels: Record<LeadInputName<'franchise'>, string> = {
  full_name: 'முழுப் பெயர்',
  phone_number: 'தொலைபேசி எண்',
  email: 'மின்னஞ்சல்',
  total_funds_available: 'கையிருப்பில் உள்ள மொத்த நிதி',
  funds_in_hand_to_invest: 'முதலீடு செய்யக் கையில் உள்ள நிதி',
  previous_experience: 'முந்தைய அனுபவம்',
  area_of_interest: 'விருப்பமான பகுதி',
};
