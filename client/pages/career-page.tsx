import { PageBanner } from '../components/layout/page-banner';
import { pageMeta } from '../content/page-meta';

export function CareerPage() {
  return <PageBanner heading={pageMeta['/career'].heading} />;
}
