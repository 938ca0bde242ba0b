import { branchesPage, type Branch } from '../../content/branches';
import { mapsDirectionsUrl } from '../../lib/map-urls';
import { MapFacade } from '../../components/map-facade/map-facade';
import './branch-card.css';

export function BranchCard({ branch }: { branch: Branch }) {
  const { address } = branch;
  return (
    <li className="branch-card">
      <h2 className="branch-card__city">{branch.city}</h2>
      <p className="branch-card__landmark">{branch.landmarkTitle}</p>
      <address className="branch-card__address">
        {address.streetAddress}
        <br />
        {address.locality}, {address.region} {address.postalCode}
      </address>
      <p className="branch-card__hours">
        <span className="branch-card__hours-label">{branchesPage.openingHoursLabel}:</span>{' '}
        {branch.openingHours}
      </p>
      <a
        className="button button--outline branch-card__directions"
        href={mapsDirectionsUrl(branch.geo)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={branch.directionsAriaLabel}
      >
        {branchesPage.directionsLabel}
      </a>
      <MapFacade place={branch.city} geo={branch.geo} title={branch.mapTitle} />
    </li>
  );
}
