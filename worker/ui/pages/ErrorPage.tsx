import { Trans } from "@lingui/react/macro";
import type { ArticleSummary } from "../../../common/schemas/api";
import LocaleLink from "../components/LocaleLink";
import ArticleLinkList from "../components/ArticleLinkList";
import HelpSearch from "../components/HelpSearch";

interface Props {
  status: number;
  message?: string;
  /** A few of the help centre's popular articles in the page's language; none when they could not be read. */
  popular?: ArticleSummary[];
}

/**
 * The error page: 404 says the page could not be found, other statuses show their message.
 * Both lead on: the way home first, then the help search and a few popular guides.
 */
export default function ErrorPage({ status, message, popular = [] }: Props) {
  return (
    <>
      <section className="hero error-page">
        <div className="container hero-inner">
          <p className="eyebrow" aria-hidden="true">
            {status}
          </p>
          <h1 id="page-title">{status === 404 ? <Trans>This page could not be found</Trans> : <Trans>Something went wrong</Trans>}</h1>
          <p className="lede">
            {status === 404 ? (
              <Trans>
                The link may be old, or the address may have a typo. Start again from the home page, or find what you were looking for
                below.
              </Trans>
            ) : (
              (message ?? <Trans>An unexpected error occurred. Please try again in a moment.</Trans>)
            )}
          </p>
          <div className="hero-actions">
            <LocaleLink to="/" className="button button-primary">
              <Trans>Back to the home page</Trans>
            </LocaleLink>
          </div>
        </div>
      </section>
      <section className="section error-leads" aria-labelledby="error-search-title">
        <div className="container error-leads-grid">
          <div className="card error-search">
            <h2 id="error-search-title">
              <Trans>Search the help centre</Trans>
            </h2>
            <HelpSearch />
          </div>
          {popular.length > 0 && (
            <nav className="card error-popular" aria-labelledby="error-popular-title">
              <h2 id="error-popular-title">
                <Trans>Popular help articles</Trans>
              </h2>
              <ArticleLinkList articles={popular} />
              <p>
                <LocaleLink to="/help" className="more-link">
                  <Trans>All help topics</Trans>
                </LocaleLink>
              </p>
            </nav>
          )}
        </div>
      </section>
    </>
  );
}
