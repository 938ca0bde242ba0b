import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation: the new page's title and description, the view back at the
 * top, and focus on the main region so screen readers start reading the new page.
 * The titles and descriptions of every page are only needed once the visitor navigates, so
 * they are fetched then (a small chunk) rather than carried in the first-load JS.
 */
export function useRouteChange(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
    let current = true;
    void import('./page-head').then(
      ({ pageHeadFor }) => {
        if (!current) return;
        const head = pageHeadFor(pathname, window.location.origin);
        document.title = head.title;
        document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
        const canonical = document.querySelector('link[rel="canonical"]');
        if (head.canonicalUrl) canonical?.setAttribute('href', head.canonicalUrl);
      },
      () => {
        // Offline between pages: the title and description stay the last page's until the next.
      },
    );
    return () => {
      current = false;
    };
  }, [pathname]);
}
