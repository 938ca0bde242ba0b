import type { ContentImage as Image } from '../../content/types';

/**
 * How soon the browser should fetch an image:
 * - 'lcp': the page's largest first paint (only the home hero's first slide) - fetched first;
 * - 'eager': visible in the first screen on a desktop, where lazy loading would delay it;
 * - 'lazy': everything else, fetched as it nears the viewport.
 */
export type ImagePriority = 'lcp' | 'eager' | 'lazy';

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
