// Tamil twin of ../calculator.ts: same exports and shapes, Tamil words.
import calculatorUrl from '../../assets/calculator.svg?no-inline';
import type * as en from '../calculator';
import type { KaratOption } from '../calculator';
import type { ContentImage, Translated } from '../types';
import type { LeadInputName } from '../../../shared/lead-forms';

export const calculatorPage = {
  heading: 'உடனடி விலை அறிய கீழ்க்கண்ட விவரங்களை உள்ளிடுங்கள்',
  intro:
    'உங்கள் தங்கத்தைப் பற்றிச் சொல்லுங்கள். இன்றைய தங்க விலையையும் தோராய மதிப்பையும் தெரிவிப்போம்; எங்கள் குழு உங்களைத் திரும்ப அழைக்கும். கிளையில் பரிசோதனை இலவசம்.',
  selectPlaceholder: 'தேர்வு செய்யுங்கள்',
} satisfies Translated<typeof en.calculatorPage>;

export const calculatorImage: ContentImage = {
  src: calculatorUrl,
  width: 600,
  height: 400,
  alt: '',
};

export const goldFieldLabels: Record<LeadInputName<'gold'>, string> = {
  full_name: 'முழுப் பெயர்',
  city: 'நகரம்',
  gold_grams: 'தங்கம் (கிராமில்)',
  karat_score: 'காரட்',
  phone_number: 'தொலைபேசி எண்',
  email: 'மின்னஞ்சல்',
};

export const karatOptions: KaratOption[] = [
  { value: 18, label: '18K' },
  { value: 20, label: '20K' },
  { value: 22, label: '22K' },
  { value: 24, label: '24K' },
  { value: 0, label: 'மற்றவை' },
];

export const indicativeValue = {
  label: 'தோராய மதிப்பு',
  disclaimer:
    'இது தோராய மதிப்பு மட்டுமே: நீங்கள் உள்ளிட்ட எடை, காரட் மற்றும் இன்றைய 24K விலையை வைத்துக் கணக்கிடப்பட்டது. கிளையில் இலவச தூய்மைப் பரிசோதனைக்குப் பிறகே இறுதி விலை நிர்ணயிக்கப்படும்.',
} satisfies Translated<typeof en.indicativeValue>;
