// Kannada twin of ../dialogs.ts: same exports and shapes, Kannada words.
import type * as en from '../dialogs';
import type { DialogText } from '../dialogs';
import type { Translated } from '../types';

export const dialogs = {
  success: { title: 'ವಿಚಾರಣೆ ಸಲ್ಲಿಕೆಯಾಗಿದೆ', text: 'ನಮ್ಮ ತಂಡ ಶೀಘ್ರದಲ್ಲೇ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತದೆ' },
  failure: { title: 'ವಿಫಲವಾಗಿದೆ!!!', text: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ವಿವರಗಳನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ' },
  popupFailure: { title: 'ವಿಫಲವಾಗಿದೆ!', text: 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ವಿವರಗಳನ್ನು ಪರಿಶೀಲಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ' },
  network: { title: 'ನೆಟ್‌ವರ್ಕ್ ದೋಷ', text: 'ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ' },
  offline: {
    title: 'ಇಂಟರ್ನೆಟ್ ಸಂಪರ್ಕವಿಲ್ಲ',
    text: 'ಈಗ ನೀವು ಇಂಟರ್ನೆಟ್‌ಗೆ ಸಂಪರ್ಕಗೊಂಡಿಲ್ಲ. ಈ ಪುಟ ತೆರೆದಿರುವವರೆಗೆ, ಸಂಪರ್ಕ ಮರಳಿದ ಕೂಡಲೇ ನಿಮ್ಮ ವಿವರಗಳು ತಾನಾಗಿಯೇ ಕಳುಹಿಸಲ್ಪಡುತ್ತವೆ.',
  },
  interrupted: {
    title: 'ಸಂಪರ್ಕ ಕಡಿತಗೊಂಡಿದೆ',
    text: 'ನಿಮ್ಮ ವಿವರಗಳನ್ನು ಕಳುಹಿಸುವಾಗ ಸಂಪರ್ಕ ಕಡಿತಗೊಂಡಿತು. ಈ ಪುಟ ತೆರೆದಿರುವವರೆಗೆ, ಸಂಪರ್ಕ ಸರಿಯಾದ ಕೂಡಲೇ ಅವು ತಾನಾಗಿಯೇ ಮತ್ತೆ ಕಳುಹಿಸಲ್ಪಡುತ್ತವೆ.',
  },
  tooManyRequests: {
    title: 'ಅತಿ ಹೆಚ್ಚು ವಿನಂತಿಗಳು',
    text: 'ನೀವು ಕಡಿಮೆ ಸಮಯದಲ್ಲಿ ಹಲವು ವಿಚಾರಣೆಗಳನ್ನು ಕಳುಹಿಸಿದ್ದೀರಿ. ದಯವಿಟ್ಟು ಕೆಲವು ನಿಮಿಷ ಕಾಯಿರಿ ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.',
  },
} satisfies Record<string, DialogText> & Translated<typeof en.dialogs>;
