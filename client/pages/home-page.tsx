import { PageBanner } from '../components/layout/page-banner';
import { pageMeta } from '../content/page-meta';

export function HomePage() {
  return <PageBanner heading={pageMeta['/'].heading} />;
}
