// Tamil twin of ../news.ts: same exports and shapes, Tamil words.
import cashOnHandUrl from '../../assets/news/news-cash-on-hand.svg?no-inline';
import commonTraitsUrl from '../../assets/news/news-common-traits.svg?no-inline';
import type { NewsItem, NewsSlide } from '../news';
import type { SectionIntro } from '../types';

export const newsPage: SectionIntro & { carouselLabel: string } = {
  heading: 'செய்திகளும் சலுகைகளும்',
  carouselLabel: 'செய்திகளும் சலுகைகளும்',
  intro: 'தங்கம், பணம் பற்றிய எளிய தகவல்களும், எங்கள் கிளைகளின் புதிய சலுகைகளும்.',
};

export const newsItems: NewsItem[] = [
  {
    id: 'cash-on-hand',
    headline: 'பண நெருக்கடியில் கையில் இருக்கும் ரொக்கமே கைகொடுக்கும்',
    caption: 'உங்கள் தங்கத்தை அதே நாளில் பணமாக்கலாம்.',
    image: {
      src: cashOnHandUrl,
      width: 800,
      height: 500,
      alt: 'இறங்கும் விலைக் கோட்டின் முன், ரூபாய் நோட்டுகளும் தங்க நாணயங்களும் உள்ள பர்ஸ்',
    },
  },
  {
    id: 'common-traits',
    headline: 'முன்னணி தங்கம்-வெள்ளி வாங்கும், விற்கும் நிறுவனங்களுக்குச் சில பொதுவான பண்புகள் உண்டு',
    caption: 'நியாயமான விலை, வெளிப்படையான பரிசோதனை, விரைவான பணம். விற்கும் முன் இவற்றைப் பாருங்கள்.',
    image: {
      src: commonTraitsUrl,
      width: 800,
      height: 500,
      alt: 'அருகருகே இரண்டு தங்கக் கடைகள், ஒவ்வொன்றிலும் சரிக்குறி பேட்ஜ்',
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
