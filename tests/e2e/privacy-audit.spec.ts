import { spawn, execFile, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

// The privacy audit (issue 21): the production build (`dist/`, built by `npm test` before the
// browser tests) under `wrangler dev`, twice: an origin (no API_ORIGIN) and a front whose
// API_ORIGIN is that origin, each with its own persist directory. Every route and API call gets
// inputs carrying markers (an e-mail address, an IP address, search words, a long random token)
// in the path, query, headers, cookies and body; then every byte persisted (KV, D1's SQLite,
// the Cache API, queues, local traces) and every line either server wrote is searched for them.
// HTTP only, no browser: it runs once, in the desktop project.

const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
const FRONT_PORT = E2E_PORT + 101;
const ORIGIN_PORT = E2E_PORT + 102;
const WRANGLER = "node_modules/.bin/wrangler";
// As `npm start` serves: X_LOCAL_OBSERVABILITY=false stops wrangler dev keeping every request's
// trace (URL, headers) in a local SQLite store for its explorer; production has no such store, and
// invocation logs are off there (checked below).
const ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", X_LOCAL_OBSERVABILITY: "false", CI: "1", NO_COLOR: "1", FORCE_COLOR: "0" };
// A campaign's own tag: kept with a landing by design (the policy says so), so it is not a marker.
const CAMPAIGN_TAG = "autumn-offer";
const FORWARD_SECRET = randomBytes(32).toString("hex");

/** Markers that must never be kept anywhere: unique per run, so nothing older can match. */
function markersFor(tag: string) {
  const id = randomBytes(4).toString("hex");
  return {
    email: `audit-${tag}-${id}@leak.example`,
    ip: `203.0.113.${randomBytes(1)[0]! % 250 + 1}`,
    words: `quokka${id}fjord`,
    token: randomBytes(24).toString("hex"),
  };
}
type Markers = ReturnType<typeof markersFor>;

interface Server {
  port: number;
  dir: string;
  process: ChildProcess;
  output: string[];
}

const servers: Server[] = [];

async function start(port: number, vars: string[]): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), `privacy-audit-${port}-`));
  await promisify(execFile)(WRANGLER, ["d1", "migrations", "apply", "site-events", "--local", "--persist-to", dir], { env: ENV });
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", dir, ...vars.flatMap((v) => ["--var", v])];
  const child = spawn(WRANGLER, args, { env: ENV, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const server: Server = { port, dir, process: child, output: [] };
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => server.output.push(chunk.toString("utf8")));
  servers.push(server);
  // Ready when it answers, however long a busy machine takes to get there.
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`wrangler dev on ${port} exited (${code}): ${server.output.join("")}`))));
  const ready = (async () => {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  await Promise.race([ready, exited]);
  return server;
}

function stop(server: Server) {
  try {
    // The whole group this test started (npx, wrangler, workerd), by its id.
    process.kill(-server.process.pid!, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/** Every file under `dir`, recursively. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The forms a marker may be stored in: as is, URL-encoded, and with + for spaces. */
function forms(value: string): string[] {
  return [...new Set([value, encodeURIComponent(value), value.replaceAll("@", "%40"), value.toLowerCase()])];
}

/** Where each marker was found: "email in v3/kv/…", "words in front's log: …". */
function findings(markers: Markers, persisted: Server[], logged: Server[]): string[] {
  const found: string[] = [];
  for (const server of persisted) {
    for (const path of files(server.dir)) {
      const bytes = readFileSync(path);
      for (const [name, value] of Object.entries(markers)) {
        if (forms(value).some((form) => bytes.includes(form))) found.push(`${name} in ${server.port === FRONT_PORT ? "front" : "origin"} ${path.slice(server.dir.length + 1)}`);
      }
    }
  }
  for (const server of logged) {
    const lines = server.output.join("").split("\n");
    for (const line of lines) {
      // wrangler dev's own access log ("[wrangler:info] GET /path 200 OK") is the local stand-in
      // for Workers' invocation logs, which the wrangler.toml test below requires off.
      if (/^\s*\[wrangler:\w+\] (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) \//.test(line)) continue;
      for (const [name, value] of Object.entries(markers)) {
        if (forms(value).some((form) => line.includes(form))) found.push(`${name} in ${server.port === FRONT_PORT ? "front" : "origin"}'s log: ${line.trim().slice(0, 160)}`);
      }
    }
  }
  return [...new Set(found)];
}

/** Calls every route and API endpoint of `base` with the markers everywhere; returns the ids of the events accepted. */
async function drive(base: string, m: Markers): Promise<string[]> {
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
    fetch(base + path, { method: "POST", headers: { ...headers, "Content-Type": "application/json", Origin: base, ...more }, body: JSON.stringify(body) });
  const events = [
    await post("/web_v1/download/ajax-click-download", { platform: "windows", page: `/help?${extra}` }),
    await post("/web_v1/download/ajax-click-download", { platform: "android", page: `${base}/free?utm_source=x&${extra}` }),
    // A search page's keyword beside a campaign tag is that campaign's keyword (kept); alone it is a search (never kept).
    await post("/web_v1/thematic-activity/v2", { url: `${base}/help/search?keyword=${q(CAMPAIGN_TAG)}&utm_source=news&${extra}` }),
    await post("/web_v1/thematic-activity/v2", { url: `${base}/blog?keyword=${q(m.words)}&${extra}` }),
    await post("/web_v1/thematic-activity/v2", { url: `${base}/free?utm_term=${q(CAMPAIGN_TAG)}&${extra}` }, { "Idempotency-Key": m.token.slice(0, 40) }),
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

/**
 * Waits until every accepted event is stored in one of these servers' D1 (the queues run in
 * batches; one the origin refuses is kept by the front), or 30 s: what is stored by then is scanned.
 */
async function untilStored(ids: string[], dirs: string[]) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const bytes = Buffer.concat(dirs.flatMap((dir) => files(join(dir, "v3", "d1"))).map((path) => readFileSync(path)));
    if (ids.every((id) => bytes.includes(id))) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  // Scanning tables the consumer never wrote to would prove nothing.
  throw new Error(`events ${ids.join(", ")} never reached D1 within 30 s`);
}

test("wrangler.toml keeps Workers' invocation logs off in every environment", ({ isMobile }) => {
  test.skip(isMobile, "once is enough");
  const toml = readFileSync("wrangler.toml", "utf8");
  const logsOf = (section: string) => new RegExp(`^\\[${section.replaceAll(".", "\\.")}\\]\\s*\\n((?:(?!\\[).*\\n?)*)`, "m").exec(toml)?.[1] ?? "";
  expect(logsOf("observability.logs"), "[observability.logs]").toMatch(/^\s*invocation_logs\s*=\s*false\s*$/m);
  // An environment inherits the top level's unless it has observability settings of its own.
  for (const [, env] of toml.matchAll(/^\[env\.([\w-]+)\]/gm)) {
    if (!toml.includes(`[env.${env}.observability`)) continue;
    expect(logsOf(`env.${env}.observability.logs`), `[env.${env}.observability.logs]`).toMatch(/^\s*invocation_logs\s*=\s*false\s*$/m);
  }
});

test("privacy audit of the production build, without and with an origin: nothing a visitor sends is kept or logged", async ({ isMobile }) => {
  test.skip(isMobile, "HTTP only: once is enough");
  test.setTimeout(110_000);
  try {
    const [origin, front] = await test.step("servers started", () =>
      // Set up as the README says: the front proves itself to its origin with a shared secret, so the
      // origin keeps the front's event ids, and the audit can wait for exactly those events.
      Promise.all([
        start(ORIGIN_PORT, [`EVENTS_FORWARD_SECRET:${FORWARD_SECRET}`]),
        start(FRONT_PORT, [`API_ORIGIN:http://127.0.0.1:${ORIGIN_PORT}`, `EVENTS_FORWARD_SECRET:${FORWARD_SECRET}`]),
      ]),
    );

    // Without an origin: the origin copy driven directly, its events stored in its own D1.
    const alone = markersFor("alone");
    const aloneIds = await test.step("origin driven", () => drive(`http://127.0.0.1:${ORIGIN_PORT}`, alone));
    expect(aloneIds).toHaveLength(5);
    await test.step("events stored", () => untilStored(aloneIds, [origin.dir, front.dir]));

    // With an origin: the front forwards content reads and events to it.
    const fronted = markersFor("front");
    const frontIds = await test.step("front driven", () => drive(`http://127.0.0.1:${FRONT_PORT}`, fronted));
    // Two download clicks, two campaign landings and one vote; the search-only landing and the bad bodies are refused.
    expect(frontIds).toHaveLength(5);
    await test.step("events stored", () => untilStored(frontIds, [origin.dir, front.dir]));

    // Both cases' findings at once, so a failure names every place a marker was found.
    expect({
      withoutOrigin: findings(alone, [origin], [origin]),
      withOrigin: findings(fronted, [front, origin], [front, origin]),
    }).toEqual({ withoutOrigin: [], withOrigin: [] });
  } finally {
    stopAll();
  }
});

/** Stops the servers this file started and removes their directories; also when the test timed out. */
function stopAll() {
  for (const server of servers.splice(0)) {
    stop(server);
    rmSync(server.dir, { recursive: true, force: true });
  }
}
test.afterAll(stopAll);
