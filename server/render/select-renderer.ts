import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Renderer } from './renderer';

// Two levels below the project root both as source (server/render/) and once bundled into
// dist/server/index.js.
const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '..', '..');
export const distDir = path.join(projectRoot, 'dist');

/** The one place where development and production differ. */
export async function selectRenderer(production: boolean): Promise<Renderer> {
  if (production) {
    const { createProdRenderer } = await import('./create-prod-renderer');
    return createProdRenderer(distDir);
  }
  const { createDevRenderer } = await import('./create-dev-renderer');
  return createDevRenderer(projectRoot);
}
