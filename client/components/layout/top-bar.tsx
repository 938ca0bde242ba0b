import { company, headerSocialLinks, telHref } from '../../content/company';
import { languageLinksLabel, topBarText } from '../../content/site-chrome';
import { SocialLinks } from './social-links';
import { LanguageLinks } from './language-links';

export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <SocialLinks links={headerSocialLinks} label={topBarText.socialLabel} className="top-bar__social" />
        {/* Wide screens; narrow ones have the same list at the end of the menu. */}
        <LanguageLinks label={languageLinksLabel} className="top-bar__languages" />
        <a className="top-bar__phone" href={telHref}>
          <span className="visually-hidden">{topBarText.callPrefix}</span>
          {company.phoneDisplay}
        </a>
      </div>
    </div>
  );
}
