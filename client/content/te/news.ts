// Telugu twin of ../news.ts: same exports and shapes, Telugu words.
import cashOnHandUrl from '../../assets/news/news-cash-on-hand.svg?no-inline';
import commonTraitsUrl from '../../assets/news/news-common-traits.svg?no-inline';
import type { NewsItem, NewsSlide } from '../news';
import type { SectionIntro } from '../types';

export const newsPage: SectionIntro & { carouselLabel: string } = {
  heading: 'వార్తలు, ఆఫర్లు',
  carouselLabel: 'వార్తలు, ఆఫర్లు',
  intro: 'బంగారం, డబ్బు గురించి సులభమైన సూచనలు, మా బ్రాంచ్‌ల తాజా ఆఫర్లు.',
};

export const newsItems: NewsItem[] = [
  {
    id: 'cash-on-hand',
    headline: 'ఆర్థిక ఇబ్బందుల్లో చేతిలో ఉన్న నగదే అసలైన ఆసరా',
    caption: 'మీ బంగారం అదే రోజు నగదుగా మారుతుంది.',
    image: {
      src: cashOnHandUrl,
      width: 800,
      height: 500,
      alt: 'పడిపోతున్న ధర గీత ముందు రూపాయి నోట్లు, బంగారు నాణేలు ఉన్న పర్సు',
    },
  },
  {
    id: 'common-traits',
    headline: 'బంగారం-వెండి కొనుగోలు, అమ్మకాల్లో అగ్రశ్రేణి సంస్థల్లో కొన్ని లక్షణాలు ఒకేలా ఉంటాయి',
    caption: 'న్యాయమైన ధరలు, మీ కళ్లెదుటే పరీక్ష, వెంటనే చెల్లింపు. అమ్మే ముందు ఇవి చూసుకోండి.',
    image: {
      src: commonTraitsUrl,
      width: 800,
      height: 500,
      alt: 'పక్కపక్కనే రెండు బంగారం దుకాణాలు, ఒక్కోదానిపై టిక్ గుర్తు ఉన్న బ్యాడ్జ్',
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
