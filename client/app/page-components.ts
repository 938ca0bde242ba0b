import type { ComponentType } from 'react';
import { HomePage } from '../pages/home-page';
import { AboutPage } from '../pages/about-page';
import { CalculatorPage } from '../pages/calculator-page';
import { BranchesPage } from '../pages/branches-page';
import { PartnerPage } from '../pages/partner-page';
import { NewsPage } from '../pages/news-page';
import { ServicesPage } from '../pages/services-page';
import { FaqPage } from '../pages/faq-page';
import { GoldReturnsCardPage } from '../pages/gold-returns-card-page';
import { CareerPage } from '../pages/career-page';
import type { PageId } from './route-table';

export const pageComponents: Record<PageId, ComponentType> = {
  'home': HomePage,
  'about': AboutPage,
  'calculator': CalculatorPage,
  'branches': BranchesPage,
  'partner': PartnerPage,
  'news': NewsPage,
  'services': ServicesPage,
  'faq': FaqPage,
  'gold-returns-card': GoldReturnsCardPage,
  'career': CareerPage,
};
