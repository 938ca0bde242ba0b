import { Carousel } from '../../components/carousel/carousel';
import type { SlidesPerView } from '../../components/carousel/carousel-layout';
import { ContentImage, type ImagePriority } from '../../components/content-image/content-image';
import type { NewsSlide } from '../../content/news';
import './news-carousel.css';

const NEWS_SPACE_BETWEEN = 20;

interface NewsCarouselProps {
  label: string;
  slides: NewsSlide[];
  slidesPerView: SlidesPerView;
  /** h2 where the carousel is the page's main content, h3 inside a section. */
  headingLevel: 'h2' | 'h3';
  /** Eager where the first slide shows in the first screen (the /news page). */
  firstImagePriority?: ImagePriority;
}

export function NewsCarousel({
  label,
  slides,
  slidesPerView,
  headingLevel: Heading,
  firstImagePriority = 'lazy',
}: NewsCarouselProps) {
  return (
    <Carousel
      label={label}
      slidesPerView={slidesPerView}
      spaceBetween={NEWS_SPACE_BETWEEN}
      loop
      slides={slides.map((slide, index) => ({
        id: slide.id,
        content: (
          <article className="news-slide">
            <ContentImage
              image={slide.image}
              priority={index === 0 ? firstImagePriority : 'lazy'}
              className="news-slide__image"
            />
            <div className="news-slide__body">
              <Heading className="news-slide__title">{slide.headline}</Heading>
              <p>{slide.caption}</p>
            </div>
          </article>
        ),
      }))}
    />
  );
}
