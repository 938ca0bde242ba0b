// Telugu twin of ../dialogs.ts: same exports and shapes, Telugu words.
import type * as en from '../dialogs';
import type { Translated } from '../types';

export const dialogs = {
  success: { title: 'ఎంక్వైరీ అందింది', text: 'మా బృందం త్వరలో మిమ్మల్ని సంప్రదిస్తుంది' },
  failure: { title: 'విఫలమైంది!!!', text: 'దయచేసి మీ వివరాలు సరిచూసి మళ్లీ ప్రయత్నించండి' },
  popupFailure: { title: 'విఫలమైంది!', text: 'దయచేసి మీ వివరాలు సరిచూసి మళ్లీ ప్రయత్నించండి' },
  network: { title: 'నెట్‌వర్క్ లోపం', text: 'దయచేసి కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి' },
  offline: {
    title: 'ఇంటర్నెట్ కనెక్షన్ లేదు',
    text: 'ప్రస్తుతం మీ పరికరం ఇంటర్నెట్‌కు కనెక్ట్ అయి లేదు. ఈ పేజీ తెరిచి ఉంటే, కనెక్షన్ తిరిగి రాగానే మీ వివరాలు వాటంతట అవే పంపబడతాయి.',
  },
  interrupted: {
    title: 'కనెక్షన్ తెగిపోయింది',
    text: 'మీ వివరాలు పంపుతుండగా కనెక్షన్ తెగిపోయింది. ఈ పేజీ తెరిచి ఉంటే, కనెక్షన్ సరైన వెంటనే అవి వాటంతట అవే మళ్లీ పంపబడతాయి.',
  },
  tooManyRequests: {
    title: 'చాలా ఎక్కువ అభ్యర్థనలు',
    text: 'మీరు తక్కువ సమయంలో చాలా ఎంక్వైరీలు పంపారు. దయచేసి కొన్ని నిమిషాలు ఆగండి, లేదా మాకు కాల్ చేయండి.',
  },
} satisfies Translated<typeof en.dialogs>;
