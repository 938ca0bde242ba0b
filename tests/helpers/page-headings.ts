import { aboutPage } from '../../client/content/about';
import { branchBySlug, branchPageText, branchesPage } from '../../client/content/branches';
import { calculatorPage } from '../../client/content/calculator';
import { careerPage } from '../../client/content/career';
import { faqPage } from '../../client/content/faq';
import { goldReturnsCardPage } from '../../client/content/gold-returns-card';
import { homePage } from '../../client/content/home';
import { newsPage } from '../../client/content/news';
import { partnerPage } from '../../client/content/partner';
import { servicesPage } from '../../client/content/services';
import { errorPageText } from '../../client/content/site-chrome';
import type { ExactPageId, ParamPageId, PathParams } from '../../shared/site-pages';
import { pageMatch } from './site-paths';

// Each page's <h1> lives in its own content module, so a page's chunk carries its own heading
// only. Tests compare against them all here; a page added to the registry without one here
// does not compile.
export const pageHeadings: Record<ExactPageId | 'not-found', string> & {
  [Id in ParamPageId]: (params: PathParams<Id>) => string;
} = {
  home: homePage.heading,
  about: aboutPage.heading,
  calculator: calculatorPage.heading,
  branches: branchesPage.heading,
  branch: ({ slug }) => branchPageText.heading(branchBySlug(slug)!),
  partner: partnerPage.heading,
  news: newsPage.heading,
  services: servicesPage.heading,
  faq: faqPage.heading,
  'gold-returns-card': goldReturnsCardPage.heading,
  career: careerPage.heading,
  'not-found': errorPageText.heading,
};

/** The <h1> the page at a path shows (the 404 page's for an unknown path). */
export function headingAt(path: string): string {
  const match = pageMatch(path);
  if (!match) return pageHeadings['not-found'];
  const heading = pageHeadings[match.page.id];
  return typeof heading === 'function' ? heading(match.params as PathParams<ParamPageId>) : heading;
}
