// Kannada twin of ../navigation.ts: same exports and shapes, Kannada words.
import { siteMenus } from '../../lib/site-menus';

export const { mainMenu, footerLinks } = siteMenus({
  mainMenu: {
    home: 'ಮುಖಪುಟ',
    about: 'ನಮ್ಮ ಬಗ್ಗೆ',
    calculator: 'ಕ್ಯಾಲ್ಕುಲೇಟರ್',
    branches: 'ಶಾಖೆಗಳು',
    partner: 'ಪಾಲುದಾರರು',
    news: 'ಸುದ್ದಿ',
    services: 'ಸೇವೆಗಳು',
    faq: 'ಪ್ರಶ್ನೋತ್ತರ',
    'gold-returns-card': 'ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್',
    career: 'ಉದ್ಯೋಗಗಳು',
  },
  footer: {
    home: 'ಮುಖಪುಟ',
    about: 'ನಮ್ಮ ಬಗ್ಗೆ',
    calculator: 'ಕ್ಯಾಲ್ಕುಲೇಟರ್',
    branches: 'ಶಾಖೆಗಳು',
    partner: 'ಪಾಲುದಾರರು',
    news: 'ಸುದ್ದಿ ಮತ್ತು ಕೊಡುಗೆಗಳು',
    services: 'ಸೇವೆಗಳು',
    faq: 'ಪ್ರಶ್ನೋತ್ತರ',
    'gold-returns-card': 'ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್',
  },
});
