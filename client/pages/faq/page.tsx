import { PageBanner } from '../components/layout/page-banner';
import { faqPage } from '../content/faq';
import { pageHeadings } from '../content/page-headings';
import { FaqDocuments } from '../features/faq/faq-documents';
import { FaqEligibility } from '../features/faq/faq-eligibility';
import { FaqTabs } from '../features/faq/faq-tabs';
import './page-sections.css';

export function FaqPage() {
  return (
    <>
      <PageBanner heading={pageHeadings['/faq']}>
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
