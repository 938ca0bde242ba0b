import { PageBanner } from '../components/layout/page-banner';
import { pageMeta } from '../content/page-meta';

export function PartnerPage() {
  return <PageBanner heading={pageMeta['/partner'].heading} />;
}
