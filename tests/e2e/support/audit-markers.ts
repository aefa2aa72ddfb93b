import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { files, type Server } from "./audit-servers";

// The privacy audit's markers (tests/e2e/privacy-audit.spec.ts): what a visitor sends, and where it was found.

// A campaign's own tag: kept with a landing by design (the policy says so), so it is not a marker.
const CAMPAIGN_TAG = "autumn-offer";

/** Markers that must never be kept anywhere: unique per run, so nothing older can match. */
export function markersFor(tag: string) {
  const id = randomBytes(4).toString("hex");
  return {
    email: `audit-${tag}-${id}@leak.example`,
    ip: `203.0.113.${(randomBytes(1)[0]! % 250) + 1}`,
    words: `quokka${id}fjord`,
    token: randomBytes(24).toString("hex"),
  };
}
export type Markers = ReturnType<typeof markersFor>;

/** The forms a marker may be stored in: as is, URL-encoded, and with + for spaces. */
function forms(value: string): string[] {
  return [...new Set([value, encodeURIComponent(value), value.replaceAll("@", "%40"), value.toLowerCase()])];
}

/** Where each marker was found: "email in v3/kv/…", "words in front's log: …". */
export function findings(markers: Markers, persisted: Server[], logged: Server[]): string[] {
  const found: string[] = [];
  for (const server of persisted) {
    for (const path of files(server.dir)) {
      const bytes = readFileSync(path);
      for (const [name, value] of Object.entries(markers)) {
        if (forms(value).some((form) => bytes.includes(form))) found.push(`${name} in ${server.name} ${path.slice(server.dir.length + 1)}`);
      }
    }
  }
  for (const server of logged) {
    const lines = server.output.join("").split("\n");
    for (const line of lines) {
      // wrangler dev's own access log ("[wrangler:info] GET /path 200 OK") is the local stand-in
      // for Workers' invocation logs, which the wrangler.toml test in privacy-audit.spec.ts requires off.
      if (/^\s*\[wrangler:\w+\] (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) \//.test(line)) continue;
      for (const [name, value] of Object.entries(markers)) {
        if (forms(value).some((form) => line.includes(form))) found.push(`${name} in ${server.name}'s log: ${line.trim().slice(0, 160)}`);
      }
    }
  }
  return [...new Set(found)];
}

/** Calls every route and API endpoint of `base` with the markers everywhere; returns the ids of the events accepted. */
export async function drive(base: string, m: Markers): Promise<string[]> {
  const headers = {
    "User-Agent": `Mozilla/5.0 (X11; Linux x86_64; ${m.email}) AppleWebKit/537.36 Chrome/140.0.0.0 Safari/537.36 ${m.token}`,
    Cookie: `i18n_redirected=en; session=${m.token}; mail=${encodeURIComponent(m.email)}`,
    "X-Forwarded-For": m.ip,
    "X-Real-IP": m.ip,
    "CF-Connecting-IP": m.ip,
    Referer: `https://referrer.example/search?q=${encodeURIComponent(m.words)}&email=${encodeURIComponent(m.email)}`,
    "Accept-Language": "en",
    "X-Audit": `${m.email} ${m.ip} ${m.words} ${m.token}`,
  };
  const q = (s: string) => encodeURIComponent(s);
  const extra = `email=${q(m.email)}&ip=${q(m.ip)}&t=${m.token}`;
  const pages = [
    `/?${extra}`,
    `/de?${extra}`,
    `/help?${extra}`,
    `/help/search?q=${q(m.words)}&${extra}`,
    `/help/search?keyword=${q(m.words)}`,
    `/de/help/search?q=${q(`${m.words} ${m.email}`)}`,
    `/blog?keyword=${q(m.words)}&utm_source=news&${extra}`,
    `/free?utm_source=mail&utm_term=${q(m.words)}&gclid=${m.token}&${extra}`,
    `/servers?${extra}`,
    `/ip?${extra}`,
    `/help/detail/${m.token}`,
    `/${q(m.email)}`,
    `/blog/${m.words}?${extra}`,
    `/help?set_lang=de&${extra}`,
    `/healthz?${extra}`,
    `/robots.txt?${extra}`,
    `/sitemap.xml?${extra}`,
    `/blog/feed.xml?${extra}`,
    `/web_v1/download?${extra}`,
    `/web_v1/download`,
    `/web_v1/article/list?lang=en&type=help`,
    `/web_v1/article/search?q=${q(m.words)}&lang=en`,
    `/web_v1/article/search?keyword=${q(m.words)}&lang=de`,
    `/web_v1/article/search?q=${q(m.email)}&lang=en`,
    `/web_v1/article/info?id=${m.words}&type=help&lang=en`,
    `/web_v1/ip/v3?lang=en`,
    `/web_v1/${m.token}?${extra}`,
  ];
  // Twice each, so pages that may be kept at the edge are.
  for (const path of [...pages, ...pages]) await (await fetch(base + path, { headers, redirect: "manual" })).arrayBuffer();

  const list = (await (await fetch(`${base}/web_v1/article/list?lang=en&type=help`)).json()) as { items: { id: string }[] };
  const post = (path: string, body: unknown, more: Record<string, string> = {}) =>
    fetch(base + path, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json", Origin: base, ...more },
      body: JSON.stringify(body),
    });
  const events = [
    await post("/web_v1/download/ajax-click-download", { platform: "windows", page: `/help?${extra}` }),
    await post("/web_v1/download/ajax-click-download", { platform: "android", page: `${base}/free?utm_source=x&${extra}` }),
    // A search page's keyword beside a campaign tag is that campaign's keyword (kept); alone it is a search (never kept).
    await post("/web_v1/thematic-activity/v2", { url: `${base}/help/search?keyword=${q(CAMPAIGN_TAG)}&utm_source=news&${extra}` }),
    await post("/web_v1/thematic-activity/v2", { url: `${base}/blog?keyword=${q(m.words)}&${extra}` }),
    await post(
      "/web_v1/thematic-activity/v2",
      { url: `${base}/free?utm_term=${q(CAMPAIGN_TAG)}&${extra}` },
      { "Idempotency-Key": m.token.slice(0, 40) },
    ),
    await post("/web_v1/article/feedback", { id: list.items[0]!.id, lang: "en", helpful: true }),
    // Refused ones too: invalid bodies carry markers the API must not keep either.
    await post("/web_v1/article/feedback", { id: m.words, lang: "en", helpful: true, email: m.email }),
    await post("/web_v1/thematic-activity/v2", { url: `https://evil.example/?${extra}` }),
  ];
  const ids: string[] = [];
  for (const res of events) {
    const body = (await res.json()) as { id?: string };
    if (res.status === 202 && body.id) ids.push(body.id);
  }
  return ids;
}
