import { company, headerSocialLinks, telHref } from '../../content/company';
import { SocialIcon } from './social-icon';

export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <ul className="top-bar__social" aria-label="Follow us">
          {headerSocialLinks.map((link) => (
            <li key={link.network}>
              <a href={link.href} aria-label={link.label} target="_blank" rel="noopener noreferrer">
                <SocialIcon network={link.network} />
              </a>
            </li>
          ))}
        </ul>
        <a className="top-bar__phone" href={telHref}>
          <span className="visually-hidden">Call us on </span>
          {company.phoneDisplay}
        </a>
      </div>
    </div>
  );
}
