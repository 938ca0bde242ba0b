// Telugu twin of ../gold-returns-card.ts: same exports and shapes, Telugu words.
import cardUrl from '../../assets/gold-returns-card.svg?no-inline';
import { mailHref } from './company';
import type * as en from '../gold-returns-card';
import type { GoldReturnsBenefit, GoldReturnsBenefitGroup } from '../gold-returns-card';
import type { ContentImage, ContentLink, Translated } from '../types';

export const goldReturnsCardPage = {
  heading: 'గోల్డ్ రిటర్న్స్ కార్డ్',
  intro:
    'గోల్డ్ రిటర్న్స్ కార్డుతో పూర్తిగా నాలుగేళ్ల పాటు, మా దగ్గర బంగారం కొన్న ప్రతిసారీ, అమ్మిన ప్రతిసారీ మీకు ఆదా అవుతుంది. దీనితో సులభమైన నెలవారీ పథకాలు, మా భాగస్వాముల దగ్గర తగ్గింపులు కూడా లభిస్తాయి.',
  benefitsHeading: 'కార్డు ప్రయోజనాలు',
  applyHeading: 'మీ కార్డు కోసం దరఖాస్తు చేయండి',
  applyText: 'దరఖాస్తు చేయడానికి మాకు ఈమెయిల్ పంపండి. తదుపరి చర్యల వివరాలతో మా బృందం మీకు జవాబిస్తుంది.',
} satisfies Translated<typeof en.goldReturnsCardPage>;

export const goldReturnsCardImage: ContentImage = {
  src: cardUrl,
  width: 600,
  height: 380,
  alt: 'Purity గోల్డ్ రిటర్న్స్ కార్డ్',
};

const applyHref = mailHref('Gold Returns Card application');

export const applyLink: ContentLink = {
  href: applyHref,
  label: 'దరఖాస్తు చేయండి',
  ariaLabel: 'గోల్డ్ రిటర్న్స్ కార్డ్ కోసం ఇప్పుడే దరఖాస్తు చేయండి (మీ ఈమెయిల్ యాప్ తెరుచుకుంటుంది)',
};

export const goldReturnsBenefitGroups: GoldReturnsBenefitGroup[] = [
  {
    heading: 'కొనేటప్పుడు, అమ్మేటప్పుడు ఆదా',
    benefits: [
      {
        id: 'validity',
        title: '4 ఏళ్ల చెల్లుబాటు',
        text: 'మీ కార్డు, దాని ప్రయోజనాలన్నీ నాలుగేళ్ల పాటు చెల్లుతాయి.',
      },
      {
        id: 'buy-discount',
        title: 'కొనుగోలుపై గ్రాముకు ₹50 తగ్గింపు',
        text: 'మా దగ్గర కొనే ప్రతి గ్రాము బంగారంపై ₹50 తగ్గింపు పొందండి.',
      },
      {
        id: 'sell-extra',
        title: 'అమ్మకంపై గ్రాముకు ₹50 అదనం',
        text: 'మాకు అమ్మే ప్రతి గ్రాము బంగారానికి ₹50 ఎక్కువ పొందండి.',
      },
      {
        id: 'no-wastage-making',
        title: 'తరుగు, మేకింగ్ ఛార్జీలు మినహాయింపు',
        text: 'నాలుగేళ్ల పాటు తరుగు, మేకింగ్ ఛార్జీలు ఉండవు.',
      },
    ],
  },
  {
    heading: 'బంగారం సొంతం చేసుకోవడానికి సులభ మార్గాలు',
    benefits: [
      {
        id: 'gold-emi',
        title: 'ఈఎంఐలో బంగారం',
        text: 'నెలవారీ వాయిదాల్లో బంగారం కొనండి. 11 నెలలు చెల్లిస్తే, చివరి నెల ఉచితం.',
      },
      {
        id: 'chit-fund',
        title: 'చిట్ ఫండ్',
        text: 'నెలవారీ చిట్ ఫండ్‌లో చేరండి. నెలవారీ చందా ₹500 నుంచి ₹10,000 వరకు.',
      },
      {
        id: 'referral',
        title: 'రిఫరల్ కమీషన్',
        text: 'స్నేహితులను మాకు పరిచయం చేసి గ్రాముకు ₹50 కమీషన్ పొందండి.',
      },
    ],
  },
  {
    heading: 'భాగస్వాముల తగ్గింపులు',
    benefits: [
      {
        id: 'tea-venture',
        title: 'భాగస్వామి టీ వ్యాపారంలో 50% వరకు తగ్గింపు',
        text: 'మా భాగస్వామి టీ వ్యాపారంలో 50% వరకు తగ్గింపు పొందండి.',
      },
      {
        id: 'digital-services',
        title: 'డిజిటల్ సేవలపై 30% వరకు తగ్గింపు',
        text: 'మా భాగస్వాముల డిజిటల్ సేవలపై 30% వరకు ఆదా చేసుకోండి.',
      },
      {
        id: 'magazine-features',
        title: 'మ్యాగజైన్ ఫీచర్లపై 50% వరకు తగ్గింపు',
        text: 'మా భాగస్వామి మ్యాగజైన్‌లో ఫీచర్లపై 50% వరకు ఆదా చేసుకోండి.',
      },
    ],
  },
];

export const goldReturnsBenefits: GoldReturnsBenefit[] = goldReturnsBenefitGroups.flatMap((g) => g.benefits);
