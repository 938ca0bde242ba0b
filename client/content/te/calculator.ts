// Telugu twin of ../calculator.ts: same exports and shapes, Telugu words.
import calculatorUrl from '../../assets/calculator.svg?no-inline';
import type * as en from '../calculator';
import type { KaratOption } from '../calculator';
import type { ContentImage, Translated } from '../types';

export const calculatorPage = {
  heading: 'తక్షణ రేట్ల కోసం ఈ వివరాలు నమోదు చేయండి',
  intro: 'మీ బంగారం గురించి చెప్పండి. ఈరోజు రేటు, అంచనా విలువ మీకు తెలియజేస్తాం; మా బృందం మీకు తిరిగి కాల్ చేస్తుంది. బ్రాంచ్‌లో పరీక్ష ఉచితం.',
  selectPlaceholder: 'ఇక్కడ ఎంచుకోండి',
} satisfies Translated<typeof en.calculatorPage>;

export const calculatorImage: ContentImage = {
  src: calculatorUrl,
  width: 600,
  height: 400,
  alt: '',
};

export const goldFieldLabels = {
  full_name: 'పూర్తి పేరు',
  city: 'నగరం',
  gold_grams: 'బంగారం (గ్రాముల్లో)',
  karat_score: 'క్యారెట్',
  phone_number: 'ఫోన్ నంబర్',
  email: 'ఈమెయిల్',
} satisfies Translated<typeof en.goldFieldLabels>;

export const karatOptions: KaratOption[] = [
  { value: 18, label: '18 క్యారెట్' },
  { value: 20, label: '20 క్యారెట్' },
  { value: 22, label: '22 క్యారెట్' },
  { value: 24, label: '24 క్యారెట్' },
  { value: 0, label: 'ఇతర' },
];

export const indicativeValue = {
  label: 'అంచనా విలువ',
  disclaimer:
    'ఇది అంచనా విలువ మాత్రమే: మీరు ఇచ్చిన బరువు, క్యారెట్, ఈరోజు 24 క్యారెట్ రేటు ఆధారంగా లెక్కించాం. బ్రాంచ్‌లో ఉచిత స్వచ్ఛత పరీక్ష తర్వాతే తుది ధర ఖరారవుతుంది.',
} satisfies Translated<typeof en.indicativeValue>;
