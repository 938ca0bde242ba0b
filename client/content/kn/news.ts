// Kannada twin of ../news.ts: same exports and shapes, Kannada words.
import cashOnHandUrl from '../../assets/news/news-cash-on-hand.svg?no-inline';
import commonTraitsUrl from '../../assets/news/news-common-traits.svg?no-inline';
import type { NewsItem, NewsSlide } from '../news';
import type { SectionIntro } from '../types';

export const newsPage: SectionIntro & { carouselLabel: string } = {
  heading: 'ಸುದ್ದಿ ಮತ್ತು ಕೊಡುಗೆಗಳು',
  carouselLabel: 'ಸುದ್ದಿ ಮತ್ತು ಕೊಡುಗೆಗಳು',
  intro: 'ಚಿನ್ನ ಮತ್ತು ಹಣದ ಬಗ್ಗೆ ಸರಳ ಸಲಹೆಗಳು, ಮತ್ತು ನಮ್ಮ ಶಾಖೆಗಳ ಹೊಸ ಕೊಡುಗೆಗಳು.',
};

export const newsItems: NewsItem[] = [
  {
    id: 'cash-on-hand',
    headline: 'ಆರ್ಥಿಕ ಸಂಕಷ್ಟದಲ್ಲಿ ಕೈಯಲ್ಲಿರುವ ನಗದೇ ಹೆಚ್ಚು ಉಪಯುಕ್ತ',
    caption: 'ನಿಮ್ಮ ಚಿನ್ನ ಅದೇ ದಿನ ನಗದಾಗಬಹುದು.',
    image: {
      src: cashOnHandUrl,
      width: 800,
      height: 500,
      alt: 'ಇಳಿಯುತ್ತಿರುವ ಬೆಲೆ ರೇಖೆಯ ಮುಂದೆ ರೂಪಾಯಿ ನೋಟುಗಳು ಮತ್ತು ಚಿನ್ನದ ನಾಣ್ಯಗಳಿರುವ ಪರ್ಸ್',
    },
  },
  {
    id: 'common-traits',
    headline: 'ಉತ್ತಮ ಚಿನ್ನ-ಬೆಳ್ಳಿ ಖರೀದಿ ಮತ್ತು ಮಾರಾಟ ಸಂಸ್ಥೆಗಳಲ್ಲಿ ಕೆಲವು ಸಮಾನ ಗುಣಗಳಿವೆ',
    caption: 'ನ್ಯಾಯಯುತ ಬೆಲೆ, ಪಾರದರ್ಶಕ ಪರೀಕ್ಷೆ ಮತ್ತು ತ್ವರಿತ ಪಾವತಿ. ಮಾರುವ ಮೊದಲು ಇವುಗಳನ್ನು ಗಮನಿಸಿ.',
    image: {
      src: commonTraitsUrl,
      width: 800,
      height: 500,
      alt: 'ಅಕ್ಕಪಕ್ಕದ ಎರಡು ಚಿನ್ನದ ಅಂಗಡಿಗಳು, ಪ್ರತಿಯೊಂದರ ಮೇಲೂ ಟಿಕ್ ಗುರುತಿನ ಬ್ಯಾಡ್ಜ್',
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

export const newsCarouselSlides: NewsSlide[] = [
  slideOf(first, 1),
  slideOf(second, 1),
  slideOf(first, 2),
  slideOf(second, 2),
];

export const homeNewsSlides: NewsSlide[] = [slideOf(first, 1), slideOf(second, 1)];
