import { branchesPage, type ServiceableArea } from '../../content/branches';
import { MapFacade } from '../../components/map-facade/map-facade';
import './branch-card.css';

export function ServiceableAreaCard({ area }: { area: ServiceableArea }) {
  return (
    <li className="area-card">
      <h3 className="area-card__name">{area.name}</h3>
      <p className="area-card__region">{area.region}</p>
      <MapFacade place={area.name} geo={area.geo} title={branchesPage.otherAreas.mapTitle(area)} />
    </li>
  );
}
