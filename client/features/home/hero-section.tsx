import { ActionLink } from '../../components/action-link/action-link';
import { Carousel } from '../../components/carousel/carousel';
import { ContentImage } from '../../components/content-image/content-image';
import { heroSlides, homeCarouselLabels, homePage, type HeroSlide } from '../../content/home';
import './hero-section.css';

/** docs/product-rules.md §13: the hero auto-advances every 3 s, one slide per view, 30 px apart. */
const HERO_AUTOPLAY_MS = 3000;
const HERO_SPACE_BETWEEN = 30;

function HeroSlideView({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <div className="hero-slide">
      <ContentImage image={slide.image} priority={first ? 'lcp' : 'lazy'} className="hero-slide__image" />
      <div className="hero-slide__text">
        <h2 className="hero-slide__title">{slide.heading}</h2>
        <p>{slide.text}</p>
        <ActionLink link={slide.cta} className="button" />
      </div>
    </div>
  );
}

/** The home page's first band: its h1 and the hero slider, under the transparent nav. */
export function HeroSection() {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container">
        <h1 id="home-title" className="home-hero__title">
          {homePage.heading}
        </h1>
        <Carousel
          label={homeCarouselLabels.hero}
          slides={heroSlides.map((slide, index) => ({
            id: slide.id,
            content: <HeroSlideView slide={slide} first={index === 0} />,
          }))}
          slidesPerView={{ 0: 1 }}
          spaceBetween={HERO_SPACE_BETWEEN}
          loop
          autoplayMs={HERO_AUTOPLAY_MS}
          pagination
          tone="dark"
        />
      </div>
    </section>
  );
}
