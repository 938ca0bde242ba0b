import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry (the FAQ tabs) instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (the FAQ tabs switch content in place). */
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the site: a real <a href>, so it works before hydration and without
 * JavaScript; once hydrated, a plain left click navigates through the router instead of
 * loading a document. These two router hooks are all such a link needs; react-router's own
 * <Link> adds route-module prefetching and server-component support this site never uses,
 * and every page's first-load JS would carry it (its size: docs/performance.md, "Figures
 * behind code comments").
 */
export function SiteLink({
  to,
  replace,
  preventScrollReset,
  onClick,
  target,
  ref,
  ...anchor
}: SiteLinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler(to, { replace, preventScrollReset, target });
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigateOnClick(event);
      }}
    />
  );
}
