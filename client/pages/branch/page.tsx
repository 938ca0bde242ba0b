import { useLocation } from 'react-router-dom';
import { matchPage } from '../../../shared/site-page-params';
import { PageBanner } from '../../components/layout/page-banner';
import { MapFacade } from '../../components/map-facade/map-facade';
import { SectionHeader } from '../../components/section-header/section-header';
import { SiteLink } from '../../components/site-link/site-link';
import {
  branchBySlug,
  branchPageText,
  branchesPage,
  otherServiceableAreas,
  type Branch,
} from '../../content/branches';
import { HoursToday, WeekHours } from '../../features/branches/opening-hours';
import { ServiceableAreaCard } from '../../features/branches/serviceable-area-card';
import { useNow } from '../../hooks/use-now';
import { mapsDirectionsUrl } from '../../lib/directions-url';
import { ErrorPage } from '../error-page';
import '../../features/branches/branch-card.css';
import './branch-page.css';
import '../page-sections.css';

/**
 * /branches/<slug>: one branch. The registry matches any slug; this page knows the branches,
 * so a slug that names none shows the 404 page here too (the server has answered 404 already).
 */
export default function BranchPage() {
  const slug = matchPage(useLocation().pathname)?.params.slug;
  const branch = slug === undefined ? undefined : branchBySlug(slug);
  return branch ? <BranchDetails branch={branch} /> : <ErrorPage status="notFound" />;
}

function BranchDetails({ branch }: { branch: Branch }) {
  const now = useNow();
  const { address } = branch;
  const nearby = otherServiceableAreas.filter((area) => branch.nearbyAreas.includes(area.id));
  return (
    <>
      <PageBanner heading={branchPageText.heading(branch)}>
        <p className="page-banner__lead page-banner__lead--text">{branch.landmarkTitle}</p>
      </PageBanner>
      <nav className="container branch-page__crumbs" aria-label={branchPageText.breadcrumbLabel}>
        <SiteLink to="/branches">{branchPageText.allBranches}</SiteLink>
      </nav>
      <section className="section branch-page" aria-labelledby="branch-details-title">
        <div className="container branch-page__grid">
          <div className="branch-page__facts">
            <h2 id="branch-details-title" className="branch-page__heading">
              {branchPageText.addressHeading}
            </h2>
            <address className="branch-card__address">
              {address.streetAddress}
              <br />
              {address.locality}, {address.region} {address.postalCode}
            </address>
            <a
              className="button button--outline branch-card__directions"
              href={mapsDirectionsUrl(branch.geo)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={branchesPage.directionsAriaLabel(branch)}
            >
              {branchesPage.directionsLabel}
            </a>
            <h2 className="branch-page__heading">{branchPageText.hoursHeading}</h2>
            <HoursToday hours={branch.openingHours} now={now} />
            <WeekHours hours={branch.openingHours} />
            <p className="branch-page__note">{branchPageText.timeZoneNote}</p>
            <h2 className="branch-page__heading">{branchPageText.phoneHeading}</h2>
            <p>
              <a
                href={`tel:${branch.phoneE164}`}
                aria-label={`${branchPageText.callLabel(branch)}: ${branch.phoneDisplay}`}
              >
                {branch.phoneDisplay}
              </a>
            </p>
          </div>
          <div className="branch-page__map">
            <h2 className="branch-page__heading">{branchPageText.mapHeading}</h2>
            <MapFacade place={branch.city} geo={branch.geo} title={branchesPage.mapTitle(branch)} />
          </div>
        </div>
      </section>
      {nearby.length > 0 ? (
        <section className="section section--alt" aria-labelledby="nearby-areas-title">
          <div className="container">
            <SectionHeader
              id="nearby-areas-title"
              heading={branchPageText.nearbyHeading}
              intro={branchPageText.nearbyIntro(branch)}
            />
            <ul className="area-cards">
              {nearby.map((area) => (
                <ServiceableAreaCard key={area.id} area={area} />
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
