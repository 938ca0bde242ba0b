// Tamil twin of ../navigation.ts: same exports and shapes, Tamil words.
import { sitePages, type ExactPage, type ExactPageId } from '../../../shared/site-pages';
import type { NavLink } from '../navigation';

const mainMenuLabels: Record<ExactPageId, string> = {
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
};

const menuPages = sitePages.filter((page): page is ExactPage => !page.path.includes(':'));

const footerLabels: Record<Exclude<ExactPageId, Extract<ExactPage, { footer: false }>['id']>, string> = {
  home: 'முகப்பு',
  about: 'எங்களைப் பற்றி',
  calculator: 'கால்குலேட்டர்',
  branches: 'கிளைகள்',
  partner: 'பங்குதாரர்கள்',
  news: 'செய்திகளும் சலுகைகளும்',
  services: 'சேவைகள்',
  faq: 'கேள்வி-பதில்',
  'gold-returns-card': 'கோல்டு ரிட்டர்ன்ஸ் கார்டு',
};

export const mainMenu: NavLink[] = menuPages.map((page) => ({
  to: page.path,
  label: mainMenuLabels[page.id],
}));

export const footerLinks: NavLink[] = menuPages.flatMap((page) => {
  const footer = 'footer' in page ? page.footer : page.path;
  return footer === false ? [] : [{ to: footer, label: footerLabels[page.id as keyof typeof footerLabels] }];
});
