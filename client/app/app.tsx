import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../components/layout/site-layout';
import { ErrorPage } from '../pages/error-page';
import { useAppState } from './app-state';
import { routeTable } from './route-table';
import { pageComponents } from './page-components';
import '../styles/global.css';

/** Shared by entry-server (StaticRouter) and entry-client (BrowserRouter): both trees are identical. */
export function App() {
  const { renderError } = useAppState();
  return (
    <SiteLayout>
      {renderError !== null ? (
        <ErrorPage status="500 Internal Server Error" message={renderError} />
      ) : (
        <Routes>
          {routeTable.map(({ path, page }) => {
            const Page = pageComponents[page];
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route path="*" element={<ErrorPage status="404 Not Found" />} />
        </Routes>
      )}
    </SiteLayout>
  );
}
