import { PageBanner } from '../components/layout/page-banner';
import { pageMeta } from '../content/page-meta';

export function FaqPage() {
  return <PageBanner heading={pageMeta['/faq'].heading} />;
}
