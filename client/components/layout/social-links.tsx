import type { SocialLink } from '../../content/company';
import spriteUrl from './social-icons.svg';

interface SocialLinksProps {
  links: SocialLink[];
  /** The list's accessible name: the top bar and the footer each say what it is for. */
  label: string;
  className: string;
}

/** A row of icon links to the company's social pages, each opening in a new tab. */
export function SocialLinks({ links, label, className }: SocialLinksProps) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.href} aria-label={link.label} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

// Simple glyphs of our own, drawn on a 24-unit grid, kept in one SVG sprite file (cached
// immutable with the other hashed assets) instead of path data in the JS and in every page's
// HTML. The link around each icon carries its accessible name.
function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg
      className="social-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${network}`} />
    </svg>
  );
}
