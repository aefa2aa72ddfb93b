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
 * The filter box stays hidden without JavaScript; the browser runtime
 * (client/runtime/list-filter.ts) shows it and narrows the list as the visitor types,
 * matching each country's `data-search` text. No React is sent for it.
 */
export default function ServerList({ groups, lang }: { groups: ServerGroup[]; lang: string }) {
  const { t } = useLingui();
  return (
    <div className="server-list" data-filter-list="">
      <div className="server-filter" hidden>
        <label htmlFor="server-filter">
          <Trans>Find a country or city</Trans>
        </label>
        <input id="server-filter" type="search" placeholder={t`For example: Japan, Toronto`} autoComplete="off" lang={lang} data-filter-input="" />
      </div>
      <p role="status" data-filter-empty="" hidden>
        <Trans>No server location matches your search.</Trans>
      </p>
      {groups.map((g) => (
        <section key={g.code} className="continent" aria-labelledby={`continent-${g.code}`} data-filter-group="">
          <h2 id={`continent-${g.code}`}>
            {g.name}{" "}
            <span className="muted count">
              <Plural value={g.servers} one="# server" other="# servers" />
            </span>
          </h2>
          <ul className="countries">
            {g.countries.map((c) => (
              <li key={c.code} id={`server-${c.code}`} data-search={c.search}>
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
