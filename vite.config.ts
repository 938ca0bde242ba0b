import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin.ts';
import { trimReactRouter } from './scripts/trim-react-router-plugin.ts';
import { reactDomSentinels } from './scripts/react-dom-sentinels-plugin.ts';
import { clientManifest } from './scripts/client-manifest-plugin.ts';
import { directDynamicImport } from './scripts/direct-dynamic-import-plugin.ts';
import { contentLanguage, localeDistDir, siteLocaleFromEnv } from './scripts/content-language-plugin.ts';
import { SITE_LOCALE_KEY } from './shared/locales.ts';

// One config for the two builds and the tests.
// `vite build` makes the browser bundle (dist/client, hashed assets + manifest);
// `vite build --ssr` makes the Node bundle (dist/server): the Express server and the
// React render entry, kept as two files so the server reaches React only through
// `render()` and can load it lazily in production.
const FRAMEWORK_MODULE = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

const PAGE_MODULE = /[\\/]client[\\/]pages[\\/]([^\\/]+)[\\/]page\.tsx$/;

// Our own code (not a dependency): what the 'page-parts' group below may take.
const CLIENT_MODULE = /^(?!.*[\\/]node_modules[\\/]).*[\\/](client|shared)[\\/]/;

// What reads an Indian script's digits as 0-9: the 'typed-digits' group below.
const TYPED_DIGITS_MODULE =
  /[\\/](shared[\\/]western-digits|client[\\/]features[\\/]lead-forms[\\/]phone-typing)\.ts$/;

// The language this build is for (SITE_LOCALE; English by default). scripts/build.ts runs the
// two builds once per language; English goes to dist/, the others to dist/locales/<lang>/.
const locale = siteLocaleFromEnv();
const outDir = localeDistDir(locale);

export default defineConfig(async ({ isSsrBuild, mode }): Promise<ViteUserConfig> => ({
  define: { [SITE_LOCALE_KEY]: JSON.stringify(locale) },
  plugins: [
    contentLanguage(),
    react(),
    trimReactRouter(),
    reactDomSentinels(),
    directDynamicImport(),
    clientManifest({ clientOutDir: `${outDir}/client` }),
    precompress(),
  ],
  // Vite writes this placeholder as `nonce` on every script and style it injects;
  // the server swaps it for the request's fresh nonce (see server/render/html-template.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  build: isSsrBuild
    ? {
        outDir: `${outDir}/server`,
        emptyOutDir: true,
        target: 'node20',
        // Same asset URLs as the client build (below), or hydration would see other markup.
        assetsInlineLimit: 0,
        rollupOptions: {
          // The server itself once, with the English build; every language has a render entry.
          input: {
            ...(locale === 'en' ? { index: 'server/index.ts' } : {}),
            'entry-server': 'client/entry-server.tsx',
          } as Record<string, string>,
        },
      }
    : {
        outDir: `${outDir}/client`,
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // First-load budget (docs/performance.md): artwork is fetched as files (cached
        // immutable, pre-compressed), never inlined as data URLs into the JS.
        assetsInlineLimit: 0,
        // One stylesheet for the whole site, linked in every page's <head>: no style flash when
        // a lazily loaded page arrives, and no CSS-loading runtime in the entry chunk.
        cssCodeSplit: false,
        // The server lists the current page's chunks itself (client/app/route-assets.ts) and
        // boot.ts requests them, so Vite's preload links and polyfill are dead weight.
        modulePreload: false,
        rollupOptions: {
          output: {
            // Every page's module is page.tsx in its own folder (client/pages/<id>/): name its
            // chunk after the folder, so the files say which page they are.
            chunkFileNames: (chunk) => {
              const page = PAGE_MODULE.exec(chunk.facadeModuleId ?? '');
              return page ? `assets/${page[1]}-page-[hash].js` : 'assets/[name]-[hash].js';
            },
            // React and react-router in one long-cached file that every page hydrates with. Left
            // alone, the bundler cuts them into several small shared chunks, and every file
            // compresses on its own (more bytes, more requests). Rolldown keeps its CommonJS
            // interop helpers in a small file of their own: its runtime module never reaches
            // a group's test, so it cannot be grouped here.
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK_MODULE },
                // The parts most pages share (section headers, images, page headings...) in one
                // file instead of a small chunk each: a module of ours goes there once six or
                // more entry chunks (pages, the app entry) import it, which is more than half the
                // pages. Fewer and the lead-form code joins, which most pages never load; more and
                // the pages that share several small parts fetch them one by one. No list to keep:
                // a new shared part or a moved page is grouped by the same rule.
                // docs/decisions/005-build-plugins.md has the measurements.
                { name: 'page-parts', test: CLIENT_MODULE, minShareCount: 6 },
                // An Indian script's digits read as 0-9: the forms' phone typing and the branch
                // finder both need it. Apart, the one small module they share is a chunk of its
                // own: a request and about a hundred bytes more on every form page.
                { name: 'typed-digits', test: TYPED_DIGITS_MODULE },
              ],
            },
          },
        },
      },
  ssr: {
    // Swiper ships CSS and ESM-only files that Node cannot import bare.
    noExternal: ['swiper'],
  },
  test: {
    // Three files at a time on two cores: the browser tests and the cluster wait on timers and
    // sockets for much of their time, so a third file fills what would be idle.
    maxWorkers: 3,
    // Imported under vitest only: the builds have no use for the test runner's code.
    sequence:
      mode === 'test'
        ? { sequencer: (await import('./tests/helpers/cluster-first-sequencer.ts')).ClusterFirstSequencer }
        : {},
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
          // A form test types every field as a visitor does, one key event at a time: CPU work
          // that takes several times as long on a busy machine as on a quiet one, where the
          // slowest ones already use half of the default 5 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // What the tests poll for (a slide that has moved, a dialog that has closed) takes
          // many times longer on a busy machine than on a quiet one: the default second is not
          // enough there, and a state that does come is all the tests ask for.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Redis, nginx and three instances on the fixed ports of deploy/nginx/: the project keeps
          // to this one file, which spends most of its time waiting (an outage, a drain), so it
          // runs beside the other projects' files.
        },
      },
    ],
  },
}));
