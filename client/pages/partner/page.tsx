import { PageBanner } from '../../components/layout/page-banner';
import { ContentImage } from '../../components/content-image/content-image';
import { SectionHeader } from '../../components/section-header/section-header';
import { franchiseExpenseImage, partnerPage } from '../../content/partner';
import { FranchiseForm } from '../../features/lead-forms/franchise-form';
import '../page-sections.css';

export default function PartnerPage() {
  return (
    <>
      <PageBanner heading={partnerPage.heading}>
        <p className="page-banner__lead page-banner__lead--text">{partnerPage.intro}</p>
      </PageBanner>
      <section className="section" aria-labelledby="partner-expenses-title">
        <div className="container">
          <SectionHeader id="partner-expenses-title" heading={partnerPage.expenseHeading} />
          <ContentImage image={franchiseExpenseImage} priority="lcp" className="partner-expenses__image" />
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="partner-form-title">
        <div className="container">
          <SectionHeader id="partner-form-title" heading={partnerPage.formHeading} />
          <div className="form-panel">
            <FranchiseForm />
          </div>
        </div>
      </section>
    </>
  );
}
