// Kannada twin of ../page-meta.ts: same exports and shapes, Kannada words.
import { company } from './company';
import { branchBySlug } from './branches';
import type * as en from '../page-meta';
import type { Translated } from '../types';
import type { PageMeta, PageMetaKey } from '../page-meta';
import type { ParamPageId, PageMatch, PathParams } from '../../../shared/site-pages';

const t = (s: string): string => `${s} | ${company.shortName}`;

type ParamPageMeta = { [Id in ParamPageId]: (params: PathParams<Id>) => PageMeta | null };

export const pageMeta: Record<PageMetaKey, PageMeta> & ParamPageMeta = {
  home: {
    title: t('ದಕ್ಷಿಣ ಭಾರತದಲ್ಲಿ ಚಿನ್ನಕ್ಕೆ ತಕ್ಷಣ ನಗದು'),
    description:
      'ಉಚಿತ ಪರೀಕ್ಷೆ ಮತ್ತು ತ್ವರಿತ ಪಾವತಿಯೊಂದಿಗೆ ಇಂದಿನ ದರದಲ್ಲಿ ಚಿನ್ನ ಮಾರಿ. ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸಿ, ಆಭರಣ ಬಾಡಿಗೆಗೆ ಪಡೆಯಿರಿ, ಪ್ರತಿದಿನ ತೆರೆದಿರುವ ಶಾಖೆಗಳಿಗೆ ಭೇಟಿ ನೀಡಿ.',
  },
  about: {
    title: t('ನಮ್ಮ ಬಗ್ಗೆ'),
    description:
      '2019ರಲ್ಲಿ ಆರಂಭ, ISO ಪ್ರಮಾಣೀಕೃತ. ಕರ್ನಾಟಕ, ತಮಿಳುನಾಡು ಮತ್ತು ಹೈದರಾಬಾದ್‌ನಲ್ಲಿ ಕಚೇರಿಗಳು, ಮತ್ತು ಸರ್ಕಾರ ಪ್ರಮಾಣೀಕೃತ ಚಿನ್ನದ ಮೌಲ್ಯಮಾಪಕರು.',
  },
  calculator: {
    title: t('ಚಿನ್ನದ ದರ ಕ್ಯಾಲ್ಕುಲೇಟರ್: ಇಂದಿನ ತಕ್ಷಣದ ದರ'),
    description:
      'ಇಂದಿನ ದರ ಮತ್ತು ಅಂದಾಜು ಮೌಲ್ಯ ಪಡೆಯಲು ನಿಮ್ಮ ಚಿನ್ನದ ತೂಕ ಮತ್ತು ಕ್ಯಾರೆಟ್ ನಮೂದಿಸಿ. ಉಚಿತ ಶುದ್ಧತೆ ಪರೀಕ್ಷೆಯ ನಂತರ ಅಂತಿಮ ಬೆಲೆ ನಿಗದಿಯಾಗುತ್ತದೆ.',
  },
  branches: {
    title: t('ಕರ್ನಾಟಕ, ತಮಿಳುನಾಡು, ಹೈದರಾಬಾದ್‌ನಲ್ಲಿ ಶಾಖೆಗಳು'),
    description:
      'ಬೆಂಗಳೂರು, ಮೈಸೂರು, ಚೆನ್ನೈ, ಹೈದರಾಬಾದ್ ಮತ್ತು ಇತರೆಡೆ ನಮ್ಮ ಚಿನ್ನ ಖರೀದಿ ಶಾಖೆಗಳನ್ನು ಹುಡುಕಿ. ವಿಳಾಸ, ನಕ್ಷೆ ಮತ್ತು ದಾರಿ. ಪ್ರತಿದಿನ ತೆರೆದಿರುತ್ತದೆ.',
  },
  branch: ({ slug }) => {
    const branch = branchBySlug(slug);
    return branch
      ? {
          title: t(`${branch.city} ಶಾಖೆ: ಚಿನ್ನ ಮಾರಿ, ಕಾರ್ಯ ಸಮಯ`),
          description: `ನಮ್ಮ ${branch.city} ಚಿನ್ನ ಖರೀದಿ ಶಾಖೆ, ${branch.landmarkTitle}: ವಿಳಾಸ, ಕಾರ್ಯ ಸಮಯ, ಫೋನ್ ಮತ್ತು ದಾರಿ. ಉಚಿತ ಶುದ್ಧತೆ ಪರೀಕ್ಷೆ, ಪ್ರತಿದಿನ ತೆರೆದಿರುತ್ತದೆ.`,
        }
      : null;
  },
  partner: {
    title: t('ಚಿನ್ನ ಖರೀದಿ ಫ್ರಾಂಚೈಸಿ ಪಾಲುದಾರರು'),
    description:
      'ಟಯರ್ 2, 3 ಮತ್ತು 4 ಪಟ್ಟಣಗಳಲ್ಲಿ ನಂಬಿಕಸ್ಥ ಬ್ರ್ಯಾಂಡ್‌ನೊಂದಿಗೆ ಚಿನ್ನ ಖರೀದಿ ಉದ್ಯಮ ಆರಂಭಿಸಿ. ಫ್ರಾಂಚೈಸಿ ವೆಚ್ಚಗಳನ್ನು ನೋಡಿ ಮತ್ತು ನಿಮ್ಮ ಅರ್ಜಿ ಕಳುಹಿಸಿ.',
  },
  news: {
    title: t('ಸುದ್ದಿ ಮತ್ತು ಕೊಡುಗೆಗಳು'),
    description:
      'ಆರ್ಥಿಕ ಸಂಕಷ್ಟದಲ್ಲಿ ಕೈಯಲ್ಲಿರುವ ನಗದು ಏಕೆ ಹೆಚ್ಚು ಉಪಯುಕ್ತ, ಮತ್ತು ಉತ್ತಮ ಚಿನ್ನ-ಬೆಳ್ಳಿ ಖರೀದಿ ಮತ್ತು ಮಾರಾಟ ಸಂಸ್ಥೆಗಳಲ್ಲಿ ಇರುವ ಸಮಾನ ಗುಣಗಳು.',
  },
  services: {
    title: t('ಚಿನ್ನ ಮಾರಿ, ಬಿಡಿಸಿ, ಬಾಡಿಗೆಗೆ ಪಡೆಯಿರಿ, ಕೊಳ್ಳಿ'),
    description:
      'ಚಿನ್ನ ಖರೀದಿ, ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸುವುದು, 1 ರಿಂದ 3 ದಿನ ಆಭರಣ ಬಾಡಿಗೆ, ಆಭರಣ ಮಾರಾಟ, ಹರಳುಗಳ ಮೌಲ್ಯ, ಮನೆಬಾಗಿಲ ಸೇವೆ ಮತ್ತು ಒಂದು ಕಾರ್ಡ್.',
  },
  faq: {
    title: t('ಪ್ರಶ್ನೋತ್ತರ: ಚಿನ್ನ ಮಾರಾಟ, ಬಾಡಿಗೆ ಮತ್ತು ಬಿಡಿಸುವಿಕೆ'),
    description:
      'ಚಿನ್ನ ಮಾರಾಟ, ದಾಖಲೆಗಳು, ಅರ್ಹತೆ, ಬೆಲೆ, ಪಾವತಿ, ಆಭರಣ ಬಾಡಿಗೆ, ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸುವುದು ಮತ್ತು ಆಭರಣ ಖರೀದಿ ಕುರಿತ ಉತ್ತರಗಳು.',
  },
  'gold-returns-card': {
    title: t('ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್: 4 ವರ್ಷಗಳ ಪ್ರಯೋಜನ'),
    description:
      'ಕೊಳ್ಳುವಾಗ ಪ್ರತಿ ಗ್ರಾಂಗೆ ₹50 ರಿಯಾಯಿತಿ, ಮಾರುವಾಗ ಪ್ರತಿ ಗ್ರಾಂಗೆ ₹50 ಹೆಚ್ಚು, ನಾಲ್ಕು ವರ್ಷ ವೇಸ್ಟೇಜ್ ಅಥವಾ ತಯಾರಿಕಾ ಶುಲ್ಕವಿಲ್ಲ, EMI ಮೂಲಕ ಚಿನ್ನ ಮತ್ತು ಇನ್ನಷ್ಟು.',
  },
  career: {
    title: t('ಉದ್ಯೋಗಗಳು: ಚಿನ್ನ ಖರೀದಿ ಕ್ಷೇತ್ರದಲ್ಲಿ ಕೆಲಸ'),
    description:
      '60% ಸಿಬ್ಬಂದಿ ಮಹಿಳೆಯರಾಗಿರುವ, ವೇಗವಾಗಿ ಬೆಳೆಯುತ್ತಿರುವ ತಂಡಕ್ಕೆ ಸೇರಿ. ಫೀಲ್ಡ್ ಎಕ್ಸಿಕ್ಯೂಟಿವ್‌ಗಳು, ಟೆಲಿಕಾಲರ್‌ಗಳು, ಶಾಖಾ ವ್ಯವಸ್ಥಾಪಕರು, ಲೆಕ್ಕಿಗರು ಮತ್ತು ಇತರರನ್ನು ನೇಮಿಸಿಕೊಳ್ಳುತ್ತೇವೆ.',
  },
  'not-found': {
    title: t('ಪುಟ ಕಂಡುಬಂದಿಲ್ಲ'),
    description:
      'ಕ್ಷಮಿಸಿ, ಈ ಪುಟ ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ. ಚಿನ್ನ ಮಾರಲು, ಶಾಖೆ ಹುಡುಕಲು ಅಥವಾ ಚಿನ್ನದ ದರ ಮತ್ತು ನಮ್ಮ ಸೇವೆಗಳನ್ನು ನೋಡಲು ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ.',
  },
};

export function metaFor(match: PageMatch | null): PageMeta {
  if (!match) return pageMeta['not-found'];
  const entry = pageMeta[match.page.id];
  if (typeof entry !== 'function') return entry;
  return entry(match.params as PathParams<ParamPageId>) ?? pageMeta['not-found'];
}

export const shareCardAlt = `${company.name}: ${company.tagline}. ಉಚಿತ ಶುದ್ಧತೆ ಪರೀಕ್ಷೆ, ಪ್ರತಿದಿನ ತೆರೆದಿರುವ ಶಾಖೆಗಳು.`;

export const shareCardWords = {
  headline: 'ನಿಮ್ಮ ಚಿನ್ನಕ್ಕೆ ತಕ್ಷಣ ನಗದು',
  points: ['ಉಚಿತ ಶುದ್ಧತೆ ಪರೀಕ್ಷೆ', 'ಇಂದಿನ ಚಿನ್ನದ ದರ', 'ಶೀಘ್ರ ಪಾವತಿ'],
  badge: 'ಶಾಖೆಗಳು ಪ್ರತಿದಿನ ತೆರೆದಿರುತ್ತವೆ',
} satisfies Translated<typeof en.shareCardWords>;
