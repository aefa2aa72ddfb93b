import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";

export interface SearchBoxProps {
  /** Localized path of the results page the form submits to. */
  action: string;
  query: string;
  /** Accessible name of the search landmark. */
  label: string;
}

/**
 * A search form that works as a plain GET form without JavaScript; once
 * hydrated it offers a clear button while there is text in the box.
 */
export default function SearchBox({ action, query, label }: SearchBoxProps) {
  const { t } = useLingui();
  const [value, setValue] = useState(query);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <form className="search-box" role="search" aria-label={label} action={action} method="get">
      <label className="visually-hidden" htmlFor="search-q">
        {label}
      </label>
      <input
        id="search-q"
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(inputValue(e.target))}
        maxLength={100}
        required
        autoComplete="off"
        placeholder={t`Search articles`}
      />
      {hydrated && value && (
        <button type="button" className="search-clear" onClick={() => setValue("")} aria-label={t`Clear search`}>
          ×
        </button>
      )}
      <button type="submit" className="button button-primary">
        {t`Search`}
      </button>
    </form>
  );
}

/** The value of the input an event came from (typed loosely: this file is also compiled for the worker). */
function inputValue(target: unknown): string {
  return (target as { value: string }).value;
}
