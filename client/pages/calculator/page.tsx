import { PageBanner } from '../../components/layout/page-banner';
import { ContentImage } from '../../components/content-image/content-image';
import { calculatorImage, calculatorPage } from '../../content/calculator';
import { GoldLeadForm } from '../../features/lead-forms/gold-lead-form';
import '../page-sections.css';

/** The banner's h1 is the form's heading (docs/product-rules.md, "What each page shows"). */
export default function CalculatorPage() {
  return (
    <>
      <PageBanner heading={calculatorPage.heading} />
      <section className="section">
        <div className="container media-split media-split--top">
          <ContentImage image={calculatorImage} priority="lcp" className="media-split__image" />
          <div className="form-panel">
            <p>{calculatorPage.intro}</p>
            <GoldLeadForm />
          </div>
        </div>
      </section>
    </>
  );
}
