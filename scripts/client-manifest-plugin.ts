import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:client-manifest';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/**
 * `import manifest from 'virtual:client-manifest'` gives the server bundle the client build's
 * manifest (dist/client/.vite/manifest.json), so the render entry can name the hashed chunk of
 * the page it renders (client/app/route-assets.ts). `npm run build` builds the client first.
 * In development (Vite serves modules unbundled) and in the client bundle it is `null`.
 */
export function clientManifest(options: { clientOutDir: string }): Plugin {
  let root = process.cwd();
  let ssrBuild = false;
  return {
    name: 'purity:client-manifest',
    configResolved(config) {
      root = config.root;
      ssrBuild = config.command === 'build' && Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!ssrBuild) return 'export default null;';
      const file = path.resolve(root, options.clientOutDir, '.vite', 'manifest.json');
      const json = await readFile(file, 'utf8').catch(() => {
        throw new Error(
          `${file} is missing: build the client ("vite build") before the server ("vite build --ssr").`,
        );
      });
      return `export default ${json.trim()};`;
    },
  };
}
