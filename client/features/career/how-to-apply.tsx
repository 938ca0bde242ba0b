import { ActionLink } from '../../components/action-link/action-link';
import { SectionHeader } from '../../components/section-header/section-header';
import { howToApply } from '../../content/career';
import './career.css';

export function HowToApply() {
  return (
    <section className="section" aria-labelledby="career-how-title">
      <div className="container how-to-apply">
        <SectionHeader id="career-how-title" heading={howToApply.heading} align="start" />
        <ol className="how-to-apply__steps">
          {howToApply.paragraphs.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
        <ActionLink link={howToApply.emailLink} className="how-to-apply__email" />
      </div>
    </section>
  );
}
