import { SectionHeader } from '../../components/section-header/section-header';
import { eligibility } from '../../content/faq';
import './faq-lists.css';

export function FaqEligibility() {
  return (
    <section className="section" aria-labelledby="faq-eligibility-title">
      <div className="container">
        <SectionHeader id="faq-eligibility-title" heading={eligibility.heading} align="start" />
        <ul className="faq-lists__checks">
          {eligibility.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
