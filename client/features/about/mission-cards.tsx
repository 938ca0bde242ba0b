import { ActionLink } from '../../components/action-link/action-link';
import { ContentIcon } from '../../components/content-icon/content-icon';
import { SectionHeader } from '../../components/section-header/section-header';
import { aboutPage, missionCards } from '../../content/about';
import './about.css';

export function MissionCards() {
  return (
    <section className="section" aria-labelledby="about-mission-title">
      <div className="container">
        <SectionHeader id="about-mission-title" heading={aboutPage.missionHeading} />
        <ul className="mission-cards">
          {missionCards.map((card) => (
            <li key={card.id} className="mission-card">
              <ContentIcon name={card.icon} className="mission-card__icon" />
              <h3 className="mission-card__title">{card.title}</h3>
              <p>{card.text}</p>
              {card.link ? <ActionLink link={card.link} className="mission-card__link" /> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
