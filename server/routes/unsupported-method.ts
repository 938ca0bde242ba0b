import type { RequestHandler } from 'express';
import { formAt } from '../../shared/site-pages';
import { splitLocale } from '../../shared/locales';

/** Every path answers GET and HEAD (its page or the 404 page); the form pages also take POST. */
function methodsAt(path: string): string {
  return formAt(splitLocale(path).path) ? 'GET, HEAD, POST' : 'GET, HEAD';
}

/**
 * OPTIONS on a page or a file names its methods, with the same empty 204 everywhere. Express
 * would answer it from each router alone: the page router knows only GET, so POST was left out
 * on the form pages, and robots.txt got a 200 with the methods as its text.
 */
export const addressOptions: RequestHandler = (req, res, next) => {
  if (req.method !== 'OPTIONS') return next();
  res
    .status(204)
    .set('Allow', methodsAt(req.originalUrl.split('?', 1)[0]!))
    .end();
};

/**
 * The end of the chain: a request that gets this far used a method its address does not take,
 * so 405, naming the ones it does. Express's own answer would be a 404 page reading "Cannot PUT
 * /about", which names the framework.
 */
export const unsupportedMethod: RequestHandler = (req, res) => {
  const allow = methodsAt(req.originalUrl.split('?', 1)[0]!);
  res
    .status(405)
    .set('Allow', allow)
    .type('text/plain')
    .send(`Method Not Allowed. This address answers ${allow}.`);
};
