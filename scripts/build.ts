// `npm run build`: the browser bundle and the render entry once per language (English first,
// it also builds the server), each language's builds in order, since the render entry reads
// its client build's manifest. dist/ is emptied first so no language is served from an older
// build. Two languages build at a time: a build is mostly one busy core.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { locales, type Locale } from '../shared/locales.ts';

const run = (locale: Locale, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args], {
      stdio: ['ignore', locale === 'en' ? 'inherit' : 'ignore', 'inherit'],
      env: { ...process.env, SITE_LOCALE: locale },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite build ${args.join(' ')} for ${locale} exited with ${code}`)),
    );
  });

const buildLocale = async (locale: Locale) => {
  const started = Date.now();
  await run(locale, []);
  await run(locale, ['--ssr']);
  console.log(`built ${locale} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

await rm('dist', { recursive: true, force: true });
const [first, ...others] = locales;
await buildLocale(first);
const queue = [...others];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await buildLocale(next);
  }),
);
