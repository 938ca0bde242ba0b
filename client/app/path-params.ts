import { branchSlugs } from '../content/branches';
import type { PathParamValues } from '../../shared/site-pages';

// The values of every `:name` segment in the site registry, from the content: the server reads
// them through the render entry (statuses, the sitemap, the warm-up), tests and benchmarks
// directly. Slugs only; the browser's shell never imports this.
export const pathParams: PathParamValues = {
  branch: { slug: branchSlugs },
};
