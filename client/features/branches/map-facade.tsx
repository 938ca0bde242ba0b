import { useEffect, useRef, useState } from 'react';
import { branchesPage } from '../../content/branches';
import './map-facade.css';

interface MapFacadeProps {
  place: string;
  embedUrl: string;
  /** `title` of the iframe. */
  title: string;
  /** The place on the maps service, for visitors without JavaScript or who prefer the app. */
  mapsUrl: string;
}

/**
 * A click-to-load map: thirteen embedded maps would cost the first load megabytes of third-party
 * script, so each shows a placeholder of the same size until the visitor asks for it.
 */
export function MapFacade({ place, embedUrl, title, mapsUrl }: MapFacadeProps) {
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button that had focus is gone; keep the keyboard user where the map now is.
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  return (
    <div className="map-facade">
      {shown ? (
        <iframe ref={frameRef} className="map-facade__frame" src={embedUrl} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <div className="map-facade__placeholder">
          <button type="button" className="button button--dark" onClick={() => setShown(true)}>
            {branchesPage.showMapLabel(place)}
          </button>
          <a className="map-facade__link" href={mapsUrl} target="_blank" rel="noopener noreferrer">
            {branchesPage.openMapLabel(place)}
          </a>
        </div>
      )}
    </div>
  );
}
