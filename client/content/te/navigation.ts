// Telugu twin of ../navigation.ts: same exports and shapes, Telugu words.
import { siteMenus } from '../../lib/site-menus';

export const { mainMenu, footerLinks } = siteMenus({
  mainMenu: {
    home: 'హోమ్',
    about: 'మా గురించి',
    calculator: 'క్యాలిక్యులేటర్',
    branches: 'బ్రాంచ్‌లు',
    partner: 'భాగస్వాములు',
    news: 'వార్తలు',
    services: 'సేవలు',
    faq: 'ప్రశ్నలు-జవాబులు',
    'gold-returns-card': 'గోల్డ్ రిటర్న్స్ కార్డ్',
    career: 'ఉద్యోగాలు',
  },
  footer: {
    home: 'హోమ్',
    about: 'మా గురించి',
    calculator: 'క్యాలిక్యులేటర్',
    branches: 'బ్రాంచ్‌లు',
    partner: 'భాగస్వాములు',
    news: 'వార్తలు, ఆఫర్లు',
    services: 'సేవలు',
    faq: 'ప్రశ్నలు-జవాబులు',
    'gold-returns-card': 'గోల్డ్ రిటర్న్స్ కార్డ్',
  },
});
