import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Renderer } from './renderer';

// Two levels below the project root both as source (server/render/) and once bundled into
// dist/server/index.js.
const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '..', '..');
export const distDir = path.join(projectRoot, 'dist');

/**
 * Where pages come from: the built bundles, or Vite rendering the sources on demand. The
 * server that will listen is passed so development's HMR websocket can share its port.
 */
export async function selectRenderer(production: boolean, httpServer: Server): Promise<Renderer> {
  if (production) {
    const { createProdRenderer } = await import('./create-prod-renderer');
    return createProdRenderer(distDir);
  }
  const { createDevRenderer } = await import('./create-dev-renderer');
  return createDevRenderer(projectRoot, httpServer);
}
