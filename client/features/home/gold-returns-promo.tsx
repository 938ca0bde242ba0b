import { ActionLink } from '../../components/action-link/action-link';
import { ContentImage } from '../../components/content-image/content-image';
import { goldReturnsPromo, homeCarouselLabels } from '../../content/home';
import { NewsCarousel } from '../news/news-carousel';
import './gold-returns-promo.css';

/** The Gold Returns Card offer beside the two-slide news and promotions carousel. */
export function GoldReturnsPromo() {
  return (
    <section className="section grc-promo" aria-label={goldReturnsPromo.heading}>
      <div className="container grc-promo__grid">
        <div className="grc-promo__card">
          <h2 className="grc-promo__title">{goldReturnsPromo.heading}</h2>
          <ContentImage image={goldReturnsPromo.image} className="grc-promo__image" />
          <p>{goldReturnsPromo.text}</p>
          <div className="grc-promo__actions">
            <ActionLink link={goldReturnsPromo.apply} className="button button--dark" />
            <ActionLink link={goldReturnsPromo.more} className="grc-promo__more" />
          </div>
        </div>
        <div className="grc-promo__news">
          <h2 className="grc-promo__title">{goldReturnsPromo.newsHeading}</h2>
          <NewsCarousel
            label={homeCarouselLabels.news}
            slides={goldReturnsPromo.newsSlides}
            headingLevel="h3"
            slidesPerView={{ 0: 1 }}
          />
        </div>
      </div>
    </section>
  );
}
