import { MapFacade } from '../map-facade/map-facade';
import { SiteLink } from '../site-link/site-link';
import { company, footerSocialLinks, telHref } from '../../content/company';
import { footerLinks } from '../../content/navigation';
import { footerText, languageLinksLabel } from '../../content/site-chrome';
import { LanguageLinks } from './language-links';
import { SocialLinks } from './social-links';

export function SiteFooter() {
  const office = company.corporateOffice;
  const { address } = office;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="site-footer__title">
            {footerText.linksTitle}
          </h2>
          <ul className="site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-office-title">
          <h2 id="footer-office-title" className="site-footer__title">
            {office.title}
          </h2>
          <address className="site-footer__address">
            {company.name}
            <br />
            {address.streetAddress}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            <a href={telHref}>{company.phoneDisplay}</a>
            <br />
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
          <SocialLinks
            links={footerSocialLinks}
            label={footerText.socialLabel}
            className="site-footer__social"
          />
          <LanguageLinks label={languageLinksLabel} className="site-footer__languages" />
        </section>
        <section aria-labelledby="footer-map-title">
          <h2 id="footer-map-title" className="site-footer__title">
            {footerText.mapTitle}
          </h2>
          <MapFacade place={office.mapPlace} geo={office.geo} title={office.mapTitle} loadWhenNear />
        </section>
      </div>
      <p className="site-footer__legal container">
        © {company.name}. {footerText.rights}
      </p>
    </footer>
  );
}
