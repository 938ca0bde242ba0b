import logoUrl from '../assets/logo.svg?no-inline';
import { company } from './company';
import type { ContentImage } from './types';

/** Header/footer logo (mark + wordmark). The logo links to '/'. */
export const logoImage: ContentImage = {
  src: logoUrl,
  width: 180,
  height: 48,
  alt: company.shortName,
};

/** Accessible name of the logo link. */
export const logoLinkLabel = `${company.shortName} home page`;
