// Tamil twin of ../navigation.ts: same exports and shapes, Tamil words.
import { siteMenus } from '../../lib/site-menus';

export const { mainMenu, footerLinks } = siteMenus({
  mainMenu: {
    home: 'முகப்பு',
    about: 'எங்களைப் பற்றி',
    calculator: 'கணக்கீடு',
    branches: 'கிளைகள்',
    partner: 'பங்குதாரர்',
    news: 'செய்திகள்',
    services: 'சேவைகள்',
    faq: 'கேள்வி-பதில்',
    'gold-returns-card': 'கோல்டு கார்டு',
    career: 'வேலைகள்',
  },
  footer: {
    home: 'முகப்பு',
    about: 'எங்களைப் பற்றி',
    calculator: 'கால்குலேட்டர்',
    branches: 'கிளைகள்',
    partner: 'பங்குதாரர்கள்',
    news: 'செய்திகளும் சலுகைகளும்',
    services: 'சேவைகள்',
    faq: 'கேள்வி-பதில்',
    'gold-returns-card': 'கோல்டு ரிட்டர்ன்ஸ் கார்டு',
  },
});
