import { PageBanner } from '../../components/layout/page-banner';
import { ContentImage } from '../../components/content-image/content-image';
import { SectionHeader } from '../../components/section-header/section-header';
import { careerImage, careerPage } from '../../content/career';
import { CareerRoles } from '../../features/career/career-roles';
import { HowToApply } from '../../features/career/how-to-apply';
import { WhyWorkWithUs } from '../../features/career/why-work-with-us';
import { CareerForm } from '../../features/lead-forms/career-form';
import '../page-sections.css';

export default function CareerPage() {
  return (
    <>
      <PageBanner heading={careerPage.heading} />
      <section className="section" aria-labelledby="career-intro-title">
        <div className="container media-split">
          <div className="media-split__text">
            <SectionHeader id="career-intro-title" heading={careerPage.introHeading} align="start" />
            <p>{careerPage.intro}</p>
          </div>
          <ContentImage image={careerImage} priority="lcp" className="media-split__image" />
        </div>
      </section>
      <WhyWorkWithUs />
      <CareerRoles />
      <section className="section section--alt" aria-labelledby="career-form-title">
        <div className="container">
          <SectionHeader id="career-form-title" heading={careerPage.formHeading} />
          <div className="form-panel">
            <CareerForm />
          </div>
        </div>
      </section>
      <HowToApply />
    </>
  );
}
