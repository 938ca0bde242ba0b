import { SiteLink } from '../components/site-link/site-link';
import { PageBanner } from '../components/layout/page-banner';

/** Spec section 2: 'Unexpected Application Error!' followed by the status or message. */
export function ErrorPage({ status, message }: { status: string; message?: string }) {
  return (
    <>
      <PageBanner heading="Unexpected Application Error!">
        <p className="page-banner__lead">{status}</p>
      </PageBanner>
      <section className="section container">
        {message ? <p className="error-page__message">{message}</p> : null}
        <p>
          <SiteLink to="/">Go to the home page</SiteLink> or use the menu above.
        </p>
      </section>
    </>
  );
}
