import { SectionHeader } from '../../components/section-header/section-header';
import { aboutBadges, aboutIntro } from '../../content/about';
import './about.css';

export function AboutIntro() {
  return (
    <section className="section" aria-labelledby="about-intro-title">
      <div className="container about-intro">
        <SectionHeader id="about-intro-title" heading={aboutIntro.heading} align="start" />
        <p className="about-intro__text">{aboutIntro.text}</p>
        <ul className="about-badges">
          {aboutBadges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
