import { PageBanner } from '../../components/layout/page-banner';
import { newsCarouselSlides, newsPage } from '../../content/news';
import { NewsCarousel } from '../../features/news/news-carousel';
import '../page-sections.css';

export default function NewsPage() {
  return (
    <>
      <PageBanner heading={newsPage.heading}>
        <p className="page-banner__lead page-banner__lead--text">{newsPage.intro}</p>
      </PageBanner>
      <section className="section">
        <div className="container">
          <NewsCarousel
            label={newsPage.carouselLabel}
            slides={newsCarouselSlides}
            headingLevel="h2"
            slidesPerView={{ 0: 1, 768: 2 }}
            firstImagePriority="lcp"
          />
        </div>
      </section>
    </>
  );
}
