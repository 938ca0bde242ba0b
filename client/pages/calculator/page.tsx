import { useCallback, useState } from 'react';
import { PageBanner } from '../../components/layout/page-banner';
import { ContentImage } from '../../components/content-image/content-image';
import { calculatorImage, calculatorPage } from '../../content/calculator';
import { GOLD_FORM_ANCHOR, type GoldFormDetails } from '../../features/calculator-tools/anchors';
import { DeferredCalculatorTools } from '../../features/calculator-tools/deferred-calculator-tools';
import { GoldLeadForm, type GoldFormPrefill } from '../../features/lead-forms/gold-lead-form';
import '../page-sections.css';

/**
 * The banner's h1 is the form's heading (docs/product-rules.md, "What each page shows"). Below
 * the gold lead form: the value estimator and the release-pledged-gold calculator (decision 034).
 */
export default function CalculatorPage() {
  const [prefill, setPrefill] = useState<GoldFormPrefill | null>(null);
  const onSend = useCallback((details: GoldFormDetails) => setPrefill({ ...details, at: Date.now() }), []);
  return (
    <>
      <PageBanner heading={calculatorPage.heading} />
      <section className="section">
        <div className="container media-split media-split--top">
          <ContentImage image={calculatorImage} priority="lcp" className="media-split__image" />
          <div className="form-panel" id={GOLD_FORM_ANCHOR}>
            <p>{calculatorPage.intro}</p>
            <GoldLeadForm prefill={prefill} />
          </div>
        </div>
      </section>
      <section className="section section--alt">
        <div className="container">
          <DeferredCalculatorTools onSend={onSend} />
        </div>
      </section>
    </>
  );
}
