// Hindi twin of ../career.ts: same exports and shapes, Hindi words.
import careerUrl from '../../assets/career.svg?no-inline';
import { company, mailHref } from './company';
import type { ContentImage, ContentLink, Translated } from '../types';
import type { WhyWorkPoint } from '../career';
import type { CareerFormField } from '../../../shared/career-form-rules';
import type * as en from '../career';

export const careerPage = {
  heading: 'करियर',
  introHeading: `${company.name} के साथ काम करें`,
  intro: `${company.name} की शुरुआत ${company.foundedYear} में हुई और यह पूरे दक्षिण भारत में तेज़ी से बढ़ा है। हमारे साथ 200 से ज़्यादा लोग काम करते हैं, और हमारे 60% कर्मचारी महिलाएँ हैं। हमें ऐसे लोगों की तलाश है जो हमारे साथ आगे बढ़ना चाहते हैं।`,
  whyHeading: 'हमारे साथ काम क्यों करें',
  rolesHeading: 'इन पदों पर भर्ती',
  formHeading: 'अभी आवेदन करें',
} satisfies Translated<typeof en.careerPage>;

export const careerImage: ContentImage = {
  src: careerUrl,
  width: 600,
  height: 400,
  alt: '',
};

export const whyWorkWithUs: WhyWorkPoint[] = [
  {
    id: 'growth',
    title: 'आगे बढ़ने के मौके',
    text: 'हम नई ब्रांच और फ़्रैंचाइज़ी खोल रहे हैं। जैसे-जैसे हम बढ़ते हैं, आपको नई भूमिकाएँ और ज़्यादा ज़िम्मेदारी मिलती है।',
  },
  {
    id: 'inclusive-culture',
    title: 'सबको साथ लेकर चलने वाला माहौल',
    text: 'यहाँ हर किसी का स्वागत है। हमारी टीम में ज़्यादातर महिलाएँ हैं, और हम हर आवाज़ को महत्व देते हैं।',
  },
  {
    id: 'training',
    title: 'ट्रेनिंग',
    text: 'सोने, ग्राहकों और हमारे काम के बारे में जो भी जानना ज़रूरी है, हम सिखाते हैं, ताकि आप भरोसे के साथ अपना काम कर सकें।',
  },
  {
    id: 'compensation',
    title: 'अच्छा वेतन',
    text: 'अच्छे काम का हम सही दाम देते हैं, आपकी भूमिका के बाज़ार भाव के हिसाब से।',
  },
];

export const careerFieldLabels: Record<CareerFormField, string> = {
  candidate_name: 'पूरा नाम',
  candidate_email: 'ईमेल',
  phone_number: 'फ़ोन नंबर',
  description: 'आप इस काम के लिए सही क्यों हैं?',
  cv: 'रिज़्यूमे (PDF, DOC या DOCX, 5 एमबी तक)',
};

export const howToApply: { heading: string; paragraphs: string[]; emailLink: ContentLink } = {
  heading: 'आवेदन कैसे करें',
  paragraphs: [
    'इस पेज पर दिया फ़ॉर्म भरें: अपना नाम, ईमेल, फ़ोन नंबर और कुछ पंक्तियाँ कि आप इस काम के लिए सही क्यों हैं।',
    'अपना रिज़्यूमे 5 एमबी तक की PDF, DOC या DOCX फ़ाइल में लगाएँ, फिर "भेजें" दबाएँ।',
    'आप अपना रिज़्यूमे हमें ईमेल भी कर सकते हैं। कृपया बताएँ कि आप किस पद के लिए आवेदन कर रहे हैं।',
  ],
  emailLink: {
    href: mailHref('Job application'),
    label: company.email,
    ariaLabel: `अपना रिज़्यूमे ${company.email} पर ईमेल करें`,
  },
};
