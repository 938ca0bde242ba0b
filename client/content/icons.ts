import iconSpriteUrl from '../assets/icons.svg?no-inline';

// Decorative artwork of our own (mission cards, service tiles and blocks), kept as symbols of
// one sprite, client/assets/icons.svg, each drawn on a 160-unit square. These names are that
// file's symbol ids; a unit test holds the two lists equal.
export const iconNames = [
  'mission',
  'vision',
  'protection',
  'rental',
  'economy',
  'careers',
  'tile-gold-high',
  'tile-gold',
  'tile-rent',
  'tile-we-buy',
  'svc-release-pledge',
  'svc-repledge',
  'svc-stone-value',
  'svc-doorstep',
  'svc-gold-returns-card',
] as const;

export type IconName = (typeof iconNames)[number];

/** Side of the square every icon symbol is drawn on. */
export const ICON_VIEWBOX_SIZE = 160;

export { iconSpriteUrl };
