import { useEffect, useRef, useState } from 'react';
import { mapFacadeLabels } from '../../content/maps';
import type { GeoPoint } from '../../../shared/geo-distance';
import { mapsEmbedUrl, mapsSearchUrl } from '../../lib/map-urls';
import { whenNearViewport } from '../../lib/when-near-viewport';
import './map-facade.css';

interface MapFacadeProps {
  /** Named in the button and link texts, e.g. "Chennai" or "our corporate office". */
  place: string;
  /** Where the map is centred; the placeholder's link opens the same point in the maps service. */
  geo: GeoPoint;
  /** `title` of the iframe. */
  title: string;
  /**
   * Also load the map, without a click, once the visitor scrolls near it. For a single map the
   * visitor expects to see (the footer's); pages with many maps load each only on request.
   */
  loadWhenNear?: boolean;
}

/**
 * An embedded map that costs nothing until it is wanted. An embedded map is megabytes of
 * third-party script and a document of its own for the phone to build, so the page first shows
 * a placeholder of the same size; the map replaces it when asked for (or, with `loadWhenNear`,
 * when close to the viewport). Chromium's native `loading="lazy"` is not enough: on a phone it
 * starts frames thousands of pixels ahead, which on most of our pages is at once.
 */
export function MapFacade({ place, geo, title, loadWhenNear = false }: MapFacadeProps) {
  const [shown, setShown] = useState<{ focusFrame: boolean } | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!loadWhenNear || !box) return;
    // Focus may already be on the placeholder's button or link (tabbed to as the page scrolled).
    return whenNearViewport(box, () =>
      setShown((current) => current ?? { focusFrame: box.contains(document.activeElement) }),
    );
  }, [loadWhenNear]);

  // The control that had focus is gone; keep the keyboard user where the map now is.
  useEffect(() => {
    if (shown?.focusFrame) frameRef.current?.focus();
  }, [shown]);

  return (
    <div ref={boxRef} className="map-facade">
      {shown ? (
        <iframe
          ref={frameRef}
          className="map-facade__frame"
          src={mapsEmbedUrl(geo)}
          title={title}
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="map-facade__placeholder">
          <button
            type="button"
            className="button button--dark"
            onClick={() => setShown({ focusFrame: true })}
          >
            {mapFacadeLabels.show(place)}
          </button>
          <a className="map-facade__link" href={mapsSearchUrl(geo)} target="_blank" rel="noopener noreferrer">
            {mapFacadeLabels.open(place)}
          </a>
        </div>
      )}
    </div>
  );
}
