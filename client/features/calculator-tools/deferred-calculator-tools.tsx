import { Suspense, use, useEffect, useRef, useState } from 'react';
import type { Root } from 'react-dom/client';
import { useLocation } from 'react-router-dom';
import { useAppState } from '../../state/app-state';
import { lateModule } from '../../lib/late-module';
import { whenNearViewport } from '../../lib/when-near-viewport';
import type { GoldFormDetails } from './anchors';
import type { CalculatorToolsProps } from './calculator-tools';
import './calculator-tools.css';

// The calculators are rendered by the server with the page, so they work without JavaScript,
// but their code stays out of the page's first load: the browser fetches it when they near the
// viewport and hydrates them as their own React root. Until then the page's root keeps the
// server's HTML untouched (an element whose content React owns as opaque HTML), so nothing the
// page does meanwhile (a rates refresh, a form's state) can make React throw that HTML away, as
// it would with a dehydrated Suspense boundary that receives an update.

const toolsCode = lateModule(() => import('./mount-calculator-tools'));
/** The server renders every request with the calculators, so it loads them once, up front. */
const serverTools = import.meta.env.SSR ? toolsCode.arrival() : null;

/** After an in-app navigation there is no server HTML to keep: the code is waited for then. */
function LoadedCalculatorTools(props: CalculatorToolsProps) {
  const { CalculatorTools } = toolsCode.current ?? use(toolsCode.arrival());
  return <CalculatorTools {...props} />;
}

/** Opaque content for the page's root: it leaves the server's HTML in place when hydrating. */
const KEEP_SERVER_HTML = { __html: '' };

export function DeferredCalculatorTools({ onSend }: { onSend: (details: GoldFormDetails) => void }) {
  const { rates, renderedAt } = useAppState();
  const { search } = useLocation();
  if (serverTools) {
    const { CalculatorTools } = use(serverTools);
    return (
      <div className="calc-tools">
        <CalculatorTools search={search} rates={rates} renderedAt={renderedAt} />
      </div>
    );
  }
  return <CalculatorToolsInBrowser search={search} rates={rates} renderedAt={renderedAt} onSend={onSend} />;
}

function CalculatorToolsInBrowser(
  props: CalculatorToolsProps & { onSend: (details: GoldFormDetails) => void },
) {
  // Decided once: whether this render hydrates the page (the page root marks <html> once it
  // has, client/app/hydration-marker.tsx) or follows an in-app navigation.
  const [hydrating] = useState(() => document.documentElement.dataset.hydrated !== 'true');
  if (hydrating) return <CalculatorToolsIsland search={props.search} onSend={props.onSend} />;
  return (
    <div className="calc-tools">
      <Suspense fallback={null}>
        <LoadedCalculatorTools {...props} />
      </Suspense>
    </div>
  );
}

function CalculatorToolsIsland({
  search,
  onSend,
}: {
  search: string;
  onSend: (details: GoldFormDetails) => void;
}) {
  const { rates, renderedAt } = useAppState();
  const element = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  // Hydration must see what the server rendered with: the rates of the first render. Newer
  // ones (the ticker's refresh) reach the calculators as a render of their own root.
  const [firstRates] = useState(rates);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const container = element.current!;
    let cancelled = false;
    const stop = whenNearViewport(container, () => {
      void toolsCode.arrival().then(({ hydrateCalculatorTools }) => {
        if (cancelled) return;
        root.current = hydrateCalculatorTools(container, { search, rates: firstRates, renderedAt, onSend });
        setMounted(true);
      });
    });
    return () => {
      cancelled = true;
      stop();
      const mountedRoot = root.current;
      root.current = null;
      // Not during the page root's commit: React refuses to unmount a root synchronously then.
      if (mountedRoot) setTimeout(() => mountedRoot.unmount());
    };
    // Once per page view: the calculators keep their own state from then on, and the page
    // hands them a stable onSend.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const tools = root.current;
    if (mounted && tools && rates !== firstRates)
      void toolsCode
        .arrival()
        .then(({ CalculatorTools }) =>
          tools.render(
            <CalculatorTools search={search} rates={rates} renderedAt={renderedAt} onSend={onSend} />,
          ),
        );
  }, [mounted, rates, firstRates, onSend, search, renderedAt]);

  return (
    <div
      className="calc-tools"
      ref={element}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}
