// Shared shapes for the content modules. Plain data only: pages turn these into markup.

/** An image of our own artwork. `src` is the URL Vite gives the imported file. */
export interface ContentImage {
  src: string;
  width: number;
  height: number;
  /** Text alternative; '' when the image is pure decoration. */
  alt: string;
}

/** A link or link-styled button. */
export interface ContentLink {
  href: string;
  /** Visible text. */
  label: string;
  /** Accessible name when the visible text alone is not descriptive enough. */
  ariaLabel?: string;
  /** True for links that leave the site (maps, chat app); pages open these in a new tab. */
  external?: boolean;
}

/** A heading with a short intro paragraph, used at the top of pages and sections. */
export interface SectionIntro {
  heading: string;
  intro: string;
}

/**
 * The shape another language's twin of a content module must have: the same keys and the same
 * functions, any words in its strings (client/content/<lang>/, docs/languages.md). Values that
 * are not words (wire values, ids, slugs, links, numbers, coordinates) must stay equal to the
 * English ones; tests/unit/content-languages.test.ts holds them equal.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends readonly unknown[]
      ? { [K in keyof T]: Translated<T[K]> }
      : T extends object
        ? { [K in keyof T]: Translated<T[K]> }
        : T;
