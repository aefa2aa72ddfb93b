import { useEffect, useState } from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import Flag from "../components/Flag";

export interface ServerGroup {
  code: string;
  name: string;
  servers: number;
  countries: { code: string; name: string; servers: number; cities: string[] }[];
}

export interface ServerListProps {
  groups: ServerGroup[];
  /** Locale tag for matching and number formatting, e.g. "de". */
  lang: string;
}

const fold = (s: string, lang: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase(lang);

/**
 * Servers by continent, then country, with counts and cities. The whole list is
 * rendered on the server; once hydrated, a filter box narrows it as you type.
 */
export default function ServerList({ groups, lang }: ServerListProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState("");
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const q = fold(query.trim(), lang);
  const shown = groups
    .map((g) => ({
      ...g,
      countries: q ? g.countries.filter((c) => [c.name, c.code, ...c.cities].some((s) => fold(s, lang).includes(q))) : g.countries,
    }))
    .filter((g) => g.countries.length > 0);
  return (
    <div className="server-list">
      <div className="server-filter" hidden={!ready}>
        <label htmlFor="server-filter">
          <Trans>Find a country or city</Trans>
        </label>
        <input
          id="server-filter"
          type="search"
          value={query}
          placeholder={t`For example: Japan, Toronto`}
          onChange={(e) => setQuery((e.target as unknown as { value: string }).value)}
          autoComplete="off"
        />
      </div>
      {shown.length === 0 && (
        <p role="status">
          <Trans>No server location matches your search.</Trans>
        </p>
      )}
      {shown.map((g) => (
        <section key={g.code} className="continent" aria-labelledby={`continent-${g.code}`}>
          <h2 id={`continent-${g.code}`}>
            {g.name}{" "}
            <span className="muted count">
              <Plural value={g.servers} one="# server" other="# servers" />
            </span>
          </h2>
          <ul className="countries">
            {g.countries.map((c) => (
              <li key={c.code}>
                <span className="country">
                  <Flag code={c.code} />
                  {c.name}
                </span>
                <span className="servers">
                  <Plural value={c.servers} one="# server" other="# servers" />
                </span>
                <span className="cities muted">{c.cities.join(" · ")}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
