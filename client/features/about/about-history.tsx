import { SectionHeader } from '../../components/section-header/section-header';
import { aboutHistory } from '../../content/about';
import './about.css';

export function AboutHistory() {
  return (
    <section className="section section--alt" aria-labelledby="about-history-title">
      <div className="container about-history">
        <div>
          <SectionHeader id="about-history-title" heading={aboutHistory.heading} align="start" />
          {aboutHistory.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <ul className="about-stats">
          {aboutHistory.highlights.map((item) => (
            <li key={item.label} className="about-stats__item">
              <span className="about-stats__value">{item.value}</span>
              <span className="about-stats__label">{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
