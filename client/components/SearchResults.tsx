import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ArticleType } from "../../common/schemas/content";
import { articlePath } from "../../common/paths";
import LocaleLink from "./LocaleLink";

/** What kind of page a result is, as its label says. */
export const TYPE_LABELS: Record<ArticleType, MessageDescriptor> = {
  help: msg({ comment: "The kind of a search result: a help centre guide", message: "Help" }),
  faq: msg({ comment: "The kind of a search result: an answer from the frequently asked questions", message: "FAQ" }),
  issue: msg({ comment: "The kind of a search result: a troubleshooting entry", message: "Troubleshooting" }),
  message: msg({ comment: "The kind of a search result: one announcement (news about the apps)", message: "Announcement" }),
  blog: msg({ comment: "The kind of a search result: a blog post", message: "Blog" }),
  legal: msg({ comment: "The kind of a search result: the privacy policy or the terms", message: "Policy" }),
};

/** Entries shown only inside a list page open there, at their own anchor. */
const LIST_PAGES: Partial<Record<ArticleType, string>> = { faq: "/help/faq", issue: "/help/issues", message: "/help/message" };

/** Where a result leads: its own page, or its entry on the list it belongs to. */
export function resultPath(type: ArticleType, id: string): string | null {
  const list = LIST_PAGES[type];
  return list ? `${list}#${id}` : articlePath(type, id);
}

export interface ResultItem {
  id: string;
  type: ArticleType;
  title: string;
  /** Escaped text with <mark> around matches (worker/content/snippet.ts), or absent for the summary. */
  snippet?: string;
  summary: string;
  fallback?: boolean;
}

/** Search results: each with its kind, a title that leads to it, and the text around the match. */
export default function SearchResults({ results }: { results: ResultItem[] }) {
  const { i18n } = useLingui();
  return (
    <ol className="results">
      {results.map((hit) => {
        const path = resultPath(hit.type, hit.id);
        return (
          <li key={`${hit.type}/${hit.id}`} className="result" lang={hit.fallback ? "en" : undefined}>
            <p className="result-type">{i18n._(TYPE_LABELS[hit.type])}</p>
            <h3 className="result-title">{path ? <LocaleLink to={path}>{hit.title}</LocaleLink> : hit.title}</h3>
            {hit.snippet !== undefined ? (
              // Escaped by the search index; only <mark> is markup.
              <p className="result-snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} />
            ) : (
              <p className="result-snippet">{hit.summary}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
