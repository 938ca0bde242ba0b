import cashOnHandUrl from '../assets/news/news-cash-on-hand.svg?no-inline';
import commonTraitsUrl from '../assets/news/news-common-traits.svg?no-inline';
import type { ContentImage, SectionIntro } from './types';

export interface NewsItem {
  id: string;
  headline: string;
  caption: string;
  image: ContentImage;
}

/** One slide of a news carousel: an item shown with its image and caption. */
export interface NewsSlide {
  /** Unique per slide (an item can appear on more than one slide). */
  id: string;
  itemId: string;
  headline: string;
  caption: string;
  image: ContentImage;
}

export const newsPage: SectionIntro & { carouselLabel: string } = {
  heading: 'News And Promotions',
  carouselLabel: 'News and promotions',
  intro: 'Simple ideas about gold and money, and the latest offers from our branches.',
};

export const newsItems: NewsItem[] = [
  {
    id: 'cash-on-hand',
    headline: 'Cash on hand is handier during a financial crunch',
    caption: 'Your gold can turn into cash on the same day.',
    image: {
      src: cashOnHandUrl,
      width: 800,
      height: 500,
      alt: 'A wallet with rupee notes and gold coins, in front of a falling price line',
    },
  },
  {
    id: 'common-traits',
    headline: 'Top gold-silver buying and selling companies share common traits',
    caption: 'Fair prices, open testing and quick payment. Look for them before you sell.',
    image: {
      src: commonTraitsUrl,
      width: 800,
      height: 500,
      alt: 'Two gold shops side by side, each with a check mark badge',
    },
  },
];

const slideOf = (item: NewsItem, n: number): NewsSlide => ({
  id: `${item.id}-${n}`,
  itemId: item.id,
  headline: item.headline,
  caption: item.caption,
  image: item.image,
});

const [first, second] = newsItems as [NewsItem, NewsItem];

/** /news carousel: four slides, the two items alternating twice (docs/product-rules.md, "What each page shows"). */
export const newsCarouselSlides: NewsSlide[] = [
  slideOf(first, 1),
  slideOf(second, 1),
  slideOf(first, 2),
  slideOf(second, 2),
];

/** Home page carousel beside the Gold Returns Card promotion: two slides. */
export const homeNewsSlides: NewsSlide[] = [slideOf(first, 1), slideOf(second, 1)];
