// Hindi twin of ../news.ts: same exports and shapes, Hindi words.
import cashOnHandUrl from '../../assets/news/news-cash-on-hand.svg?no-inline';
import commonTraitsUrl from '../../assets/news/news-common-traits.svg?no-inline';
import type { SectionIntro } from '../types';
import type { NewsItem, NewsSlide } from '../news';

export const newsPage: SectionIntro & { carouselLabel: string } = {
  heading: 'समाचार और ऑफ़र',
  carouselLabel: 'समाचार और ऑफ़र',
  intro: 'सोने और पैसे से जुड़ी आसान बातें, और हमारी ब्रांचों के नए ऑफ़र।',
};

export const newsItems: NewsItem[] = [
  {
    id: 'cash-on-hand',
    headline: 'पैसों की तंगी में हाथ में नकद सबसे ज़्यादा काम आता है',
    caption: 'आपका सोना उसी दिन नकद में बदल सकता है।',
    image: {
      src: cashOnHandUrl,
      width: 800,
      height: 500,
      alt: 'रुपये के नोट और सोने के सिक्कों वाला बटुआ, पीछे गिरती कीमत की रेखा',
    },
  },
  {
    id: 'common-traits',
    headline: 'सोना-चाँदी खरीदने-बेचने वाली बड़ी कंपनियों में कुछ बातें एक जैसी होती हैं',
    caption: 'सही दाम, सामने जाँच और तुरंत भुगतान। बेचने से पहले इन्हें ज़रूर देखें।',
    image: {
      src: commonTraitsUrl,
      width: 800,
      height: 500,
      alt: 'पास-पास दो सोने की दुकानें, दोनों पर सही के निशान वाला बैज',
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
