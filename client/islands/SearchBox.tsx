import { useEffect, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { SearchHit } from "../../common/schemas/api";
import { siteApi } from "../runtime/site-api";
import { localePath, type Locale } from "../../common/locales";
import { resultPath, TYPE_LABELS } from "../components/result-kinds";
import { DidYouMean } from "../components/DidYouMean";

export interface SearchBoxProps {
  /** Localized path of the results page the form submits to. */
  action: string;
  query: string;
  /** Accessible name of the search landmark. */
  label: string;
  /** When set, matching articles appear under the box as you type: the help centre's (help, troubleshooting, FAQ) or the blog's. */
  live?: { scope: "help" | "blog"; lang: Locale };
}

const DEBOUNCE_MS = 200;

/**
 * A search form that works as a plain GET form without JavaScript; once
 * hydrated (when the visitor first reaches for it) it offers a clear button and,
 * with `live`, results as you type from /web_v1/article/search, starting with
 * whatever was typed before.
 */
export default function SearchBox({ action, query: initial, label, live }: SearchBoxProps) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState(initial);
  const [hydrated, setHydrated] = useState(false);
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [suggestion, setSuggestion] = useState<string | undefined>();
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  // The box may have been typed into before the island hydrated: take over what it holds.
  useEffect(() => {
    const typed = input.current ? inputValue(input.current) : undefined;
    if (typed !== undefined) setValue(typed);
    setHydrated(true);
  }, []);

  const query = value.trim();
  useEffect(() => {
    if (!live || !hydrated || query.length < 2 || query === initial.trim()) {
      setHits(null);
      return;
    }
    const ticket = ++latest.current;
    const timer = setTimeout(() => {
      siteApi()
        // The same search as the results page the form submits to.
        .searchArticles({ q: query, ...(live.scope === "help" ? { scope: "help" } : { type: "blog" }), lang: live.lang, page_size: 5 })
        .then((result) => {
          if (ticket !== latest.current) return;
          setHits(result.items);
          setSuggestion(result.suggestion);
        })
        .catch(() => ticket === latest.current && setHits(null));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, live, hydrated, initial]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is what browsers without <search> understand
    <form className="search-box" role="search" aria-label={label} action={action} method="get">
      <label className="visually-hidden" htmlFor="search-q">
        {label}
      </label>
      <input
        ref={input}
        id="search-q"
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(inputValue(e.target))}
        maxLength={100}
        required
        autoComplete="off"
        placeholder={t`Search articles`}
        aria-controls={live ? "live-results" : undefined}
      />
      {hydrated && value && (
        <button type="button" className="search-clear" onClick={() => setValue("")} aria-label={t`Clear search`}>
          ×
        </button>
      )}
      <button type="submit" className="button button-primary">
        {t`Search`}
      </button>
      {live && (
        <div id="live-results" className="live-results" aria-live="polite" hidden={hits === null}>
          {hits && hits.length === 0 && <p>{t`No articles match your search. Try fewer or different words.`}</p>}
          {hits && hits.length === 0 && suggestion && (
            <p>
              <DidYouMean suggestion={<a href={`${action}?q=${encodeURIComponent(suggestion)}`}>{suggestion}</a>} />
            </p>
          )}
          {hits && hits.length > 0 && (
            <ul aria-label={t`Results for “${query}”`}>
              {hits.map((hit) => (
                <li key={`${hit.type}/${hit.id}`}>
                  <a href={localePath(live.lang, resultPath(hit.type, hit.id) ?? "/")}>
                    {live.scope === "help" && <span className="result-type">{i18n._(TYPE_LABELS[hit.type])}</span>}
                    {hit.title}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}

/** The value of the input an event came from (typed loosely: this file is also compiled for the worker). */
function inputValue(target: unknown): string {
  return (target as { value: string }).value;
}
