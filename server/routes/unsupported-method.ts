import type { RequestHandler } from 'express';
import { FORM_PAGES } from '../leads/form-pages';

/**
 * The end of the chain. Every path answers GET and HEAD (its page or the 404 page) and the
 * form pages also take POST, so a request that gets this far used a method its address does
 * not take: 405, naming the ones it does. Express's own answer would be a 404 page reading
 * "Cannot PUT /about", which names the framework.
 */
export const unsupportedMethod: RequestHandler = (req, res) => {
  const allow = Object.hasOwn(FORM_PAGES, req.path) ? 'GET, HEAD, POST' : 'GET, HEAD';
  res.status(405).set('Allow', allow).type('text/plain').send(`Method Not Allowed. This address answers ${allow}.`);
};
