import { Trans } from "@lingui/react/macro";
import LocaleLink from "../components/LocaleLink";

/** The error page: 404 says the page could not be found, other statuses show their message. */
export default function ErrorPage({ status, message }: { status: number; message?: string }) {
  return (
    <section className="hero error-page">
      <div className="container hero-inner">
        <p className="eyebrow" aria-hidden="true">
          {status}
        </p>
        <h1 id="page-title">
          {status === 404 ? <Trans>This page could not be found</Trans> : <Trans>Something went wrong</Trans>}
        </h1>
        {status !== 404 && (
          <p className="lede">
            {message ?? <Trans>An unexpected error occurred. Please try again in a moment.</Trans>}
          </p>
        )}
        <p>
          <LocaleLink to="/" className="button button-primary">
            <Trans>Back to the home page</Trans>
          </LocaleLink>
        </p>
      </div>
    </section>
  );
}
