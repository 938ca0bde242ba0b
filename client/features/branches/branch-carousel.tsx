import { SiteLink } from '../../components/site-link/site-link';
import { Carousel } from '../../components/carousel/carousel';
import { ContentImage } from '../../components/content-image/content-image';
import { SectionHeader } from '../../components/section-header/section-header';
import { branchesSection, homeCarouselLabels } from '../../content/home';
import './branch-carousel.css';

/** docs/product-rules.md §13: 3 s autoplay, 20 px apart, 1 to 7 slides by viewport width. */
const BRANCH_AUTOPLAY_MS = 3000;
const BRANCH_SPACE_BETWEEN = 20;
const BRANCH_SLIDES_PER_VIEW = { 0: 1, 400: 2, 639: 3, 865: 4, 1000: 5, 1500: 6, 1700: 7 } as const;

export function BranchCarousel() {
  return (
    <section className="section section--alt" aria-labelledby="home-branches-title">
      <div className="container">
        <SectionHeader
          id="home-branches-title"
          heading={branchesSection.heading}
          intro={branchesSection.intro}
        />
      </div>
      <div className="branch-carousel">
        <Carousel
          label={homeCarouselLabels.branches}
          slidesPerView={BRANCH_SLIDES_PER_VIEW}
          spaceBetween={BRANCH_SPACE_BETWEEN}
          loop
          autoplayMs={BRANCH_AUTOPLAY_MS}
          pagination
          slides={branchesSection.slides.map((slide) => ({
            id: slide.id,
            content: (
              <SiteLink className="branch-slide" to={slide.href} aria-label={slide.linkAriaLabel}>
                <ContentImage image={slide.image} className="branch-slide__image" />
                <span className="branch-slide__label">{slide.label}</span>
              </SiteLink>
            ),
          }))}
        />
      </div>
      <p className="branch-carousel__all">
        <SiteLink to={branchesSection.allBranches.href} className="button button--dark">
          {branchesSection.allBranches.label}
        </SiteLink>
      </p>
    </section>
  );
}
