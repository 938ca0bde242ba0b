import { requestTarget } from '../http/request-target';
import { PAGE_FORM_KEY_PARAM } from '../../shared/page-form-key';

// Share links arrive tagged by whoever carried them; the tags change nothing on the page.
const TRACKING_PARAM = /^(utm_\w+|fbclid|gclid|msclkid|igshid)$/i;

/** Query parameters a page is the same without: its links must not pass them on. */
const unseen = (name: string) => TRACKING_PARAM.test(name) || name === PAGE_FORM_KEY_PARAM;

/**
 * The URL a page is rendered (and the rendered-page cache keeps it) under: the request's, less
 * tracking tags and the page key a plain form post carries (shared/page-form-key.ts), which
 * the page of a refused post would otherwise hand on in its language links.
 */
export function pageUrl(url: string): string {
  const target = requestTarget(url);
  const queryStart = target.indexOf('?');
  if (queryStart === -1) return target;
  const params = new URLSearchParams(target.slice(queryStart + 1));
  const names = [...params.keys()].filter(unseen);
  if (names.length === 0) return target;
  for (const name of names) params.delete(name);
  const search = params.toString();
  return target.slice(0, queryStart) + (search ? `?${search}` : '');
}
