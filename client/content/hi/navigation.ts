// Hindi twin of ../navigation.ts: same exports and shapes, Hindi words.
import { sitePages, type ExactPage, type ExactPageId } from '../../../shared/site-pages';
import type { NavLink } from '../navigation';

const mainMenuLabels: Record<ExactPageId, string> = {
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
};

type FooterPageId = Exclude<ExactPageId, Extract<ExactPage, { footer: false }>['id']>;

const menuPages = sitePages.filter((page): page is ExactPage => !page.path.includes(':'));

const footerLabels: Record<FooterPageId, string> = {
  home: 'होम',
  about: 'हमारे बारे में',
  calculator: 'कैलकुलेटर',
  branches: 'ब्रांच',
  partner: 'पार्टनर',
  news: 'समाचार और ऑफ़र',
  services: 'सेवाएँ',
  faq: 'सवाल-जवाब',
  'gold-returns-card': 'गोल्ड रिटर्न्स कार्ड',
};

export const mainMenu: NavLink[] = menuPages.map((page) => ({
  to: page.path,
  label: mainMenuLabels[page.id],
}));

export const footerLinks: NavLink[] = menuPages.flatMap((page) => {
  const footer = 'footer' in page ? page.footer : page.path;
  return footer === false ? [] : [{ to: footer, label: footerLabels[page.id as FooterPageId] }];
});
