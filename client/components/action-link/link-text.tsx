import type { ContentLink } from '../../content/types';

/**
 * A link's visible label, plus the rest of its accessible name as visually hidden text when
 * that name starts with the label ("Learn More" + " about renting gold"). Screen readers,
 * link lists and search engines then all get the full text, and the name still begins with
 * what sighted voice-control users see (WCAG 2.5.3).
 */
export function LinkText({ link }: { link: Pick<ContentLink, 'label' | 'ariaLabel'> }) {
  const suffix = hiddenSuffix(link);
  return suffix === null ? (
    <>{link.label}</>
  ) : (
    <>
      {link.label}
      <span className="visually-hidden">{suffix}</span>
    </>
  );
}

/** The aria-label a link still needs when its name cannot be built from visible text. */
export function ariaLabelFor(link: Pick<ContentLink, 'label' | 'ariaLabel'>): string | undefined {
  return hiddenSuffix(link) === null ? link.ariaLabel : undefined;
}

function hiddenSuffix({ label, ariaLabel }: Pick<ContentLink, 'label' | 'ariaLabel'>): string | null {
  if (
    !ariaLabel ||
    !ariaLabel.toLowerCase().startsWith(label.toLowerCase()) ||
    ariaLabel.length === label.length
  )
    return null;
  return ariaLabel.slice(label.length);
}
