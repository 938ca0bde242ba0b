import { ActionLink } from '../../components/action-link/action-link';
import { ContentIcon } from '../../components/content-icon/content-icon';
import { SectionHeader } from '../../components/section-header/section-header';
import { servicesSection } from '../../content/home';
import './services-tiles.css';

export function ServicesTiles() {
  return (
    <section className="section section--alt" aria-labelledby="home-services-title">
      <div className="container">
        <SectionHeader
          id="home-services-title"
          heading={servicesSection.heading}
          intro={servicesSection.intro}
        />
        <ul className="service-tiles">
          {servicesSection.tiles.map((tile) => (
            <li key={tile.id} className="service-tile">
              <ContentIcon name={tile.icon} className="service-tile__image" />
              <h3 className="service-tile__title">{tile.title}</h3>
              <p>{tile.text}</p>
              <ActionLink link={tile.link} className="button button--dark" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
