import { describe } from 'vitest';
import { expectNoViolations, otherLanguageRoutes, test } from '../helpers/axe';

// axe-core (as in a11y.test.ts) on every page in the other languages at a desktop's width. The
// phone's width has a file of its own, so that the two can run side by side.
describe('axe-core in the other languages', () => {
  test.for(otherLanguageRoutes)('%s has no violations at 1280 px', (route, { open }) =>
    expectNoViolations(open, route, 1280),
  );
});
