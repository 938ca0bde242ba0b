import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router-dom';
import type { AppState, FormEcho } from '../../shared/render-contract';
import type { Rates } from '../../shared/schemas/rates';
import type { SubmitOutcome } from '../../shared/submit-outcome';

/** The outcome of a form sent from a page the visitor has since left. */
export interface LateResult {
  outcome: SubmitOutcome;
  detail?: string | undefined;
}

interface AppStateValue {
  rates: Rates | null;
  setRates: (rates: Rates | null) => void;
  formEcho: FormEcho | null;
  renderFailed: boolean;
  /** The server's clock at render time (see use-now.ts), if it said. */
  renderedAt: number | undefined;
  lateResult: LateResult | null;
  showLateResult: (result: LateResult | null) => void;
  /** Whether the page is still open: what a form left behind (a lead waiting to go) stops with it. */
  pageOpen: RefObject<boolean>;
}

const AppStateContext = createContext<AppStateValue | null>(null);

/** The state the server rendered with, so the client hydrates exactly the same tree. */
export function AppStateProvider({ initial, children }: { initial: AppState; children: ReactNode }) {
  const [rates, setRatesState] = useState(initial.rates);
  // The ticker's refresh right after hydration nearly always brings the rates the server just
  // rendered. A new object with the same numbers would still change this context's value, and
  // App reads it, so the whole page would render and commit again in one task (profiled in
  // docs/performance.md, "Figures behind code comments"), for nothing. Equal rates keep the current
  // object, and React skips the render.
  const setRates = useCallback(
    (next: Rates | null) =>
      setRatesState((current) =>
        current &&
        next &&
        current.gold === next.gold &&
        current.silver === next.silver &&
        current.fetchedAt === next.fetchedAt
          ? current
          : next,
      ),
    [],
  );
  // What the server rendered about one request (a form's result, a failed render) belongs to
  // the page it answered: after the first in-app navigation it is gone for good, or a form
  // mounted later would reopen an old dialog with old values, and every link would keep
  // showing the error page. Set during render, so no page ever renders with the stale value.
  const { key } = useLocation();
  const [landingKey] = useState(key);
  const [onLanding, setOnLanding] = useState(true);
  if (onLanding && key !== landingKey) setOnLanding(false);
  const stillLanding = onLanding && key === landingKey;
  // A form whose page was left while it was being sent still answers, on whatever page the
  // visitor is on now: otherwise they cannot tell whether it went, and may send it again.
  const [lateResult, showLateResult] = useState<LateResult | null>(null);
  const pageOpen = useRef(true);
  useEffect(() => {
    pageOpen.current = true;
    return () => {
      pageOpen.current = false;
    };
  }, []);
  const value: AppStateValue = {
    rates,
    setRates,
    lateResult,
    showLateResult,
    pageOpen,
    formEcho: stillLanding ? initial.formEcho : null,
    renderFailed: stillLanding && initial.renderFailed === true,
    renderedAt: initial.renderedAt,
  };
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState(): AppStateValue {
  const value = useContext(AppStateContext);
  // A development aid (tests and the dev server): the built shell, which every page's first
  // load carries, leaves the check and its message out.
  if (import.meta.env.DEV && !value) throw new Error('useAppState must be used inside AppStateProvider');
  return value!;
}
