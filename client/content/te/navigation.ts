// Telugu twin of ../navigation.ts: same exports and shapes, Telugu words.
import { sitePages, type ExactPage, type ExactPageId } from '../../../shared/site-pages';
import type { NavLink } from '../navigation';

const mainMenuLabels: Record<ExactPageId, string> = {
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
};

type FooterPageId = Exclude<ExactPageId, Extract<ExactPage, { footer: false }>['id']>;

const menuPages = sitePages.filter((page): page is ExactPage => !page.path.includes(':'));

const footerLabels: Record<FooterPageId, string> = {
  home: 'హోమ్',
  about: 'మా గురించి',
  calculator: 'క్యాలిక్యులేటర్',
  branches: 'బ్రాంచ్‌లు',
  partner: 'భాగస్వాములు',
  news: 'వార్తలు, ఆఫర్లు',
  services: 'సేవలు',
  faq: 'ప్రశ్నలు-జవాబులు',
  'gold-returns-card': 'గోల్డ్ రిటర్న్స్ కార్డ్',
};

export const mainMenu: NavLink[] = menuPages.map((page) => ({
  to: page.path,
  label: mainMenuLabels[page.id],
}));

export const footerLinks: NavLink[] = menuPages.flatMap((page) => {
  const footer = 'footer' in page ? page.footer : page.path;
  return footer === false ? [] : [{ to: footer, label: footerLabels[page.id as FooterPageId] }];
});
