import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import 'swiper/css';
import 'swiper/css/a11y';
import { carouselLabels, carouselRoles, slideLabel } from '../../content/carousel';
import { CarouselIcon } from './carousel-icon';
import { layoutStyle, type SlidesPerView } from './carousel-layout';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { useSwiper } from './use-swiper';
import './carousel.css';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: CarouselSlide[];
  slidesPerView: SlidesPerView;
  spaceBetween: number;
  loop?: boolean;
  /** Autoplay delay in ms; omit for carousels that only move when asked. */
  autoplayMs?: number;
  /** Dots showing the current slide (not clickable on the branch carousel: docs/product-rules.md, "Motion, carousels and navigation"). */
  pagination?: boolean;
  /** Colour of the controls: 'dark' for carousels on a dark band. */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * The one carousel of the site. The server and the first client render write plain Swiper
 * markup that carousel.css lays out at its final size for every breakpoint, so the page does
 * not move when Swiper (loaded later, see use-swiper.ts) takes over the same elements.
 */
export function Carousel({
  label,
  slides,
  slidesPerView,
  spaceBetween,
  loop = false,
  autoplayMs,
  pagination = false,
  tone = 'light',
  className,
}: CarouselProps) {
  const wrapperId = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // The visitor's intent: true until they press Pause or their system asks for reduced motion.
  // The ref is what Swiper reads when it starts, which may be before React renders again.
  const [playing, setPlaying] = useState(autoplayMs !== undefined);
  const playingRef = useRef(playing);

  const setup = () => ({ slidesPerView, spaceBetween, loop, autoplayMs, playing: playingRef.current });
  const run = useSwiper({ region: regionRef, container: containerRef }, setup, setActive);

  useEffect(() => {
    if (!prefersReducedMotion()) return;
    playingRef.current = false;
    setPlaying(false);
  }, []);

  const togglePlaying = () => {
    const next = !playingRef.current;
    playingRef.current = next;
    setPlaying(next);
    run((swiper) => (next ? swiper.autoplay.start() : swiper.autoplay.stop()));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') run((swiper) => swiper.slidePrev());
    else if (event.key === 'ArrowRight') run((swiper) => swiper.slideNext());
    else return;
    event.preventDefault();
  };

  const classes = ['carousel', `carousel--${tone}`, className].filter(Boolean).join(' ');
  return (
    <div
      ref={regionRef}
      className={classes}
      role="region"
      aria-roledescription={carouselRoles.carousel}
      aria-label={label}
      style={layoutStyle({ slidesPerView, spaceBetween })}
      onKeyDown={onKeyDown}
    >
      <div className="swiper" ref={containerRef}>
        <div className="swiper-wrapper" id={wrapperId} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className="swiper-slide"
              role="group"
              aria-roledescription={carouselRoles.slide}
              aria-label={slideLabel(index, slides.length)}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          aria-controls={wrapperId}
          onClick={() => run((s) => s.slidePrev())}
        >
          <CarouselIcon name="previous" />
          <span className="visually-hidden">{carouselLabels.previous}</span>
        </button>
        {pagination ? (
          <div className="carousel__dots" aria-hidden="true">
            {slides.map((slide, index) => (
              <span
                key={slide.id}
                className={index === active ? 'carousel__dot carousel__dot--active' : 'carousel__dot'}
              />
            ))}
          </div>
        ) : null}
        <button
          type="button"
          className="carousel__button"
          aria-controls={wrapperId}
          onClick={() => run((s) => s.slideNext())}
        >
          <CarouselIcon name="next" />
          <span className="visually-hidden">{carouselLabels.next}</span>
        </button>
        {autoplayMs !== undefined ? (
          <button type="button" className="carousel__button carousel__button--toggle" onClick={togglePlaying}>
            <CarouselIcon name={playing ? 'pause' : 'play'} />
            <span>{playing ? carouselLabels.pause : carouselLabels.play}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
