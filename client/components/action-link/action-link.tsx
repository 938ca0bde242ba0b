import { SiteLink } from '../site-link/site-link';
import type { ContentLink } from '../../content/types';
import { ariaLabelFor, LinkText } from './link-text';

/**
 * A content link as an anchor: site paths go through the router (no reload); tel:, mailto:
 * and other sites are plain links, and links that leave the site open in a new tab.
 */
export function ActionLink({ link, className }: { link: ContentLink; className?: string }) {
  if (link.href.startsWith('/')) {
    return (
      <SiteLink to={link.href} className={className} aria-label={ariaLabelFor(link)}>
        <LinkText link={link} />
      </SiteLink>
    );
  }
  const external = link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={link.href} className={className} aria-label={ariaLabelFor(link)} {...external}>
      <LinkText link={link} />
    </a>
  );
}
