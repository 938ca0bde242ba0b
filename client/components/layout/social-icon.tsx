import type { SocialLink } from '../../content/company';
import spriteUrl from './social-icons.svg';

// Simple glyphs of our own, drawn on a 24-unit grid, kept in one SVG sprite file (cached
// immutable with the other hashed assets) instead of path data in the JS and in every page's
// HTML. The link around each icon carries its accessible name.
export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg className="social-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${network}`} />
    </svg>
  );
}
