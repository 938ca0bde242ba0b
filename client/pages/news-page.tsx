import { PageBanner } from '../components/layout/page-banner';
import { pageMeta } from '../content/page-meta';

export function NewsPage() {
  return <PageBanner heading={pageMeta['/news'].heading} />;
}
