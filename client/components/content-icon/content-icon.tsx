import { ICON_VIEWBOX_SIZE, iconSpriteUrl, type IconName } from '../../content/icons';
import './content-icon.css';

/**
 * A decorative icon, drawn inline from the one icon sprite. As an <img>, every SVG file is a
 * document of its own that the page's main thread creates, styles, lays out and paints while
 * the page loads; with <use>, the sprite is fetched and parsed once and each icon is a few
 * shapes in the page's own layout, which takes the main thread less time (docs/performance.md
 * has the measurement). Decorative, so hidden from assistive technology, as the '' alt hid the
 * images.
 */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `content-icon ${className}` : 'content-icon'}
      viewBox={`0 0 ${ICON_VIEWBOX_SIZE} ${ICON_VIEWBOX_SIZE}`}
      width={ICON_VIEWBOX_SIZE}
      height={ICON_VIEWBOX_SIZE}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${iconSpriteUrl}#${name}`} />
    </svg>
  );
}
