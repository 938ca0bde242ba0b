import type { RequestHandler } from 'express';

// What browsers, bots and pages open since a release ask for on their own: icons, scripts and
// styles of an older build, images. No page has such a name.
const FILE_NAME = /\.(?:ico|png|jpe?g|gif|webp|avif|svg|js|mjs|css|map|woff2?|ttf|json|webmanifest)$/i;

/**
 * A file that is not there gets a short plain 404. The 404 page is for people: rendering it
 * for every /favicon.ico a bot asks for, or for each chunk of the build before a release that
 * an open tab still loads, costs a render and answers a script request with a page of HTML.
 */
export const missingFiles: RequestHandler = (req, res, next) => {
  if (
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    !(req.path.startsWith('/assets/') || FILE_NAME.test(req.path))
  )
    return next();
  res.status(404).type('text/plain').set('Cache-Control', 'no-cache').send('Not Found');
};
