import { branchesPage, type Branch } from '../../content/branches';
import { mapsSearchUrl } from '../../content/types';
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
        <span className="branch-card__hours-label">{branchesPage.openingHoursLabel}:</span> {branch.openingHours}
      </p>
      <a className="button button--outline branch-card__directions" href={branch.directionsUrl} target="_blank" rel="noopener noreferrer" aria-label={branch.directionsAriaLabel}>
        {branchesPage.directionsLabel}
      </a>
      <MapFacade place={branch.city} embedUrl={branch.mapEmbedUrl} title={branch.mapTitle} mapsUrl={mapsSearchUrl(branch.geo)} />
    </li>
  );
}
