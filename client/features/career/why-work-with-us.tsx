import { SectionHeader } from '../../components/section-header/section-header';
import { careerPage, whyWorkWithUs } from '../../content/career';
import './career.css';

export function WhyWorkWithUs() {
  return (
    <section className="section section--alt" aria-labelledby="career-why-title">
      <div className="container">
        <SectionHeader id="career-why-title" heading={careerPage.whyHeading} />
        <ul className="why-points">
          {whyWorkWithUs.map((point) => (
            <li key={point.id} className="why-point">
              <h3 className="why-point__title">{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
