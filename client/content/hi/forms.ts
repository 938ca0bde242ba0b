// Hindi twin of ../forms.ts: same exports and shapes, Hindi words.
import type { DialogText } from '../forms';
import type { Translated } from '../types';
import type * as en from '../forms';

export const dialogs = {
  success: { title: 'पूछताछ भेज दी गई', text: 'हमारी टीम जल्द ही आपसे संपर्क करेगी' },
  failure: { title: 'नहीं भेजा जा सका!!!', text: 'कृपया अपनी जानकारी जाँचें और दोबारा कोशिश करें' },
  popupFailure: { title: 'नहीं भेजा जा सका!', text: 'कृपया अपनी जानकारी जाँचें और दोबारा कोशिश करें' },
  network: { title: 'नेटवर्क में गड़बड़ी', text: 'कृपया थोड़ी देर बाद दोबारा कोशिश करें' },
  offline: {
    title: 'इंटरनेट कनेक्शन नहीं है',
    text: 'अभी आप इंटरनेट से जुड़े नहीं हैं। कनेक्शन वापस आते ही आपकी जानकारी अपने-आप भेज दी जाएगी, बस यह पेज खुला रखें।',
  },
  tooManyRequests: {
    title: 'बहुत ज़्यादा अनुरोध',
    text: 'आपने थोड़े समय में कई पूछताछ भेजी हैं। कृपया कुछ मिनट रुकें या हमें कॉल करें।',
  },
} satisfies Record<string, DialogText> & Translated<typeof en.dialogs>;

export const buttonLabels = {
  submit: 'भेजें',
  submitting: 'भेजा जा रहा है...',
  close: 'बंद करें',
  ok: 'ठीक है',
} satisfies Translated<typeof en.buttonLabels>;

export const phoneHints = {
  digitsOnly: '10 से 15 अंक',
  flexible: '10 से 15 अंक; स्पेस, डैश और शुरू में + लगा सकते हैं',
} satisfies Translated<typeof en.phoneHints>;

export const honeypotLabel = 'इस खाने को खाली छोड़ें';
