import { useEffect, useState } from 'react';
import { API_PATHS } from '../../../shared/api-paths';
import { parseRates, type Rates } from '../../../shared/schemas/rates';
import { useAppState } from '../../state/app-state';
import { asOfText, rateTicker } from '../../content/rates';
import { formatRupees } from '../../lib/indian-digits';
import './rates-ticker.css';
import { indiaDateBefore } from '../../lib/india-time';
import { watchReducedMotion } from '../../lib/reduced-motion';
import { callSiteApi } from '../../lib/site-api';

/** While the page stays open, the ticker asks again this often (the server caches for a minute). */
const RATES_REFRESH_MS = 60_000;
/** The server gives up on the backend after 10 s; a refresh slower than this is dropped. */
const RATES_TIMEOUT_MS = 15_000;

/** `now`: the server's clock when it rendered the page, so that hydration writes the same text. */
function tickerText(rates: Rates, now: number | undefined): string {
  const { fetchedAt } = rates;
  const asOf = fetchedAt === undefined ? '' : ` (${asOfText(fetchedAt, now)})`;
  const label =
    fetchedAt !== undefined && indiaDateBefore(fetchedAt, now)
      ? rateTicker.earlierRate
      : rateTicker.todaysRate;
  return `${label}${asOf}: ${rateTicker.gold} ${formatRupees(rates.gold)} ${rateTicker.perGram} · ${rateTicker.silver} ${formatRupees(rates.silver)} ${rateTicker.perGram}`;
}

/**
 * Today's gold 24K and silver price per gram. The server renders it from its cached rates, so
 * it is there without JavaScript and causes no layout shift; after hydration it refreshes from
 * the same-origin API. With no known rates it is absent, silently (docs/product-rules.md, "Rates and the ticker").
 */
export function RatesTicker() {
  const { rates, setRates, renderedAt } = useAppState();
  // null: follow the visitor's motion preference (CSS); true/false: their explicit choice.
  const [paused, setPaused] = useState<boolean | null>(null);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => watchReducedMotion(setReducedMotion), []);

  useEffect(() => {
    let cancelled = false;
    const refresh = async () => {
      try {
        const { status, body } = await callSiteApi(API_PATHS.rates, { timeoutMs: RATES_TIMEOUT_MS });
        if (status < 200 || status > 299) return;
        const fresh = parseRates(body);
        // A failed refresh keeps what is shown; only a good answer replaces it.
        if (fresh && !cancelled) setRates(fresh);
      } catch {
        // Offline or the server is down: keep the rates already shown, say nothing.
      }
    };
    void refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, RATES_REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [setRates]);

  if (!rates) return null;
  const text = tickerText(rates, renderedAt);
  const isPaused = paused ?? reducedMotion;
  return (
    <section
      className="rates-ticker"
      aria-label={rateTicker.ariaLabel}
      data-paused={paused === null ? undefined : String(paused)}
    >
      <div className="rates-ticker__viewport">
        <p className="rates-ticker__track">
          {Array.from({ length: rateTicker.repeat }, (_, index) => (
            <span key={index} className="rates-ticker__item" aria-hidden={index === 0 ? undefined : true}>
              {text}
            </span>
          ))}
        </p>
      </div>
      <button type="button" className="rates-ticker__toggle" onClick={() => setPaused(!isPaused)}>
        <span aria-hidden="true" className="rates-ticker__icon">
          {isPaused ? '▶' : '❚❚'}
        </span>
        <span className="rates-ticker__toggle-text">{isPaused ? rateTicker.play : rateTicker.pause}</span>
      </button>
    </section>
  );
}
