import cityBengaluruUrl from '../assets/branches/city-bengaluru.svg?no-inline';
import cityChennaiUrl from '../assets/branches/city-chennai.svg?no-inline';
import cityShivamoggaUrl from '../assets/branches/city-shivamogga.svg?no-inline';
import cityMangaluruUrl from '../assets/branches/city-mangaluru.svg?no-inline';
import cityDavangereUrl from '../assets/branches/city-davangere.svg?no-inline';
import cityRaichurUrl from '../assets/branches/city-raichur.svg?no-inline';
import cityHubballiUrl from '../assets/branches/city-hubballi.svg?no-inline';
import cityHaveriUrl from '../assets/branches/city-haveri.svg?no-inline';
import cityKukatpallyUrl from '../assets/branches/city-hyderabad-kukatpally.svg?no-inline';
import cityDilsukhnagarUrl from '../assets/branches/city-hyderabad-dilsukhnagar.svg?no-inline';
import { pathOf } from '../../shared/site-page-params';
import type { BranchId } from './branch-places';
import type { ContentImage } from './types';

// The home page's branch carousel in no language: each slide's id, picture and link. This
// module has no twin (docs/languages.md); each home.ts names the slides through `branchSlidesIn`.

/** The slides not named after a branch, and where they lead. */
const otherLinksIn = (hyderabad: string) => ({
  'hyderabad-kukatpally': pathOf('branch', { slug: 'hyderabad' }),
  // No Dilsukhnagar branch of its own yet: the slide opens the branch finder on Hyderabad, in
  // the page's words, which the search box and the finder's answer repeat.
  'hyderabad-dilsukhnagar': `/branches?q=${encodeURIComponent(hyderabad)}`,
});

/**
 * Each slide's picture, in the carousel's order. A slide named after a branch opens the
 * branch's page (a branch's slug is its id, so the home page needs none of the branch content).
 */
const pictures = {
  bengaluru: cityBengaluruUrl,
  chennai: cityChennaiUrl,
  shivamogga: cityShivamoggaUrl,
  mangalore: cityMangaluruUrl,
  davanagere: cityDavangereUrl,
  raichur: cityRaichurUrl,
  hubli: cityHubballiUrl,
  haveri: cityHaveriUrl,
  'hyderabad-kukatpally': cityKukatpallyUrl,
  'hyderabad-dilsukhnagar': cityDilsukhnagarUrl,
} satisfies Partial<Record<BranchId | keyof ReturnType<typeof otherLinksIn>, string>>;

export type BranchSlideId = keyof typeof pictures;

export interface BranchSlide {
  id: BranchSlideId;
  /** Visible name: the city, and the area where the city has more than one branch. */
  label: string;
  image: ContentImage;
  /** The slide links here, inside the site: the branch's own page (address, hours, map). */
  href: string;
  /** Accessible name of the slide link. */
  linkAriaLabel: string;
}

/**
 * The carousel's slides in one language: its names on the pictures and links every language
 * shares. `hyderabad` is the city's name as that language's branch finder reads it.
 */
export const branchSlidesIn = (
  labels: Record<BranchSlideId, string>,
  linkAriaLabel: (label: string) => string,
  hyderabad: string,
): BranchSlide[] => {
  const otherLinks: Partial<Record<BranchSlideId, string>> = otherLinksIn(hyderabad);
  return (Object.keys(pictures) as BranchSlideId[]).map((id) => ({
    id,
    label: labels[id],
    image: { src: pictures[id], width: 400, height: 260, alt: '' },
    href: otherLinks[id] ?? pathOf('branch', { slug: id }),
    linkAriaLabel: linkAriaLabel(labels[id]),
  }));
};
