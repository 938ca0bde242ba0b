// Hindi twin of ../navigation.ts: same exports and shapes, Hindi words.
import { siteMenus } from '../../lib/site-menus';

export const { mainMenu, footerLinks } = siteMenus({
  mainMenu: {
    home: 'होम',
    about: 'हमारे बारे में',
    calculator: 'कैलकुलेटर',
    branches: 'ब्रांच',
    partner: 'पार्टनर',
    news: 'समाचार',
    services: 'सेवाएँ',
    faq: 'सवाल-जवाब',
    'gold-returns-card': 'गोल्ड रिटर्न्स कार्ड',
    career: 'करियर',
  },
  footer: {
    home: 'होम',
    about: 'हमारे बारे में',
    calculator: 'कैलकुलेटर',
    branches: 'ब्रांच',
    partner: 'पार्टनर',
    news: 'समाचार और ऑफ़र',
    services: 'सेवाएँ',
    faq: 'सवाल-जवाब',
    'gold-returns-card': 'गोल्ड रिटर्न्स कार्ड',
  },
});
