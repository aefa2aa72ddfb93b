import { useLingui } from "@lingui/react/macro";
import type { ArticleType } from "../../../common/schemas/content";
import { resultPath, TYPE_LABELS } from "../../../client/components/result-kinds";
import LocaleLink from "./LocaleLink";

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
              // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the search index, <mark> its only markup
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
