// Hindi twin of ../partner.ts: same exports and shapes, Hindi words.
import expenseTableUrl from '../../assets/partner/franchise-expense-table-placeholder-hi.svg?no-inline';
import type { ContentImage, Translated } from '../types';
import type { LeadInputName } from '../../../shared/lead-forms';
import type * as en from '../partner';

export const partnerPage = {
  heading: 'फ़्रैंचाइज़ी पार्टनर बनें',
  intro:
    'एक भरोसेमंद नाम के साथ अपना सोने का कारोबार शुरू करें। हम टियर 2, टियर 3 और टियर 4 शहरों तक पहुँचना चाहते हैं, और इसके लिए हमें स्थानीय पार्टनर चाहिए। नीचे शुरुआती खर्च देखें, फिर फ़ॉर्म भरें। हमारी टीम आपको कॉल करेगी।',
  expenseHeading: 'फ़्रैंचाइज़ी का खर्च',
  formHeading: 'फ़्रैंचाइज़ी आवेदन फ़ॉर्म',
} satisfies Translated<typeof en.partnerPage>;

export const franchiseExpenseImage: ContentImage = {
  src: expenseTableUrl,
  width: 800,
  height: 560,
  alt: 'फ़्रैंचाइज़ी खर्च की नमूना तालिका। पंक्तियाँ: फ़्रैंचाइज़ी फ़ीस, दुकान का इंटीरियर, सुरक्षा और सीसीटीवी, जाँच मशीन, कार्यशील पूँजी और कुल। सभी रकम अभी तय होनी बाकी हैं।',
};

export const franchiseFieldLabels: Record<LeadInputName<'franchise'>, string> = {
  full_name: 'पूरा नाम',
  phone_number: 'फ़ोन नंबर',
  email: 'ईमेल',
  total_funds_available: 'कुल उपलब्ध पूँजी',
  funds_in_hand_to_invest: 'निवेश के लिए हाथ में रकम',
  previous_experience: 'पिछला अनुभव',
  area_of_interest: 'पसंदीदा इलाका',
};
