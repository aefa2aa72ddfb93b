import { Plural, Trans, useLingui } from "@lingui/react/macro";
import Flag from "./Flag";

export interface ServerGroup {
  code: string;
  name: string;
  servers: number;
  /**
   * Names in the page's language; `search` is what the filter matches the country by (its
   * names, code and cities, English ones too, folded with common/search-text.ts).
   */
  countries: { code: string; name: string; servers: number; cities: string[]; search: string }[];
}

/**
 * Servers by continent, then country, with counts and cities, rendered on the server.
 * Jump links to each continent head the list; each continent is a `<details>` that opens and
 * closes without JavaScript, the first (the visitor's own when the edge knows it) open. The
 * filter box stays hidden without JavaScript; the browser runtime (client/runtime/list-filter.ts)
 * shows it, narrows the list as the visitor types (matching each country's `data-search` text,
 * opening the continents with matches) and opens a continent its jump link leads to.
 * No React is sent for it.
 */
export default function ServerList({ groups, lang }: { groups: ServerGroup[]; lang: string }) {
  const { t } = useLingui();
  return (
    <div className="server-list" data-filter-list="">
      <nav className="continent-jump" aria-label={t`Continents`}>
        <ul>
          {groups.map((g) => (
            <li key={g.code}>
              <a href={`#continent-${g.code}`}>
                <span className="name">{g.name}</span>
                <span className="count">
                  <Plural value={g.servers} one="# server" other="# servers" />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="server-filter" hidden>
        <label htmlFor="server-filter">
          <Trans>Find a country or city</Trans>
        </label>
        <input
          id="server-filter"
          type="search"
          placeholder={t`For example: Japan, Toronto`}
          autoComplete="off"
          lang={lang}
          data-filter-input=""
        />
      </div>
      <p role="status" data-filter-empty="" hidden>
        <Trans>No server location matches your search.</Trans>
      </p>
      {groups.map((g, i) => (
        <details key={g.code} className="continent" open={i === 0} data-filter-group="">
          <summary>
            <h2 id={`continent-${g.code}`}>
              {g.name}{" "}
              <span className="count">
                <Plural value={g.servers} one="# server" other="# servers" />
              </span>
            </h2>
          </summary>
          <ul className="countries">
            {g.countries.map((c) => (
              <li key={c.code} id={`server-${c.code}`} data-search={c.search}>
                <Flag code={c.code} />
                <span className="country">{c.name}</span>
                <span className="servers">
                  <Plural value={c.servers} one="# server" other="# servers" />
                </span>
                <span className="cities">{c.cities.join(" · ")}</span>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
