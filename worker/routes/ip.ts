import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { htmlLang, type Locale } from "../i18n/locales";
import { ipInfo, ownNetworks } from "../api/ip-info";
import type { IpView } from "../../client/pages/IpPage";

/**
 * The visitor's address, provider and location as the edge sees them (the same
 * facts as /web_v1/ip/v3), with the location joined in the page's language.
 */
export function ipView(c: Context<AppEnv>, locale: Locale): IpView {
  const cf = (c.req.raw as Request & { cf?: IncomingRequestCfProperties }).cf;
  const info = ipInfo(c.req.raw.headers, cf, locale, ownNetworks(c.env.VPN_RANGES, c.env.VPN_ASNS));
  const parts = [info.city, info.region, info.country].filter((p): p is string => p !== null);
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  return {
    ip: info.ip,
    isp: info.isp,
    latitude: info.latitude,
    longitude: info.longitude,
    protected: info.protected,
    location: unique.length ? new Intl.ListFormat(htmlLang(locale), { type: "unit", style: "short" }).format(unique) : null,
  };
}
