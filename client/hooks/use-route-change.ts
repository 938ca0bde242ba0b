import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageHeadFor } from '../app/page-head';

/**
 * After a client-side navigation: the new page's title and description, the view back at the
 * top, and focus on the main region so screen readers start reading the new page.
 */
export function useRouteChange(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const head = pageHeadFor(pathname, window.location.origin);
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (head.canonicalUrl) canonical?.setAttribute('href', head.canonicalUrl);
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
