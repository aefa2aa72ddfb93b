import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { drive, findings, markersFor } from "./support/audit-markers";
import { freePorts, start, stopAll, untilStored } from "./support/audit-servers";

// The privacy audit (issue 21): the production build (`dist/`, built by `npm test` before the
// browser tests) under `wrangler dev`, twice: an origin (no API_ORIGIN) and a front whose
// API_ORIGIN is that origin, each with its own persist directory. Every route and API call gets
// inputs carrying markers (an e-mail address, an IP address, search words, a long random token)
// in the path, query, headers, cookies and body; then every byte persisted (KV, D1's SQLite,
// the Cache API, queues, local traces) and every line either server wrote is searched for them.
// HTTP only, no browser: it runs once, in the desktop project.

const FORWARD_SECRET = randomBytes(32).toString("hex");

test("wrangler.toml keeps Workers' invocation logs off in every environment", ({ isMobile }) => {
  test.skip(isMobile, "once is enough");
  const toml = readFileSync("wrangler.toml", "utf8");
  const logsOf = (section: string) =>
    new RegExp(`^\\[${section.replaceAll(".", "\\.")}\\]\\s*\\n((?:(?!\\[).*\\n?)*)`, "m").exec(toml)?.[1] ?? "";
  expect(logsOf("observability.logs"), "[observability.logs]").toMatch(/^\s*invocation_logs\s*=\s*false\s*$/m);
  // An environment inherits the top level's unless it has observability settings of its own.
  for (const [, env] of toml.matchAll(/^\[env\.([\w-]+)\]/gm)) {
    if (!toml.includes(`[env.${env}.observability`)) continue;
    expect(logsOf(`env.${env}.observability.logs`), `[env.${env}.observability.logs]`).toMatch(/^\s*invocation_logs\s*=\s*false\s*$/m);
  }
});

test("privacy audit of the production build, without and with an origin: nothing a visitor sends is kept or logged", async ({
  isMobile,
}) => {
  test.skip(isMobile, "HTTP only: once is enough");
  // Two wrangler dev servers start, build their state and are driven twice: minutes on a busy machine.
  test.setTimeout(240_000);
  try {
    const [originPort, frontPort] = (await freePorts(2)) as [number, number];
    const [origin, front] = await test.step("servers started", () =>
      // Set up as the README says: the front proves itself to its origin with a shared secret, so the
      // origin keeps the front's event ids, and the audit can wait for exactly those events.
      Promise.all([
        start("origin", originPort, [`EVENTS_FORWARD_SECRET:${FORWARD_SECRET}`]),
        start("front", frontPort, [`API_ORIGIN:http://127.0.0.1:${originPort}`, `EVENTS_FORWARD_SECRET:${FORWARD_SECRET}`]),
      ]));

    // Without an origin: the origin copy driven directly, its events stored in its own D1.
    const alone = markersFor("alone");
    const aloneIds = await test.step("origin driven", () => drive(`http://127.0.0.1:${originPort}`, alone));
    expect(aloneIds).toHaveLength(5);
    await test.step("events stored", () => untilStored(aloneIds, [origin.dir, front.dir]));

    // With an origin: the front forwards content reads and events to it.
    const fronted = markersFor("front");
    const frontIds = await test.step("front driven", () => drive(`http://127.0.0.1:${frontPort}`, fronted));
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

test.afterAll(stopAll);
