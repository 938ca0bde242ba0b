import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GeoPoint } from '../../../shared/geo-distance';
import { SiteLink } from '../../components/site-link/site-link';
import { branchFinderText } from '../../content/branches';
import { useNow } from '../../hooks/use-now';
import { BranchCard } from './branch-card';
import { sortByDistanceFrom } from './find-branches';
import { fetchSearchPlaces, useFinderResult } from './use-finder-result';
import './branch-finder.css';
import { sitePath } from '../../lib/site-locale';

type Locating = 'idle' | 'busy' | 'failed' | { from: GeoPoint };

/** Long enough for a phone to get a fix outdoors; a refusal answers at once anyway. */
const LOCATION_TIMEOUT_MS = 10_000;

/**
 * The branch search on /branches. The search lives in the URL (`?q=`): a plain GET form, so
 * without JavaScript the server answers with the list, and with it the router changes the
 * URL and the same function filters in the browser. "Use my location" asks for the position
 * only when pressed, and only sorts what is shown; a refusal changes nothing but a note.
 */
export function BranchFinder() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q');
  const result = useFinderResult(q);
  const now = useNow();
  const [text, setText] = useState(result.query);
  const [shownQuery, setShownQuery] = useState(result.query);
  const [locating, setLocating] = useState<Locating>('idle');
  // Back and forward change the URL's search: the field follows it. A note that the location
  // could not be had belongs to the list it was asked for; a sort by location stays.
  if (shownQuery !== result.query) {
    setShownQuery(result.query);
    setText(result.query);
    if (locating === 'failed') setLocating('idle');
  }
  // The button only works with JavaScript and a geolocation API, so it shows with them; its
  // place is kept meanwhile, so the cards do not move down when it shows.
  const [canLocate, setCanLocate] = useState(false);
  useEffect(() => setCanLocate('geolocation' in navigator), []);
  const inputRef = useRef<HTMLInputElement>(null);

  const id = useId();
  const inputId = `${id}-q`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    void fetchSearchPlaces();
    setSearchParams(query ? { q: query } : {}, { preventScrollReset: true });
  };

  const locate = () => {
    // Busy is aria-disabled, not disabled: a disabled button drops the keyboard's focus.
    if (locating === 'busy') return;
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => setLocating({ from: { lat: position.coords.latitude, lng: position.coords.longitude } }),
      () => setLocating('failed'),
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  };

  const from = typeof locating === 'object' ? locating.from : null;
  const hits = from ? sortByDistanceFrom(result.hits, from) : result.hits;
  const locationNote =
    locating === 'busy'
      ? branchFinderText.locating
      : locating === 'failed'
        ? branchFinderText.locationFailed
        : from
          ? branchFinderText.sortedByLocation
          : null;

  return (
    <>
      <form
        role="search"
        method="get"
        action={sitePath('/branches')}
        className="branch-finder"
        onSubmit={onSubmit}
      >
        <label className="branch-finder__label" htmlFor={inputId}>
          {branchFinderText.label}
        </label>
        <p className="branch-finder__hint" id={hintId}>
          {branchFinderText.hint}
        </p>
        <div className="branch-finder__row">
          <input
            ref={inputRef}
            id={inputId}
            className="branch-finder__input"
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={() => void fetchSearchPlaces()}
            autoComplete="postal-code"
            // Longer searches are refused; the field never lets one be typed, so nothing typed is lost.
            maxLength={branchFinderText.maxLength}
            enterKeyHint="search"
            aria-describedby={result.message ? `${hintId} ${messageId}` : hintId}
            aria-invalid={result.invalid || undefined}
          />
          <button type="submit" className="button button--dark">
            {branchFinderText.submit}
          </button>
          <button
            type="button"
            className="button button--outline branch-finder__locate"
            onClick={locate}
            hidden={!canLocate || undefined}
            aria-disabled={locating === 'busy' || undefined}
          >
            {branchFinderText.useLocation}
          </button>
        </div>
      </form>
      <div className="branch-finder__status" role="status">
        {result.message ? (
          <p id={messageId} className={result.invalid ? 'branch-finder__message--invalid' : undefined}>
            {result.message}
          </p>
        ) : null}
        {locationNote ? <p>{locationNote}</p> : null}
      </div>
      {result.filtered ? (
        <p className="branch-finder__all">
          {/* The link goes with the filter: the focus goes on to the search, not to the page's top. */}
          <SiteLink to="/branches" preventScrollReset onClick={() => inputRef.current?.focus()}>
            {branchFinderText.showAll}
          </SiteLink>
        </p>
      ) : null}
      <ul className="branch-cards">
        {hits.map((hit) => (
          <BranchCard key={hit.branch.id} branch={hit.branch} now={now} km={hit.km} />
        ))}
      </ul>
    </>
  );
}
