import { useRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../components/layout/site-layout';
import { ErrorPage } from '../pages/error-page';
import { useAppState } from './app-state';
import { routeTable } from './route-table';
import { pageComponents } from './page-components';
import '../styles/global.css';

// The route table as router objects, made once. useRoutes with objects rather than
// <Routes>/<Route> elements: same matching, without the router's JSX-to-objects converter in
// the first-load JS.
const routes: RouteObject[] = [
  ...routeTable.map(({ path, page }): RouteObject => {
    const Page = pageComponents[page];
    return { path, element: <Page /> };
  }),
  { path: '*', element: <ErrorPage status="404 Not Found" /> },
];

function PageRoutes() {
  return useRoutes(routes);
}

/** Shared by entry-server (StaticRouter) and entry-client (BrowserRouter): both trees are identical. */
export function App() {
  const { renderError } = useAppState();
  return <SiteLayout>{renderError !== null ? <ErrorPage status="500 Internal Server Error" message={renderError} /> : <PageRoutes />}</SiteLayout>;
}
