// Tamil twin of ../page-meta.ts: same exports and shapes, Tamil words.
import { company } from './company';
import { branchBySlug } from './branches';
import type * as en from '../page-meta';
import type { PageMeta } from '../page-meta';
import type { Translated } from '../types';
import type { PageMatch, ParamPageId, PathParams } from '../../../shared/site-pages';

const t = (s: string): string => `${s} | ${company.shortName}`;

export const pageMeta = {
  home: {
    title: t('தென்னிந்தியாவில் தங்கத்துக்கு உடனடி பணம்'),
    description:
      'இன்றைய விலையில் தங்கம் விற்கலாம்; இலவசப் பரிசோதனை, விரைவான பணம். அடகுத் தங்க மீட்பு, நகை வாடகை. எல்லா நாளும் திறந்திருக்கும் கிளைகள்.',
  },
  about: {
    title: t('எங்களைப் பற்றி'),
    description:
      '2019-இல் தொடங்கிய ஐஎஸ்ஓ சான்று பெற்ற நிறுவனம். கர்நாடகா, தமிழ்நாடு, ஹைதராபாத்தில் அலுவலகங்கள்; அரசு சான்று பெற்ற தங்க மதிப்பீட்டாளர்.',
  },
  calculator: {
    title: t('தங்க விலை கால்குலேட்டர்: இன்றைய உடனடி விலை'),
    description:
      'தங்கத்தின் எடை, காரட்டை உள்ளிட்டு இன்றைய விலையும் தோராய மதிப்பும் அறியுங்கள். இலவச தூய்மைப் பரிசோதனைக்குப் பின் இறுதி விலை.',
  },
  branches: {
    title: t('கர்நாடகா, தமிழ்நாடு, ஹைதராபாத் கிளைகள்'),
    description:
      'பெங்களூரு, மைசூரு, சென்னை, ஹைதராபாத் மற்றும் பல ஊர்களில் எங்கள் கிளைகள். முகவரி, வரைபடம், வழி. எல்லா நாளும் திறந்திருக்கும்.',
  },
  branch: ({ slug }) => {
    const branch = branchBySlug(slug);
    return branch
      ? {
          title: t(`தங்கம் விற்க: ${branch.city} கிளை, நேரம்`),
          description: `எங்கள் ${branch.city} கிளை, ${branch.landmarkTitle}: முகவரி, நேரம், தொலைபேசி, வழி. இலவச தூய்மைப் பரிசோதனை; எல்லா நாளும் திறந்திருக்கும்.`,
        }
      : null;
  },
  partner: {
    title: t('தங்கம் வாங்கும் தொழில்: ஃபிரான்சைஸ்'),
    description:
      '2, 3, 4-ஆம் நிலை நகரங்களில் நம்பகமான பிராண்டுடன் தங்கம் வாங்கும் தொழில் தொடங்குங்கள். ஃபிரான்சைஸ் செலவுகளைப் பார்த்து விண்ணப்பியுங்கள்.',
  },
  news: {
    title: t('செய்திகளும் சலுகைகளும்'),
    description:
      'பண நெருக்கடியில் கையில் ரொக்கம் ஏன் கைகொடுக்கும், முன்னணி தங்கம்-வெள்ளி வாங்கி விற்கும் நிறுவனங்களின் பொதுவான பண்புகள் என்ன என்பதை அறியுங்கள்.',
  },
  services: {
    title: t('தங்கம் விற்க, மீட்க, வாடகைக்கு, வாங்க'),
    description:
      'தங்கம் வாங்குகிறோம், அடகுத் தங்கம் மீட்கிறோம், 1-3 நாள் நகை வாடகை, நகை விற்பனை, கற்களுக்கு மதிப்பு, வீடு தேடி சேவை, சலுகை கார்டு.',
  },
  faq: {
    title: t('கேள்வி-பதில்: தங்கம் விற்பது, வாடகை, மீட்பு'),
    description:
      'தங்கம் விற்பது, ஆவணங்கள், தகுதி, விலை, பணம் பெறும் முறை, நகை வாடகை, அடகுத் தங்க மீட்பு, நகை வாங்குவது பற்றிய தெளிவான பதில்கள்.',
  },
  'gold-returns-card': {
    title: t('கோல்டு ரிட்டர்ன்ஸ் கார்டு: 4 ஆண்டு பலன்கள்'),
    description:
      'வாங்கும்போது கிராமுக்கு ₹50 தள்ளுபடி, விற்கும்போது ₹50 கூடுதல், நான்கு ஆண்டுகள் சேதாரம், செய்கூலி இல்லை, மாதத் தவணையில் தங்கம் மற்றும் பல.',
  },
  career: {
    title: t('வேலைவாய்ப்பு: தங்கத் தொழிலில் பணி'),
    description:
      'ஊழியர்களில் 60% பெண்கள் உள்ள வேகமாக வளரும் குழுவில் சேருங்கள். களப் பணியாளர், டெலிகாலர், கிளை மேலாளர், கணக்காளர் மற்றும் பல பணிகள்.',
  },
  'not-found': {
    title: t('பக்கம் கிடைக்கவில்லை'),
    description:
      'மன்னிக்கவும், இந்தப் பக்கம் இல்லை. தங்கம் விற்க, கிளையைக் கண்டறிய, தங்க விலையையும் எங்கள் சேவைகளையும் பார்க்க முகப்புப் பக்கத்துக்குச் செல்லுங்கள்.',
  },
} satisfies Translated<typeof en.pageMeta>;

export function metaFor(match: PageMatch | null): PageMeta {
  if (!match) return pageMeta['not-found'];
  const entry = pageMeta[match.page.id];
  if (typeof entry !== 'function') return entry;
  return entry(match.params as PathParams<ParamPageId>) ?? pageMeta['not-found'];
}

export const shareCardAlt = `${company.name}: ${company.tagline}. இலவச தூய்மைப் பரிசோதனை, எல்லா நாளும் திறந்திருக்கும் கிளைகள்.`;

export const shareCardWords = {
  headline: 'உங்கள் தங்கத்துக்கு உடனடி பணம்',
  points: ['இலவச தூய்மைப் பரிசோதனை', 'இன்றைய தங்க விலை', 'விரைவான பணம்'],
  badge: 'கிளைகள் எல்லா நாளும் திறந்திருக்கும்',
} satisfies Translated<typeof en.shareCardWords>;
