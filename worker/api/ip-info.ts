import type { IpInfo } from "../../common/schemas/api";
import { htmlLang, type Locale } from "../../common/locales";
import { regionNames } from "../../common/intl-formats";

/** Our own VPN servers, by address range and by network (ASN); a visitor coming from them is protected. */
export interface OwnNetworks {
  cidrs: string[];
  asns: number[];
}

/** Parses `VPN_RANGES` ("203.0.113.0/24, 2001:db8::/32") and `VPN_ASNS` ("64500, 64501"). */
export function ownNetworks(ranges: string | undefined, asns: string | undefined): OwnNetworks {
  return {
    cidrs: (ranges ?? "").split(/[\s,]+/).filter((r) => /^[0-9a-fA-F:.]+\/\d{1,3}$/.test(r)),
    asns: (asns ?? "")
      .split(/[\s,]+/)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  };
}

/** 4 or 6 for a literal IP address, null for anything else. */
export function ipVersion(ip: string): 4 | 6 | null {
  if (/^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(ip)) return 4;
  if (ip.includes(":") && /^[0-9a-fA-F:.]+$/.test(ip) && toBigInt(ip) !== null) return 6;
  return null;
}

function toBigInt(ip: string): bigint | null {
  if (ipVersion4(ip)) return ip.split(".").reduce((acc, part) => (acc << 8n) + BigInt(Number(part)), 0n);
  const [head = "", tail] = ip.split("::") as [string, string | undefined];
  if (ip.split("::").length > 2) return null;
  const expand = (s: string) => (s ? s.split(":") : []);
  let h = expand(head);
  let t = expand(tail ?? "");
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const last = (tail !== undefined ? t : h).at(-1);
  if (last && ipVersion4(last)) {
    const v4 = last.split(".").map(Number);
    const groups = [((v4[0]! << 8) | v4[1]!).toString(16), ((v4[2]! << 8) | v4[3]!).toString(16)];
    if (tail !== undefined) t = [...t.slice(0, -1), ...groups];
    else h = [...h.slice(0, -1), ...groups];
  }
  const missing = 8 - h.length - t.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...h, ...Array(tail === undefined ? 0 : missing).fill("0"), ...t];
  if (groups.some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  return groups.reduce((acc, g) => (acc << 16n) + BigInt(parseInt(g, 16)), 0n);
}

const ipVersion4 = (ip: string) => /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(ip);

/** Whether an address lies in a CIDR range of the same family. */
export function inRange(ip: string, cidr: string): boolean {
  const [base = "", bitsText = ""] = cidr.split("/");
  const version = ipVersion(ip);
  if (!version || version !== ipVersion(base)) return false;
  const width = version === 4 ? 32 : 128;
  const bits = Number(bitsText);
  if (!Number.isInteger(bits) || bits < 0 || bits > width) return false;
  const a = toBigInt(ip);
  const b = toBigInt(base);
  if (a === null || b === null) return false;
  const shift = BigInt(width - bits);
  return a >> shift === b >> shift;
}

type Cf = Partial<IncomingRequestCfProperties> | undefined;

const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown) => {
  const n = typeof v === "number" ? v : typeof v === "string" && v !== "" ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * The visitor's IP information from CF-Connecting-IP and request.cf. Missing
 * fields (as in local development) are null, never errors. Nothing is logged or stored.
 */
export function ipInfo(headers: Headers, cf: Cf, locale: Locale, networks: OwnNetworks): IpInfo {
  const given = headers.get("CF-Connecting-IP")?.trim() ?? "";
  // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d: it is an IPv4 address.
  const raw = /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(given) ? given.slice(7) : given;
  const version = ipVersion(raw);
  const ip = version ? raw : null;
  const code = str(cf?.country);
  const countryCode = code && /^[A-Z]{2}$/.test(code) && code !== "XX" && code !== "T1" ? code : null;
  const asn = num(cf?.asn);
  return {
    ip,
    version,
    country_code: countryCode,
    country: countryCode ? (regionNames(htmlLang(locale)).of(countryCode) ?? null) : null,
    region: str(cf?.region),
    city: str(cf?.city),
    postal_code: str(cf?.postalCode),
    latitude: num(cf?.latitude),
    longitude: num(cf?.longitude),
    timezone: str(cf?.timezone),
    continent: str(cf?.continent),
    asn: asn !== null && Number.isInteger(asn) ? asn : null,
    isp: str(cf?.asOrganization),
    protected: Boolean((ip && networks.cidrs.some((c) => inRange(ip, c))) || (asn !== null && networks.asns.includes(asn))),
  };
}
