// Hindi twin of ../calculator.ts: same exports and shapes, Hindi words.
import calculatorUrl from '../../assets/calculator.svg?no-inline';
import type { ContentImage, Translated } from '../types';
import type { KaratOption } from '../calculator';
import type { LeadInputName } from '../../../shared/lead-forms';
import type * as en from '../calculator';

export const calculatorPage = {
  heading: 'तुरंत भाव जानने के लिए नीचे की जानकारी भरें',
  intro:
    'हमें अपने सोने के बारे में बताएँ। हम आपको आज का भाव और अनुमानित मूल्य बताएँगे, और हमारी टीम आपको वापस कॉल करेगी। ब्रांच पर जाँच मुफ़्त है।',
  selectPlaceholder: 'यहाँ चुनें',
} satisfies Translated<typeof en.calculatorPage>;

export const calculatorImage: ContentImage = {
  src: calculatorUrl,
  width: 600,
  height: 400,
  alt: '',
};

export const goldFieldLabels: Record<LeadInputName<'gold'>, string> = {
  full_name: 'पूरा नाम',
  city: 'शहर',
  gold_grams: 'सोना (ग्राम में)',
  karat_score: 'कैरेट',
  phone_number: 'फ़ोन नंबर',
  email: 'ईमेल',
};

export const karatOptions: KaratOption[] = [
  { value: 18, label: '18K' },
  { value: 20, label: '20K' },
  { value: 22, label: '22K' },
  { value: 24, label: '24K' },
  { value: 0, label: 'अन्य' },
];

export const indicativeValue = {
  label: 'अनुमानित मूल्य',
  disclaimer:
    'यह सिर्फ़ अनुमानित मूल्य है, जो आपके बताए वज़न और कैरेट और आज के 24K भाव पर आधारित है। अंतिम दाम ब्रांच पर मुफ़्त शुद्धता जाँच के बाद ही तय होता है।',
} satisfies Translated<typeof en.indicativeValue>;
