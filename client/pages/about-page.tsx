import { PageBanner } from '../components/layout/page-banner';
import { pageMeta } from '../content/page-meta';

export function AboutPage() {
  return <PageBanner heading={pageMeta['/about'].heading} />;
}
