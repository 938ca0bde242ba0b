import { SiteLink } from '../components/site-link/site-link';
import { PageBanner } from '../components/layout/page-banner';
import { pageHeadings } from '../content/page-headings';
import { errorPageText } from '../content/site-chrome';

/** Spec section 2: 'Unexpected Application Error!' followed by the status (the error's own text stays in the log). */
export function ErrorPage({ status }: { status: string }) {
  return (
    <>
      <PageBanner heading={pageHeadings['not-found']}>
        <p className="page-banner__lead">{status}</p>
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
