import { branchFinderText, branchesPage, type Branch } from '../../content/branches';
import { mapsDirectionsUrl } from '../../lib/directions-url';
import { MapFacade } from '../../components/map-facade/map-facade';
import { SiteLink } from '../../components/site-link/site-link';
import { pathOf } from '../../../shared/site-page-params';
import { HoursToday } from './opening-hours';
import './branch-card.css';

export function BranchCard({ branch, now, km }: { branch: Branch; now: number; km?: number | undefined }) {
  const { address } = branch;
  return (
    <li className="branch-card">
      <h2 className="branch-card__city">
        <SiteLink to={pathOf('branch', { slug: branch.slug })}>{branch.city}</SiteLink>
      </h2>
      <p className="branch-card__landmark">{branch.landmarkTitle}</p>
      {km === undefined ? null : <p className="branch-card__distance">{branchFinderText.distance(km)}</p>}
      <address className="branch-card__address">
        {address.streetAddress}
        <br />
        {address.locality}, {address.region} {address.postalCode}
      </address>
      <HoursToday hours={branch.openingHours} now={now} />
      <a
        className="button button--outline branch-card__directions"
        href={mapsDirectionsUrl(branch.geo)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={branchesPage.directionsAriaLabel(branch)}
      >
        {branchesPage.directionsLabel}
      </a>
      <MapFacade place={branch.city} geo={branch.geo} title={branchesPage.mapTitle(branch)} />
    </li>
  );
}
