// Hindi twin of ../dialogs.ts: same exports and shapes, Hindi words.
import type * as en from '../dialogs';
import type { DialogText } from '../dialogs';
import type { Translated } from '../types';

export const dialogs = {
  success: { title: 'पूछताछ भेज दी गई', text: 'हमारी टीम जल्द ही आपसे संपर्क करेगी' },
  failure: { title: 'नहीं भेजा जा सका!!!', text: 'कृपया अपनी जानकारी जाँचें और दोबारा कोशिश करें' },
  popupFailure: { title: 'नहीं भेजा जा सका!', text: 'कृपया अपनी जानकारी जाँचें और दोबारा कोशिश करें' },
  network: { title: 'नेटवर्क में गड़बड़ी', text: 'कृपया थोड़ी देर बाद दोबारा कोशिश करें' },
  offline: {
    title: 'इंटरनेट कनेक्शन नहीं है',
    text: 'अभी आप इंटरनेट से जुड़े नहीं हैं। कनेक्शन वापस आते ही आपकी जानकारी अपने-आप भेज दी जाएगी, बस यह पेज खुला रखें।',
  },
  interrupted: {
    title: 'कनेक्शन टूट गया',
    text: 'आपकी जानकारी भेजते समय कनेक्शन टूट गया। कनेक्शन ठीक होते ही इसे अपने-आप फिर से भेज दिया जाएगा, बस यह पेज खुला रखें।',
  },
  tooManyRequests: {
    title: 'बहुत ज़्यादा अनुरोध',
    text: 'आपने थोड़े समय में कई पूछताछ भेजी हैं। कृपया कुछ मिनट रुकें या हमें कॉल करें।',
  },
} satisfies Record<string, DialogText> & Translated<typeof en.dialogs>;
