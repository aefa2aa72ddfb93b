import { msg } from "@lingui/core/macro";
import type { PageRoute } from "../render/page-types";
import { htmlLang } from "../../common/locales";
import { TOTALS, serverGroups } from "../content/servers";
import { requestCf } from "../request-cf";
import { texts } from "./page-kit";
import { staticMarkup } from "../render/static-markup";
import ServersPage, { ServerNetwork } from "../ui/pages/ServersPage";
import type { ServerGroup } from "../ui/components/ServerList";
import type { Markup } from "../ui/components/markup";

// The list and map of /servers by its groups, which serverGroups keeps per language and continent.
const networks = new WeakMap<ServerGroup[], Markup>();

/** Where the servers are, the visitor's continent first. */
export const SERVERS_ROUTES: PageRoute[] = [
  {
    path: "/servers",
    edgeCache: "by-continent",
    async render(ctx) {
      const meta = texts(ctx, {
        title: msg`VPN server locations in 100+ countries`,
        description: msg`See where our 4600+ VPN servers are, by continent and country. 1 Gbps ports on every server, with 10 Gbps ports added.`,
        keywords: msg`VPN servers, VPN locations, VPN countries`,
      });
      const groups = serverGroups(ctx.i18n, ctx.locale, requestCf(ctx.c)?.continent);
      let network = networks.get(groups);
      if (!network) {
        network = staticMarkup(ctx.i18n, <ServerNetwork groups={groups} totals={TOTALS} lang={htmlLang(ctx.locale)} />);
        networks.set(groups, network);
      }
      return { ...meta, body: <ServersPage network={network} /> };
    },
  },
];
