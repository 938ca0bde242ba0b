import { SiteLink } from '../components/site-link/site-link';
import { PageBanner } from '../components/layout/page-banner';

/** Spec section 2: 'Unexpected Application Error!' followed by the status (the error's own text stays in the log). */
export function ErrorPage({ status }: { status: string }) {
  return (
    <>
      <PageBanner heading="Unexpected Application Error!">
        <p className="page-banner__lead">{status}</p>
      </PageBanner>
      <section className="section container">
        <p>
          <SiteLink to="/">Go to the home page</SiteLink> or use the menu above.
        </p>
      </section>
    </>
  );
}
