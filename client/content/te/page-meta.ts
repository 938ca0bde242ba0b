// Telugu twin of ../page-meta.ts: same exports and shapes, Telugu words.
import { company } from './company';
import { branchBySlug } from './branches';
import type * as en from '../page-meta';
import type { Translated } from '../types';
import { pageMetaLookup } from '../../lib/page-meta-lookup';

const t = (s: string): string => `${s} | ${company.shortName}`;

/** A Telugu name ending in a virama keeps its shape before a suffix only with a zero-width non-joiner. */
const beforeSuffix = (name: string): string => (name.endsWith('\u0C4D') ? `${name}\u200c` : name);

export const pageMeta: typeof en.pageMeta = {
  home: {
    title: t('దక్షిణ భారతదేశంలో బంగారానికి తక్షణ నగదు'),
    description:
      'ఉచిత పరీక్ష, వేగంగా చెల్లింపుతో ఈరోజు రేటుకే బంగారం అమ్మండి. తాకట్టు బంగారం విడిపింపు, నగలు అద్దెకు, ప్రతిరోజూ తెరిచి ఉండే బ్రాంచ్‌లు.',
  },
  about: {
    title: t('మా గురించి'),
    description:
      '2019లో ప్రారంభం, ఐఎస్‌ఓ సర్టిఫైడ్ సంస్థ. కర్ణాటక, తమిళనాడు, హైదరాబాద్‌లో కార్యాలయాలు, ప్రభుత్వ గుర్తింపు పొందిన గోల్డ్ అప్రైజర్.',
  },
  calculator: {
    title: t('బంగారం రేటు క్యాలిక్యులేటర్: ఈరోజు రేట్లు'),
    description:
      'మీ బంగారం బరువు, క్యారెట్ నమోదు చేసి ఈరోజు రేటు, అంచనా విలువ తెలుసుకోండి. ఉచిత స్వచ్ఛత పరీక్ష తర్వాతే తుది ధర ఖరారవుతుంది.',
  },
  branches: {
    title: t('కర్ణాటక, తమిళనాడు, హైదరాబాద్‌లో బ్రాంచ్‌లు'),
    description:
      'బెంగళూరు, మైసూరు, చెన్నై, హైదరాబాద్ తదితర నగరాల్లో మా బంగారం కొనుగోలు బ్రాంచ్‌లు. చిరునామాలు, మ్యాప్‌లు, దారి వివరాలు. ప్రతిరోజూ తెరిచి ఉంటాయి.',
  },
  branch: ({ slug }) => {
    const branch = branchBySlug(slug);
    return branch
      ? {
          title: t(`${beforeSuffix(branch.city)}లో బంగారం అమ్మండి: బ్రాంచ్ వేళలు`),
          description: `${beforeSuffix(branch.city)}లోని మా బంగారం కొనుగోలు బ్రాంచ్, ${branch.landmarkTitle}: చిరునామా, పనివేళలు, ఫోన్, దారి. ఉచిత స్వచ్ఛత పరీక్ష, ప్రతిరోజూ తెరిచి ఉంటుంది.`,
        }
      : null;
  },
  partner: {
    title: t('బంగారం కొనుగోలు ఫ్రాంచైజీ భాగస్వాములు'),
    description:
      'టైర్ 2, 3, 4 పట్టణాల్లో నమ్మకమైన బ్రాండ్‌తో బంగారం కొనుగోలు వ్యాపారం ప్రారంభించండి. ఫ్రాంచైజీ ఖర్చులు చూసి, మీ దరఖాస్తు పంపండి.',
  },
  news: {
    title: t('వార్తలు, ఆఫర్లు'),
    description:
      'ఆర్థిక ఇబ్బందుల్లో చేతిలో నగదు ఎందుకు ఆసరా, బంగారం-వెండి కొనుగోలు, అమ్మకాల్లో అగ్రశ్రేణి సంస్థల్లో ఒకేలా ఉండే లక్షణాలు ఏమిటి.',
  },
  services: {
    title: t('బంగారం అమ్మకం, విడిపింపు, అద్దె, కొనుగోలు'),
    description:
      'బంగారం కొంటాం, తాకట్టు బంగారం విడిపిస్తాం, 1 నుంచి 3 రోజులు నగలు అద్దెకు ఇస్తాం, నగలు అమ్ముతాం, రాళ్లకు విలువ కడతాం, ఇంటికే వస్తాం, కార్డు ఇస్తాం.',
  },
  faq: {
    title: t('ప్రశ్నలు-జవాబులు: అమ్మకం, అద్దె, విడిపింపు'),
    description:
      'బంగారం అమ్మకం, పత్రాలు, అర్హత, ధర, చెల్లింపు, నగల అద్దె, తాకట్టు బంగారం విడిపింపు, నగల కొనుగోలు గురించి మీ ప్రశ్నలకు జవాబులు.',
  },
  'gold-returns-card': {
    title: t('గోల్డ్ రిటర్న్స్ కార్డ్: 4 ఏళ్ల ప్రయోజనాలు'),
    description:
      'కొనేటప్పుడు గ్రాముకు ₹50 తగ్గింపు, అమ్మేటప్పుడు గ్రాముకు ₹50 అదనం, నాలుగేళ్లు తరుగు, మేకింగ్ ఛార్జీలు లేవు, ఈఎంఐలో బంగారం, ఇంకా మరెన్నో.',
  },
  career: {
    title: t('ఉద్యోగాలు: బంగారం కొనుగోలు రంగంలో'),
    description:
      'సిబ్బందిలో 60% మహిళలు ఉన్న, వేగంగా ఎదుగుతున్న బృందంలో చేరండి. ఫీల్డ్ ఎగ్జిక్యూటివ్‌లు, టెలీకాలర్లు, బ్రాంచ్ మేనేజర్లు, అకౌంటెంట్లు తదితరులను నియమిస్తున్నాం.',
  },
  'not-found': {
    title: t('పేజీ కనబడలేదు'),
    description: 'క్షమించండి, ఈ పేజీ లేదు. బంగారం అమ్మడానికి, బ్రాంచ్ వెతకడానికి, లేదా బంగారం రేటు, మా సేవలు చూడటానికి హోమ్ పేజీకి వెళ్లండి.',
  },
};

export const metaFor = pageMetaLookup(pageMeta) satisfies Translated<typeof en.metaFor>;

export const shareCardAlt =
  `${company.name}: ${company.tagline}. ఉచిత స్వచ్ఛత పరీక్ష, ప్రతిరోజూ తెరిచి ఉండే బ్రాంచ్‌లు.` satisfies Translated<
    typeof en.shareCardAlt
  >;

export const shareCardWords = {
  headline: 'మీ బంగారానికి తక్షణ నగదు',
  points: ['ఉచిత స్వచ్ఛత పరీక్ష', 'ఈరోజు బంగారం రేటు', 'వేగంగా చెల్లింపు'],
  badge: 'బ్రాంచ్‌లు ప్రతిరోజూ తెరిచి ఉంటాయి',
} satisfies Translated<typeof en.shareCardWords>;
