import { useLocation } from 'react-router-dom';
import { SiteLayout } from '../components/layout/site-layout';
import { ErrorPage } from '../pages/error-page';
import { useAppState } from '../state/app-state';
import { pageAt } from '../../shared/site-pages';
import { HydrationMarker } from './hydration-marker';
import { LateResultDialog } from './late-result-dialog';
import { PageSection, type PagePart } from './page-components';
import { useRouteChange } from './use-route-change';
import '../styles/global.css';

// The page for the current location comes from the site registry, the one the server reads
// for the status code, so a URL can never render one page and answer another status. The
// router supplies the location (StaticRouter on the server, BrowserRouter in the browser) and
// the navigation; its route matcher and outlet machinery stay out of the first-load JS.
function CurrentPage({ part }: { part: PagePart }) {
  const page = pageAt(useLocation().pathname);
  if (!page) return part === 'main' ? <ErrorPage status="notFound" /> : null;
  return <PageSection pageId={page.id} part={part} />;
}

/**
 * Shared by entry-server (StaticRouter) and entry-client (BrowserRouter): both trees must be
 * identical, down to the number of siblings, or React's useId (the form fields' ids) differs
 * between the server HTML and the hydrated page. So the hydration marker, which only acts in
 * the browser, is rendered on both sides.
 */
export function App() {
  const { renderFailed } = useAppState();
  useRouteChange();
  return (
    <>
      <SiteLayout afterFooter={renderFailed ? null : <CurrentPage part="afterFooter" />}>
        {renderFailed ? <ErrorPage status="serverError" /> : <CurrentPage part="main" />}
      </SiteLayout>
      <LateResultDialog />
      <HydrationMarker />
    </>
  );
}
