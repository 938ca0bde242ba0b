import { ActionLink } from '../../components/action-link/action-link';
import { PageBanner } from '../../components/layout/page-banner';
import { ContentImage } from '../../components/content-image/content-image';
import { SectionHeader } from '../../components/section-header/section-header';
import { applyLink, goldReturnsCardImage, goldReturnsCardPage } from '../../content/gold-returns-card';
import { BenefitGroups } from '../../features/gold-returns-card/benefit-groups';
import '../page-sections.css';

export default function GoldReturnsCardPage() {
  return (
    <>
      <PageBanner heading={goldReturnsCardPage.heading} />
      <section className="section" aria-label={goldReturnsCardPage.heading}>
        <div className="container media-split">
          <ContentImage image={goldReturnsCardImage} priority="lcp" className="media-split__image" />
          <div className="media-split__text">
            <p>{goldReturnsCardPage.intro}</p>
            <ActionLink link={applyLink} className="button button--dark" />
          </div>
        </div>
      </section>
      <BenefitGroups />
      <section className="section" aria-labelledby="grc-apply-title">
        <div className="container">
          <SectionHeader
            id="grc-apply-title"
            heading={goldReturnsCardPage.applyHeading}
            intro={goldReturnsCardPage.applyText}
          />
          <p className="grc-apply">
            <ActionLink link={applyLink} className="button button--dark" />
          </p>
        </div>
      </section>
    </>
  );
}
