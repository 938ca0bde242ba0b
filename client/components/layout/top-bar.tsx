import { company, headerSocialLinks, telHref } from '../../content/company';
import { topBarText } from '../../content/site-chrome';
import { SocialLinks } from './social-links';

export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <SocialLinks links={headerSocialLinks} label={topBarText.socialLabel} className="top-bar__social" />
        <a className="top-bar__phone" href={telHref}>
          <span className="visually-hidden">{topBarText.callPrefix}</span>
          {company.phoneDisplay}
        </a>
      </div>
    </div>
  );
}
