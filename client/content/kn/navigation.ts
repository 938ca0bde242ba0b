// Kannada twin of ../navigation.ts: same exports and shapes, Kannada words.
import { sitePages, type ExactPage, type ExactPageId } from '../../../shared/site-pages';
import type { NavLink } from '../navigation';

const mainMenuLabels: Record<ExactPageId, string> = {
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
};

type FooterPageId = Exclude<ExactPageId, Extract<ExactPage, { footer: false }>['id']>;

const menuPages = sitePages.filter((page): page is ExactPage => !page.path.includes(':'));

const footerLabels: Record<FooterPageId, string> = {
  home: 'ಮುಖಪುಟ',
  about: 'ನಮ್ಮ ಬಗ್ಗೆ',
  calculator: 'ಕ್ಯಾಲ್ಕುಲೇಟರ್',
  branches: 'ಶಾಖೆಗಳು',
  partner: 'ಪಾಲುದಾರರು',
  news: 'ಸುದ್ದಿ ಮತ್ತು ಕೊಡುಗೆಗಳು',
  services: 'ಸೇವೆಗಳು',
  faq: 'ಪ್ರಶ್ನೋತ್ತರ',
  'gold-returns-card': 'ಗೋಲ್ಡ್ ರಿಟರ್ನ್ಸ್ ಕಾರ್ಡ್',
};

export const mainMenu: NavLink[] = menuPages.map((page) => ({
  to: page.path,
  label: mainMenuLabels[page.id],
}));

export const footerLinks: NavLink[] = menuPages.flatMap((page) => {
  const footer = 'footer' in page ? page.footer : page.path;
  return footer === false ? [] : [{ to: footer, label: footerLabels[page.id as FooterPageId] }];
});
