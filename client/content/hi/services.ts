// Hindi twin of ../services.ts: same exports and shapes, Hindi words.
import type { SectionIntro } from '../types';
import type { ServiceBlock, ServiceLearnMore } from '../services';

export const servicesPage: SectionIntro = {
  heading: 'हमारी सेवाएँ',
  intro: 'सोना बेचने से लेकर शादी के लिए गहने किराये पर लेने तक, हमारी हर सेवा यहाँ है।',
};

const learnMore = (href: string, topic: string): ServiceLearnMore => ({
  href,
  label: 'और जानें',
  ariaLabel: `${topic} के बारे में और जानें`,
});

export const serviceBlocks: ServiceBlock[] = [
  {
    id: 'buy-gold',
    title: 'हम सोना खरीदते हैं',
    text: 'हम सोना और दूसरी कीमती धातुएँ बाज़ार भाव पर खरीदते हैं। जाँच मुफ़्त है, और इसमें लगभग 15 मिनट लगते हैं। आपका दाम = नेट वज़न × शुद्धता × आज का भाव। हम नकद, एनईएफ़टी, आईएमपीएस या आरटीजीएस से भुगतान करते हैं।',
    icon: 'tile-we-buy',
    learnMore: learnMore('/faq?tab=buy', 'हमें अपना सोना बेचने'),
  },
  {
    id: 'release-pledged-gold',
    title: 'हम गिरवी सोना छुड़ाते हैं',
    text: 'क्या आपका सोना किसी बैंक, फ़ाइनेंस कंपनी या साहूकार के पास गिरवी है? हम पैसे देकर उसे छुड़ाते हैं, फिर आप उसे हमें बेच सकते हैं। कोई न्यूनतम या अधिकतम मात्रा नहीं है।',
    icon: 'svc-release-pledge',
    learnMore: learnMore('/faq?tab=release', 'गिरवी सोना छुड़ाने'),
    calculator: {
      href: '/calculator#release-calculator',
      label: 'हाथ में आने वाली रकम जानें',
      ariaLabel: 'गिरवी सोना छुड़ाने के बाद हाथ में आने वाली रकम जानें',
    },
  },
  {
    id: 'gold-on-rent',
    title: 'हम सोना किराये पर देते हैं (1 से 3 दिन)',
    text: 'सोने के गहने 1 से 3 दिन के लिए किराये पर लें। 3 दिन पहले बुक करें, पक्का होने के 24 से 48 घंटे में हम डिलीवरी करते हैं। किराया सोने की कीमत का 2% प्रति दिन है, कोई डिपॉज़िट नहीं।',
    icon: 'tile-rent',
    learnMore: learnMore('/faq?tab=rent', 'सोने के गहने किराये पर लेने'),
  },
  {
    id: 'repledge-gold',
    title: 'हम सोना दोबारा गिरवी रखवाते हैं',
    text: 'अपना गिरवी सोना कहीं और ले जाना चाहते हैं? हम उसे आपके बैंक, फ़ाइनेंस कंपनी या साहूकार से छुड़ाते हैं, ताकि आप उसे दोबारा गिरवी रख सकें। अपने मामले पर बात करने के लिए हमें कॉल करें।',
    icon: 'svc-repledge',
    learnMore: learnMore('/faq?tab=release', 'सोना दोबारा गिरवी रखने'),
  },
  {
    id: 'sell-gold',
    title: 'हम सोना बेचते हैं',
    text: 'हमसे सोने के गहने खरीदें। तैयार गहनों पर कोई मेकिंग चार्ज नहीं; ऑर्डर पर बनवाए गहनों पर लगता है। जीएसटी लागू है, और डिलीवरी में 24 से 48 घंटे लगते हैं।',
    icon: 'tile-gold',
    learnMore: learnMore('/faq?tab=sell', 'हमसे सोने के गहने खरीदने'),
  },
  {
    id: 'stone-value',
    title: 'आपके गहनों के नग का भी दाम',
    text: 'क्या आपके गहनों में असली नग हैं? हम सिर्फ़ सोने का नहीं, उनका भी दाम देते हैं। जाँच मुफ़्त है।',
    icon: 'svc-stone-value',
    learnMore: learnMore('/faq?tab=buy', 'आपके गहनों के नग के दाम'),
  },
  {
    id: 'doorstep-service',
    title: 'घर बैठे सेवा',
    text: 'ब्रांच नहीं आ सकते? हमारी टीम आपके घर आ सकती है। तुरंत भाव वाले फ़ॉर्म में अपनी जानकारी दें, और हम आपको कॉल करके आने का समय तय करेंगे।',
    icon: 'svc-doorstep',
    learnMore: learnMore('/calculator', 'हमारी घर बैठे सेवा और तुरंत भाव'),
  },
  {
    id: 'gold-returns-card',
    title: 'गोल्ड रिटर्न्स कार्ड (4 साल की वैधता)',
    text: 'एक कार्ड, चार साल तक मान्य। खरीदने पर ₹50 प्रति ग्राम की छूट और बेचने पर ₹50 प्रति ग्राम ज़्यादा पाएँ। चार साल तक वेस्टेज और मेकिंग चार्ज माफ़।',
    icon: 'svc-gold-returns-card',
    learnMore: learnMore('/gold-returns-card', 'गोल्ड रिटर्न्स कार्ड'),
  },
];
