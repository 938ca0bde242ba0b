import { PageBanner } from '../components/layout/page-banner';
import { pageMeta } from '../content/page-meta';

export function CalculatorPage() {
  return <PageBanner heading={pageMeta['/calculator'].heading} />;
}
