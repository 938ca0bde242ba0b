import { PageBanner } from '../../components/layout/page-banner';
import { faqPage } from '../../content/faq';
import { FaqDocuments } from '../../features/faq/faq-documents';
import { FaqEligibility } from '../../features/faq/faq-eligibility';
import { FaqTabs } from '../../features/faq/faq-tabs';
import '../page-sections.css';

export default function FaqPage() {
  return (
    <>
      <PageBanner heading={faqPage.heading}>
        <p className="page-banner__lead page-banner__lead--text">{faqPage.intro}</p>
      </PageBanner>
      <section className="section" aria-label={faqPage.tabListLabel}>
        <div className="container">
          <FaqTabs />
        </div>
      </section>
      <FaqDocuments />
      <FaqEligibility />
    </>
  );
}
