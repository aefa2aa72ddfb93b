import { msg } from "@lingui/core/macro";
import type { PageRoute } from "./page-types";
import { htmlLang } from "../../common/locales";
import { TOTALS, serverGroups } from "../content/servers";
import { requestCf } from "../request-cf";
import { texts } from "./page-kit";
import ServersPage from "../../client/pages/ServersPage";


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
      const lang = htmlLang(ctx.locale);
      return { ...meta, body: <ServersPage groups={serverGroups(ctx.i18n, ctx.locale, requestCf(ctx.c)?.continent)} totals={TOTALS} lang={lang} /> };
    },
  },
];
