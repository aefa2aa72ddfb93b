import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { htmlLang, type Locale } from "../i18n/locales";
import type { IpView } from "../../client/pages/IpPage";

/**
 * The visitor's address, provider and location as the edge sees them. The
 * address comes from CF-Connecting-IP only; it is shown, never logged or stored.
 */
export function ipView(c: Context<AppEnv>, locale: Locale): IpView {
  const cf = (c.req.raw as Request & { cf?: IncomingRequestCfProperties }).cf;
  const country = typeof cf?.country === "string" && /^[A-Z]{2}$/.test(cf.country) ? cf.country : undefined;
  let countryName: string | undefined;
  // "XX" (unknown) and "T1" (Tor) are not countries.
  if (country && !["XX", "T1"].includes(country)) {
    countryName = new Intl.DisplayNames([htmlLang(locale)], { type: "region" }).of(country);
  }
  const parts = [cf?.city, cf?.region, countryName].filter((p): p is string => typeof p === "string" && p !== "");
  return {
    ip: c.req.header("CF-Connecting-IP") ?? null,
    isp: typeof cf?.asOrganization === "string" && cf.asOrganization ? cf.asOrganization : null,
    location: parts.length ? new Intl.ListFormat(htmlLang(locale), { type: "unit", style: "short" }).format(parts) : null,
  };
}
