import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { Locale } from "../../common/locales";
import { ipInfo, ownNetworks } from "../api/ip-info";
import type { IpView } from "../../client/pages/IpPage";

/**
 * The visitor's address, provider and location as the edge sees them (the same
 * facts as /web_v1/ip/v3), with the location joined in the page's language.
 */
export function ipView(c: Context<AppEnv>, locale: Locale): IpView {
  const cf = (c.req.raw as Request & { cf?: IncomingRequestCfProperties }).cf;
  const info = ipInfo(c.req.raw.headers, cf, locale, ownNetworks(c.env.VPN_RANGES, c.env.VPN_ASNS));
  return {
    ip: info.ip,
    isp: info.isp,
    latitude: info.latitude,
    longitude: info.longitude,
    protected: info.protected,
    location: formatPlace(info, locale),
  };
}

/** Languages that write an address from the country down to the city. */
const LARGEST_FIRST: ReadonlySet<Locale> = new Set(["zh", "ja", "ko"]);

/**
 * A place written as an address in the page's language, not as a list: "Austin, Texas,
 * United States"; "Austin، Texas، الولايات المتحدة" in Arabic; "美国 Texas Austin" in
 * Chinese, Japanese and Korean, which name the largest part first. City and region come
 * from the edge in Latin script, so the parts are kept apart with spaces there.
 */
export function formatPlace(place: { city: string | null; region: string | null; country: string | null }, locale: Locale): string | null {
  const parts = [place.city, place.region, place.country].filter((p): p is string => p !== null && p.trim() !== "");
  const unique = parts.filter((p, i) => parts.indexOf(p) === i);
  if (unique.length === 0) return null;
  if (LARGEST_FIRST.has(locale)) return unique.reverse().join(" ");
  return unique.join(locale === "ar" ? "، " : ", ");
}
