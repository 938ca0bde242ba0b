import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Each test
// is a new visitor: what a form kept in sessionStorage (drafts, the pop-up's memory) goes too.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
