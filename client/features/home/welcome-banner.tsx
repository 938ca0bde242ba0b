import { ActionLink } from '../../components/action-link/action-link';
import { welcomeBanner } from '../../content/home';
import './welcome-banner.css';

export function WelcomeBanner() {
  return (
    <section className="section section--alt welcome" aria-labelledby="welcome-title">
      <div className="container welcome__inner">
        <h2 id="welcome-title" className="welcome__title">
          {welcomeBanner.heading}
        </h2>
        <p>{welcomeBanner.text}</p>
        <div className="button-row">
          <ActionLink link={welcomeBanner.aboutLink} className="button button--dark" />
          <ActionLink link={welcomeBanner.contactLink} className="button button--outline" />
        </div>
      </div>
    </section>
  );
}
