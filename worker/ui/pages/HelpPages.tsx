import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ArticleSummary, SearchHit } from "../../../common/schemas/api";
import PageHero from "../components/PageHero";
import Section from "../components/Section";
import HelpSearch from "../components/HelpSearch";
import SearchResults from "../components/SearchResults";
import { HELP_SECTIONS } from "../components/taxonomy";
import ContactSection from "../components/ContactSection";
import Pagination from "../components/Pagination";
import ArticleLinkList from "../components/ArticleLinkList";
import SiteLinkList from "../components/SiteLinkList";
import LocaleLink from "../components/LocaleLink";
import { DidYouMean } from "../../../client/components/DidYouMean";
import { HELP_LIST_LINKS } from "../components/site-links";
import DateText from "../components/DateText";

/** Groups articles by their help section, in the sections' order. */
function bySection(articles: ArticleSummary[]) {
  return Object.keys(HELP_SECTIONS)
    .map((id) => ({ id, articles: articles.filter((a) => a.section === id) }))
    .filter((s) => s.articles.length > 0);
}

/** /help: the help centre's front page. */
export function HelpPage({ articles }: { articles: ArticleSummary[] }) {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero title={<Trans>How can we help?</Trans>} lede={<Trans>Search our guides or browse them by topic.</Trans>}>
        <HelpSearch />
      </PageHero>
      <Section title={<Trans>Browse by topic</Trans>}>
        <div className="card-grid">
          {bySection(articles).map((s) => (
            <div className="card" key={s.id}>
              <h3>{i18n._(HELP_SECTIONS[s.id]!)}</h3>
              <ArticleLinkList articles={s.articles} />
            </div>
          ))}
        </div>
      </Section>
      <Section title={<Trans>More help</Trans>}>
        <SiteLinkList links={HELP_LIST_LINKS} className="link-list" />
      </Section>
      <ContactSection />
    </>
  );
}

/** /help/detail without an id: every section and its articles. */
export function HelpIndexPage({ articles }: { articles: ArticleSummary[] }) {
  const { i18n } = useLingui();
  return (
    <>
      <PageHero title={<Trans>All help articles</Trans>} lede={<Trans>Every guide in the help centre, by topic.</Trans>} />
      {bySection(articles).map((s) => (
        <Section key={s.id} title={i18n._(HELP_SECTIONS[s.id]!)}>
          <ArticleLinkList articles={s.articles} />
        </Section>
      ))}
    </>
  );
}

/** /help/faq, /help/issues and /help/message: a list of expandable entries. */
export function HelpListPage({ kind, entries }: { kind: "faq" | "issue" | "message"; entries: ArticleSummary[] }) {
  const title = {
    faq: <Trans>Frequently asked questions</Trans>,
    issue: <Trans>Troubleshooting</Trans>,
    message: <Trans>Announcements</Trans>,
  }[kind];
  const lede = {
    faq: <Trans>Short answers to what people ask us most.</Trans>,
    issue: <Trans>Fixes for the problems people run into most, step by step.</Trans>,
    message: <Trans>News about our apps and service, newest first.</Trans>,
  }[kind];
  return (
    <>
      <PageHero title={title} lede={lede} />
      <section className="section">
        <div className="container">
          {entries.map((entry) => (
            <details className="entry" key={entry.id} id={entry.id} lang={entry.fallback ? "en" : undefined}>
              <summary>
                {entry.title}
                {kind === "message" && <DateText date={entry.date} className="entry-date muted" />}
              </summary>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: content sanitized against an allowlist (worker/content/sanitize.ts) */}
              <div className="prose" dangerouslySetInnerHTML={{ __html: entry.html ?? "" }} />
            </details>
          ))}
        </div>
      </section>
      <ContactSection />
    </>
  );
}

/** /help/search: results for the visitor's query. */
export function HelpSearchPage({
  query,
  results,
  page,
  pages,
  suggestion,
  popular = [],
}: {
  query: string;
  results: SearchHit[];
  page: number;
  pages: number;
  /** When nothing matched: a corrected query that finds something. */
  suggestion?: string;
  /** When nothing matched: the language's most read help. */
  popular?: ArticleSummary[];
}) {
  const none = query !== "" && results.length === 0;
  return (
    <>
      <PageHero title={<Trans>Search the help centre</Trans>}>
        <HelpSearch query={query} />
      </PageHero>
      <section className="section">
        <div className="container">
          {query && (
            <h2>
              <ResultsFor query={<bdi>{query}</bdi>} />
            </h2>
          )}
          {none ? (
            <p>
              <Trans>No articles match your search. Try fewer or different words.</Trans>
            </p>
          ) : (
            <SearchResults results={results} />
          )}
          {none && suggestion && (
            <p className="search-suggestion">
              <DidYouMean suggestion={<LocaleLink to={`/help/search?q=${encodeURIComponent(suggestion)}`}>{suggestion}</LocaleLink>} />
            </p>
          )}
          {none && popular.length > 0 && (
            <nav className="search-popular" aria-labelledby="search-popular-title">
              <h2 id="search-popular-title">
                <Trans>Popular help articles</Trans>
              </h2>
              <ArticleLinkList articles={popular} />
            </nav>
          )}
          <Pagination path="/help/search" params={{ q: query }} page={page} pages={pages} />
        </div>
      </section>
      {none && <ContactSection />}
    </>
  );
}

/**
 * The search heading. The visitor's text goes into the message as an element, never as a
 * string: Lingui reads tags in the formatted message, so typed `<0>x</0>` would be markup.
 */
function ResultsFor({ query }: { query: ReactNode }) {
  return <Trans>Results for “{query}”</Trans>;
}
