// Hindi twin of ../page-meta.ts: same exports and shapes, Hindi words.
import { company } from './company';
import { branchBySlug } from './branches';
import type { PageMatch, ParamPageId, PathParams } from '../../../shared/site-pages';
import type * as en from '../page-meta';
import type { Translated } from '../types';
import type { PageMeta, PageMetaKey } from '../page-meta';

const t = (s: string): string => `${s} | ${company.shortName}`;

type ParamPageMeta = { [Id in ParamPageId]: (params: PathParams<Id>) => PageMeta | null };

export const pageMeta: Record<PageMetaKey, PageMeta> & ParamPageMeta = {
  home: {
    title: t('दक्षिण भारत में सोने के बदले तुरंत नकद'),
    description:
      'आज के भाव पर सोना बेचें, मुफ़्त जाँच और तुरंत भुगतान के साथ। गिरवी सोना छुड़ाएँ, गहने किराये पर लें, और हर दिन खुली हमारी ब्रांच पर आएँ।',
  },
  about: {
    title: t('हमारे बारे में'),
    description:
      '2019 में शुरू हुई आईएसओ प्रमाणित कंपनी। कर्नाटक, तमिलनाडु और हैदराबाद में ऑफ़िस, और सरकार से प्रमाणित गोल्ड अप्रेज़र (सोना परखने वाले विशेषज्ञ)।',
  },
  calculator: {
    title: t('गोल्ड रेट कैलकुलेटर: आज का तुरंत भाव'),
    description:
      'अपने सोने का वज़न और कैरेट लिखें और आज का भाव व अनुमानित मूल्य जानें। अंतिम दाम ब्रांच पर मुफ़्त शुद्धता जाँच के बाद ही तय होता है।',
  },
  branches: {
    title: t('कर्नाटक, तमिलनाडु, हैदराबाद में ब्रांच'),
    description:
      'बेंगलुरु, मैसूरु, चेन्नई, हैदराबाद और दूसरे शहरों में सोना खरीदने वाली हमारी ब्रांच खोजें। पता, नक्शा और रास्ता। हर दिन खुली।',
  },
  branch: ({ slug }) => {
    const branch = branchBySlug(slug);
    return branch
      ? {
          title: t(`${branch.city} में सोना बेचें: ब्रांच का समय`),
          description: `${branch.city} में सोना खरीदने वाली हमारी ब्रांच, ${branch.landmarkTitle}: पता, खुलने का समय, फ़ोन और रास्ता। मुफ़्त शुद्धता जाँच, हर दिन खुली।`,
        }
      : null;
  },
  partner: {
    title: t('सोना खरीदने की फ़्रैंचाइज़ी: पार्टनर बनें'),
    description:
      'टियर 2, 3 और 4 शहरों में एक भरोसेमंद ब्रांड के साथ सोना खरीदने का कारोबार शुरू करें। फ़्रैंचाइज़ी का खर्च देखें और अपना आवेदन भेजें।',
  },
  news: {
    title: t('समाचार और ऑफ़र'),
    description:
      'पैसों की तंगी में हाथ में नकद क्यों ज़्यादा काम आता है, और सोना-चाँदी खरीदने-बेचने वाली बड़ी कंपनियों में कौन-सी बातें एक जैसी होती हैं।',
  },
  services: {
    title: t('सोना बेचें, छुड़ाएँ, किराये पर लें, खरीदें'),
    description:
      'हम सोना खरीदते हैं, गिरवी सोना छुड़ाते हैं, 1 से 3 दिन के लिए गहने किराये पर देते हैं, गहने बेचते हैं, नग का दाम देते हैं, घर आते हैं और कार्ड देते हैं।',
  },
  faq: {
    title: t('सवाल-जवाब: सोना बेचना, किराया, छुड़ाना'),
    description:
      'सोना बेचने, दस्तावेज़, योग्यता, दाम, भुगतान, गहने किराये पर लेने, गिरवी सोना छुड़ाने और गहने खरीदने से जुड़े सवालों के जवाब।',
  },
  'gold-returns-card': {
    title: t('गोल्ड रिटर्न्स कार्ड: 4 साल के फ़ायदे'),
    description:
      'खरीदने पर ₹50 प्रति ग्राम छूट, बेचने पर ₹50 प्रति ग्राम ज़्यादा, चार साल तक कोई वेस्टेज या मेकिंग चार्ज नहीं, ईएमआई पर सोना और बहुत कुछ।',
  },
  career: {
    title: t('करियर: सोने के कारोबार में नौकरी'),
    description:
      'तेज़ी से बढ़ती टीम से जुड़ें, जहाँ 60% कर्मचारी महिलाएँ हैं। हम फ़ील्ड एग्ज़ीक्यूटिव, टेलीकॉलर, ब्रांच मैनेजर, अकाउंटेंट और दूसरे पदों पर भर्ती करते हैं।',
  },
  'not-found': {
    title: t('पेज नहीं मिला'),
    description:
      'माफ़ करें, यह पेज मौजूद नहीं है। सोना बेचने, ब्रांच खोजने, या सोने का भाव और हमारी सेवाएँ देखने के लिए होम पेज पर वापस जाएँ।',
  },
};

export function metaFor(match: PageMatch | null): PageMeta {
  if (!match) return pageMeta['not-found'];
  const entry = pageMeta[match.page.id];
  if (typeof entry !== 'function') return entry;
  return entry(match.params as PathParams<ParamPageId>) ?? pageMeta['not-found'];
}

export const shareCardAlt = `${company.name}: ${company.tagline}। मुफ़्त शुद्धता जाँच, हर दिन खुली ब्रांच।`;

export const shareCardWords = {
  headline: 'आपके सोने के बदले तुरंत नकद',
  points: ['मुफ़्त शुद्धता जाँच', 'आज का सोने का भाव', 'तुरंत भुगतान'],
  badge: 'सभी ब्रांच हर दिन खुली',
} satisfies Translated<typeof en.shareCardWords>;
