import { PageBanner } from '../components/layout/page-banner';
import { pageMeta } from '../content/page-meta';

export function ServicesPage() {
  return <PageBanner heading={pageMeta['/services'].heading} />;
}
