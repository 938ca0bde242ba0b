// The registry's other half is a folder per page (client/pages/<id>/page.tsx). A missing one
// compiles and builds, and only the server's start would say so; this says it in a second.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePages } from '../../shared/site-pages';

const pagesDir = path.resolve(import.meta.dirname, '../../client/pages');

describe('page folders', () => {
  it('every page of the registry has its page.tsx, and every page.tsx a page in the registry', () => {
    const missing = sitePages
      .filter((page) => !existsSync(path.join(pagesDir, page.id, 'page.tsx')))
      .map((page) => `client/pages/${page.id}/page.tsx`);
    expect(missing).toEqual([]);
    const ids = new Set<string>(sitePages.map((page) => page.id));
    const orphans = readdirSync(pagesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(pagesDir, entry.name, 'page.tsx')))
      .map((entry) => entry.name)
      .filter((id) => !ids.has(id));
    expect(orphans).toEqual([]);
  });
});
