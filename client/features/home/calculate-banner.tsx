import { ActionLink } from '../../components/action-link/action-link';
import { calculateBanner } from '../../content/home';
import './calculate-banner.css';

/** Full-width call to action leading to the calculator. */
export function CalculateBanner() {
  return (
    <section className="calculate-banner" aria-labelledby="calculate-title">
      <div className="container calculate-banner__inner">
        <div>
          <h2 id="calculate-title" className="calculate-banner__title">
            {calculateBanner.heading}
          </h2>
          <p>{calculateBanner.text}</p>
        </div>
        <ActionLink link={calculateBanner.link} className="button button--dark calculate-banner__button" />
      </div>
    </section>
  );
}
