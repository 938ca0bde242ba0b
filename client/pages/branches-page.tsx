import { PageBanner } from '../components/layout/page-banner';
import { pageMeta } from '../content/page-meta';

export function BranchesPage() {
  return <PageBanner heading={pageMeta['/branches'].heading} />;
}
