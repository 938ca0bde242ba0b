import heroBuyUrl from '../assets/hero/hero-buy-gold.svg?no-inline';
import heroReleaseUrl from '../assets/hero/hero-release-pledge.svg?no-inline';
import heroRentUrl from '../assets/hero/hero-rent-gold.svg?no-inline';
import heroDoorstepUrl from '../assets/hero/hero-doorstep.svg?no-inline';
import contactCallUrl from '../assets/contact-call.svg?no-inline';
import goldReturnsCardUrl from '../assets/gold-returns-card.svg?no-inline';
import { telHref } from './company-facts';
import type { IconName } from './icons';
import type { ContentImage, ContentLink } from './types';

// The home page's pictures, icons and links in no language. This module has no twin
// (docs/languages.md): each home.ts gives only its words, through the helpers below, so a
// picture or a link is changed here once for every language.

/** The hero's slides in their order: each one's picture and where its button leads. */
const heroes = {
  'instant-cash': { src: heroBuyUrl, href: '/calculator' },
  'release-pledge': { src: heroReleaseUrl, href: '/faq?tab=release' },
  'rent-gold': { src: heroRentUrl, href: '/faq?tab=rent' },
  doorstep: { src: heroDoorstepUrl, href: telHref },
};

export type HeroSlideId = keyof typeof heroes;

export interface HeroSlide {
  id: HeroSlideId;
  image: ContentImage;
  heading: string;
  text: string;
  cta: ContentLink;
}

/** A hero slide's words in one language: the picture's alt text, its text and its button's. */
export interface HeroSlideWords {
  alt: string;
  heading: string;
  text: string;
  cta: { label: string; ariaLabel: string };
}

export const heroSlidesIn = (words: Record<HeroSlideId, HeroSlideWords>): HeroSlide[] =>
  (Object.keys(heroes) as HeroSlideId[]).map((id) => ({
    id,
    image: { src: heroes[id].src, width: 1200, height: 600, alt: words[id].alt },
    heading: words[id].heading,
    text: words[id].text,
    cta: { href: heroes[id].href, ...words[id].cta },
  }));

/** The services tiles in their order, with their icons; every tile leads to the services page. */
const tileIcons = {
  'gold-high': 'tile-gold-high',
  gold: 'tile-gold',
  rent: 'tile-rent',
  'we-buy': 'tile-we-buy',
} satisfies Record<string, IconName>;

export type ServiceTileId = keyof typeof tileIcons;

export interface ServiceTile {
  id: ServiceTileId;
  title: string;
  text: string;
  icon: IconName;
  link: ContentLink;
}

/** A tile's words in one language: its title, its line and its link's accessible name. */
export interface ServiceTileWords {
  title: string;
  text: string;
  linkAriaLabel: string;
}

export const serviceTilesIn = (
  linkLabel: string,
  words: Record<ServiceTileId, ServiceTileWords>,
): ServiceTile[] =>
  (Object.keys(tileIcons) as ServiceTileId[]).map((id) => ({
    id,
    title: words[id].title,
    text: words[id].text,
    icon: tileIcons[id],
    link: { href: '/services', label: linkLabel, ariaLabel: words[id].linkAriaLabel },
  }));

/** The contact section's picture: decorative beside its heading, so no alt text in any language. */
export const contactPicture: ContentImage = { src: contactCallUrl, width: 600, height: 400, alt: '' };

export const goldReturnsCardPicture = (alt: string): ContentImage => ({
  src: goldReturnsCardUrl,
  width: 600,
  height: 380,
  alt,
});
