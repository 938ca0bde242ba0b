import { ActionLink } from '../../components/action-link/action-link';
import { ContentImage } from '../../components/content-image/content-image';
import { CONTACT_ANCHOR } from '../../content/contact-links';
import { homeContact } from '../../content/home';
import { ContactForm } from '../lead-forms/contact-form';
import './contact-section.css';

export function ContactSection() {
  return (
    <section className="section home-contact" id={CONTACT_ANCHOR} aria-labelledby="home-contact-title">
      <div className="container home-contact__grid">
        <div className="home-contact__intro">
          <h2 id="home-contact-title" className="home-contact__title">
            {homeContact.heading}
          </h2>
          <p>{homeContact.text}</p>
          <div className="home-contact__actions">
            <ActionLink link={homeContact.callNow} className="button" />
            <ActionLink link={homeContact.chat} className="button button--outline" />
          </div>
          <ContentImage image={homeContact.image} className="home-contact__image" />
        </div>
        <div className="home-contact__form">
          <h3 className="home-contact__form-title">{homeContact.formHeading}</h3>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
