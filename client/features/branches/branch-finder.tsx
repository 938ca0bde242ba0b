import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GeoPoint } from '../../../shared/geo-distance';
import { SiteLink } from '../../components/site-link/site-link';
import { branchFinderText } from '../../content/branches';
import { useNow } from '../../hooks/use-now';
import { BranchCard } from './branch-card';
import { findBranches, sortByDistanceFrom, type FinderResult } from './find-branches';
import { prefetchSearchPlaces, useFinderResult } from './use-finder-result';
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
 *
 * The result may wait for the places a search needs (use-finder-result.ts). What the visitor
 * types is the form's own state, so typing never renders the result again, and never waits.
 */
export function BranchFinder() {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q');
  const search = findBranches(q, null);
  const [locating, setLocating] = useState<Locating>('idle');
  // A note that the location could not be had belongs to the list it was asked for; a sort by
  // location stays.
  const [notedQuery, setNotedQuery] = useState(search.query);
  if (notedQuery !== search.query) {
    setNotedQuery(search.query);
    if (locating === 'failed') setLocating('idle');
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => inputRef.current?.focus(), []);
  const id = useId();
  const messageId = `${id}-message`;

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

  return (
    <>
      <FinderForm
        search={search}
        inputRef={inputRef}
        id={id}
        messageId={messageId}
        busy={locating === 'busy'}
        onLocate={locate}
      />
      <BranchResults q={q} messageId={messageId} locating={locating} onShowAll={focusSearch} />
    </>
  );
}

/** The search field, its button and "Use my location". */
function FinderForm({
  search,
  inputRef,
  id,
  messageId,
  busy,
  onLocate,
}: {
  search: FinderResult;
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  messageId: string;
  busy: boolean;
  onLocate: () => void;
}) {
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState(search.query);
  const [shownQuery, setShownQuery] = useState(search.query);
  // Back and forward change the URL's search: the field follows it.
  if (shownQuery !== search.query) {
    setShownQuery(search.query);
    setText(search.query);
  }
  // The button only works with JavaScript and a geolocation API, so it shows with them; its
  // place is kept meanwhile, so the cards do not move down when it shows.
  const [canLocate, setCanLocate] = useState(false);
  useEffect(() => setCanLocate('geolocation' in navigator), []);
  const inputId = `${id}-q`;
  const hintId = `${id}-hint`;
  // Typed before hydration (a slow phone shows the server's field seconds earlier): what the
  // field holds when React takes it over is the search, not the server's value, which the next
  // render would put back. The lead forms do the same (useAdoptValueTypedBeforeHydration).
  useEffect(() => setText(inputRef.current!.value), [inputRef]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    setSearchParams(query ? { q: query } : {}, { preventScrollReset: true });
  };

  return (
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
          onFocus={prefetchSearchPlaces}
          autoComplete="postal-code"
          // Longer searches are refused; the field never lets one be typed, so nothing typed is lost.
          maxLength={branchFinderText.maxLength}
          enterKeyHint="search"
          aria-describedby={`${hintId} ${messageId}`}
          aria-invalid={search.invalid}
        />
        <button type="submit" className="button button--dark">
          {branchFinderText.submit}
        </button>
        <button
          type="button"
          className="button button--outline branch-finder__locate"
          onClick={onLocate}
          hidden={!canLocate || undefined}
          aria-disabled={busy || undefined}
        >
          {branchFinderText.useLocation}
        </button>
      </div>
    </form>
  );
}

/** What a search shows: what it found (a status line), a link back to every branch, the cards. */
function BranchResults({
  q,
  messageId,
  locating,
  onShowAll,
}: {
  q: string | null;
  messageId: string;
  locating: Locating;
  onShowAll: () => void;
}) {
  // Read here, so the minute's turn after hydration reaches only what shows it; before the
  // result, which may wait (no hook may follow a wait).
  const now = useNow();
  const result = useFinderResult(q);
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
          <SiteLink to="/branches" preventScrollReset onClick={onShowAll}>
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
