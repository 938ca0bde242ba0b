import { SiteLink } from '../components/site-link/site-link';
import { PageBanner } from '../components/layout/page-banner';
import { errorPageText } from '../content/site-chrome';

/** docs/product-rules.md §2: 'Unexpected Application Error!' followed by the status (the error's own text stays in the log). */
export function ErrorPage({ status }: { status: 'notFound' | 'serverError' }) {
  return (
    <>
      <PageBanner heading={errorPageText.heading}>
        <p className="page-banner__lead">{errorPageText[status]}</p>
      </PageBanner>
      <section className="section container">
        <p>
          <SiteLink to="/">{errorPageText.homeLink}</SiteLink>
          {errorPageText.afterHomeLink}
        </p>
      </section>
    </>
  );
}
