import type { Context } from "hono";
import { msg } from "@lingui/core/macro";
import type { PageContext, PageRoute } from "../render/page-types";
import { texts } from "./page-kit";
import { requestCf } from "../request-cf";
import IpPage from "../ui/pages/IpPage";
import type { AppEnv } from "../app-env";
import type { Locale } from "../../common/locales";
import { formatPlace } from "../../common/place";
import { ipInfo, ownNetworks } from "../api/ip-info";
import { connectionCheckConfig } from "../public-config";
import type { IpView } from "../ui/pages/IpPage";
import { IP_SHELL_PATH } from "../../common/offline-rules";

/**
 * The visitor's address, provider and location as the edge sees them (the same
 * facts as /web_v1/ip/v3), with the location joined in the page's language.
 */
function ipView(c: Context<AppEnv>, locale: Locale): IpView {
  const info = ipInfo(c.req.raw.headers, requestCf(c), locale, ownNetworks(c.env.VPN_RANGES, c.env.VPN_ASNS));
  return {
    ip: info.ip,
    isp: info.isp,
    latitude: info.latitude,
    longitude: info.longitude,
    protected: info.protected,
    version: info.version,
    location: formatPlace(info, locale),
  };
}

/** What the edge sees of the visitor's connection: never cached, and bare for command-line clients. */
export const IP_ROUTES: PageRoute[] = [
  {
    path: "/ip",
    edgeCache: false,
    async render(ctx) {
      const info = ipView(ctx.c, ctx.locale);
      const headers = { "Cache-Control": "private, no-store" };
      ctx.c.header("Vary", "Accept", { append: true });
      // Command-line clients (curl sends */*) get the bare address, like other IP services.
      const accept = ctx.c.req.header("Accept") ?? "";
      const wantsHtml = accept.includes("text/html");
      // `curl -H 'Accept: application/json' /ip`: the same answer as /web_v1/ip/v3.
      if (!wantsHtml && accept.includes("application/json")) {
        const networks = ownNetworks(ctx.c.env.VPN_RANGES, ctx.c.env.VPN_ASNS);
        return ctx.c.json(ipInfo(ctx.c.req.raw.headers, requestCf(ctx.c), ctx.locale, networks), 200, headers);
      }
      if (!wantsHtml && (accept.includes("text/plain") || /^curl\//i.test(ctx.c.req.header("User-Agent") ?? ""))) {
        return ctx.c.text(`${info.ip ?? "unknown"}\n`, 200, headers);
      }
      return { ...ipMeta(ctx), body: <IpPage info={info} check={connectionCheckConfig(ctx.c.env)} />, headers };
    },
  },
  {
    // The /ip page with no visitor's answer in it, for the service worker to keep under /ip's address
    // (common/offline-rules.ts): read nothing of the request but its language, so it is the same for
    // everyone and may be cached. Not linked, not indexed; its canonical and language links are /ip's.
    path: IP_SHELL_PATH,
    sitemap: false,
    async render(ctx) {
      return { ...ipMeta(ctx), noindex: true, standsFor: "/ip", platform: "windows", body: <IpPage info={null} check={{}} /> };
    },
  },
];

function ipMeta(ctx: PageContext) {
  return texts(ctx, {
    title: msg`What is my IP address?`,
    description: msg`See your public IP address, internet provider and location as websites see them, and learn how to hide them.`,
    keywords: msg`what is my IP, my IP address, IP lookup`,
  });
}
