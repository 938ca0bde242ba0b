// Telugu twin of ../career.ts: same exports and shapes, Telugu words.
import careerUrl from '../../assets/career.svg?no-inline';
import { company, mailHref } from './company';
import type * as en from '../career';
import type { WhyWorkPoint } from '../career';
import type { ContentImage, ContentLink, Translated } from '../types';

export const careerPage = {
  heading: 'ఉద్యోగాలు',
  introHeading: `${company.name}తో కలిసి పని చేయండి`,
  intro: `${company.name} ${company.foundedYear}లో ప్రారంభమై, దక్షిణ భారతదేశమంతటా వేగంగా ఎదిగింది. మా దగ్గర 200 మందికి పైగా పని చేస్తున్నారు, మా సిబ్బందిలో 60% మహిళలే. మాతో కలిసి ఎదగాలనుకునే వారి కోసం చూస్తున్నాం.`,
  whyHeading: 'మాతో ఎందుకు పని చేయాలి',
  rolesHeading: 'మేము నియమించే ఉద్యోగాలు',
  formHeading: 'ఇప్పుడే దరఖాస్తు చేయండి',
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
    title: 'ఎదుగుదల',
    text: 'మేము కొత్త బ్రాంచ్‌లు, ఫ్రాంచైజీలు ప్రారంభిస్తున్నాం. సంస్థ ఎదిగే కొద్దీ మీకు కొత్త హోదాలు, మరిన్ని బాధ్యతలు వస్తాయి.',
  },
  {
    id: 'inclusive-culture',
    title: 'అందరికీ చోటు',
    text: 'ఇక్కడ అందరికీ స్వాగతం. మా బృందంలో ఎక్కువ మంది మహిళలే, ప్రతి ఒక్కరి మాటకూ మేము విలువ ఇస్తాం.',
  },
  {
    id: 'training',
    title: 'శిక్షణ',
    text: 'బంగారం, కస్టమర్లు, మా పని గురించి మీరు తెలుసుకోవాల్సినవన్నీ నేర్పిస్తాం, తద్వారా మీరు నమ్మకంగా పని చేయగలరు.',
  },
  {
    id: 'compensation',
    title: 'మంచి జీతం',
    text: 'మంచి పనికి న్యాయమైన జీతం ఇస్తాం, మీ ఉద్యోగానికి మార్కెట్‌లో ఉన్న స్థాయిలో.',
  },
];

export const careerFieldLabels = {
  candidate_name: 'పూర్తి పేరు',
  candidate_email: 'ఈమెయిల్',
  phone_number: 'ఫోన్ నంబర్',
  description: 'ఈ ఉద్యోగానికి మీరు ఎందుకు సరిపోతారు?',
  cv: 'రెజ్యూమ్ (PDF, DOC లేదా DOCX, 5 ఎంబీ వరకు)',
} satisfies Translated<typeof en.careerFieldLabels>;

export const howToApply: { heading: string; paragraphs: string[]; emailLink: ContentLink } = {
  heading: 'దరఖాస్తు ఎలా చేయాలి',
  paragraphs: [
    'ఈ పేజీలోని ఫారంలో మీ పేరు, ఈమెయిల్, ఫోన్ నంబర్, ఈ ఉద్యోగానికి మీరు ఎందుకు సరిపోతారో కొన్ని వాక్యాలు నింపండి.',
    'మీ రెజ్యూమ్‌ను 5 ఎంబీ వరకు ఉన్న PDF, DOC లేదా DOCX ఫైల్‌గా జత చేసి, "పంపండి" నొక్కండి.',
    'మీ రెజ్యూమ్‌ను మాకు ఈమెయిల్ కూడా చేయవచ్చు. ఏ ఉద్యోగానికి దరఖాస్తు చేస్తున్నారో తప్పక పేర్కొనండి.',
  ],
  emailLink: {
    href: mailHref('Job application'),
    label: company.email,
    ariaLabel: `మీ రెజ్యూమ్‌ను ఈమెయిల్ చేయండి: ${company.email}`,
  },
};
