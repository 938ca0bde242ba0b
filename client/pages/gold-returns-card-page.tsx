import { PageBanner } from '../components/layout/page-banner';
import { pageMeta } from '../content/page-meta';

export function GoldReturnsCardPage() {
  return <PageBanner heading={pageMeta['/gold-returns-card'].heading} />;
}
