import type { ContentImage as Image } from '../../content/types';

/**
 * How soon the browser should fetch an image:
 * - 'lcp': the one image per page that is its largest first paint (the home hero's first
 *   slide, the lead image beside a form) - never lazy, fetched with high priority;
 * - 'lazy': everything else, fetched as it nears the viewport.
 */
export type ImagePriority = 'lcp' | 'lazy';

export function ContentImage({
  image,
  priority = 'lazy',
  className,
}: {
  image: Image;
  priority?: ImagePriority;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority === 'lazy' ? 'lazy' : undefined}
      decoding={priority === 'lcp' ? undefined : 'async'}
      fetchPriority={priority === 'lcp' ? 'high' : undefined}
    />
  );
}
