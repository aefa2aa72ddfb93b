import { Plural, Trans } from "@lingui/react/macro";
import PageHero from "../components/PageHero";
import ServerList, { type ServerGroup } from "../components/ServerList";
import ServerMap from "../components/ServerMap";
import type { Markup } from "../components/markup";

/** The network's figures as /servers prints them (see worker/content/servers.ts). */
export interface ServerTotals {
  servers: number;
  countries: number;
  general: { servers: number; countries: number };
  dedicated: number;
}

/**
 * /servers: where the servers are, the visitor's continent first, and the live counts behind
 * both readings of the network. `network` is the HTML of `ServerNetwork`, rendered once per
 * language and continent by the worker (worker/routes/servers.tsx): it is the same on every
 * visit, and a hundred countries are most of the page's rendering.
 */
export default function ServersPage({ network }: { network: Markup }) {
  return (
    <>
      <PageHero
        title={<Trans>Server locations</Trans>}
        lede={<Trans>4600+ servers in 100+ countries. Every server has 1 Gbps ports, and we keep adding 10 Gbps ports.</Trans>}
      />
      <section className="section">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered once per catalog on the server (worker/routes/servers.tsx) */}
        <div className="container" dangerouslySetInnerHTML={network} />
      </section>
    </>
  );
}

/** The network's totals, the map and the list of /servers (the inside of its container). */
export function ServerNetwork({ groups, totals, lang }: { groups: ServerGroup[]; totals: ServerTotals; lang: string }) {
  return (
    <>
      <dl className="totals">
        <div>
          <dt>
            <Trans>The whole network, right now</Trans>
          </dt>
          <dd data-total="network">
            <Trans>
              <Plural value={totals.servers} one="# server" other="# servers" /> in{" "}
              <Plural value={totals.countries} one="# country or region" other="# countries and regions" />
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>The app's main server list</Trans>
          </dt>
          <dd data-total="general">
            <Trans>
              <Plural value={totals.general.servers} one="# server" other="# servers" /> in{" "}
              <Plural value={totals.general.countries} one="# country" other="# countries" />
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Dedicated streaming and gaming servers</Trans>
          </dt>
          <dd data-total="dedicated">
            <Plural value={totals.dedicated} one="# server" other="# servers" />
          </dd>
        </div>
      </dl>
      <ServerMap countries={groups.flatMap((g) => g.countries)} />
      <ServerList groups={groups} lang={lang} />
    </>
  );
}
