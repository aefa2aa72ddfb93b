import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { handleEventBatch } from "../../worker/events/consumer";
import { select } from "./helpers";
import { vars, app, originList, cachedList, KEY, seed, call } from "./upstream-origin";

// The fault matrix of upstream mode: each way the origin can fail, against an empty,
// a stale and a fresh cache, with the answer each must give.

// The ways the origin fails. "flapping" fails every other call, starting with a failure.
type Fault = "down" | "error 500" | "slow" | "malformed" | "flapping";
const FAULTS: Fault[] = ["down", "error 500", "slow", "malformed", "flapping"];

function origin(fault: Fault) {
  let calls = 0;
  return async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls++;
    switch (fault) {
      case "down":
        throw new TypeError("Network connection lost.");
      case "error 500":
        return new Response("oops", { status: 500 });
      case "slow":
        return new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
      case "malformed":
        return new Response("{ not json", { status: 200, headers: { "Content-Type": "application/json" } });
      case "flapping":
        if (calls % 2 === 1) throw new TypeError("Network connection lost.");
        return Response.json(originList);
    }
  };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await env.API_CACHE.delete(KEY);
});

type CacheState = "empty" | "stale" | "fresh";
const matrix: Record<string, string>[] = [];
let cell = 0;

/** What a visitor gets, in a few words, for the printed matrix. */
function outcome(res: Response, body: string, kind: "api" | "page"): string {
  if (res.status !== 200) return `${res.status}`;
  if (kind === "api") return (JSON.parse(body) as typeof originList).windows.version === "1.0.0" ? "200 cached" : "200 origin";
  return body.includes("1.0.0") ? "200 cached" : "200 origin";
}

describe.each(FAULTS)("origin %s", (fault) => {
  it.each(["empty", "stale", "fresh"] as CacheState[])("with a %s cache: the API and the pages answer as they must", async (cache) => {
    if (cache === "stale") await seed(10 * 60_000);
    if (cache === "fresh") await seed(5_000);
    const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(origin(fault));
    const api = await call("/web_v1/download");
    // Each page render gets its own site origin, so no edge copy from another cell can answer.
    const page = await call("/de/product/windows", { SITE_URL: `https://cell-${++cell}.example` });
    const row = { origin: fault, cache, api: outcome(api.res, api.body, "api"), page: outcome(page.res, page.body, "page") };
    matrix.push(row);

    if (cache === "fresh") {
      // Served from KV; the origin is not asked at all.
      expect(row).toMatchObject({ api: "200 cached", page: "200 cached" });
      expect(fetchMock).not.toHaveBeenCalled();
    } else if (cache === "stale") {
      // The stale answer at once; the refresh is tried in the background and never loses the entry.
      expect(row).toMatchObject({ api: "200 cached", page: "200 cached" });
      expect(fetchMock).toHaveBeenCalled();
      const kept = await env.API_CACHE.get<{ value: typeof originList }>(KEY, "json");
      expect(kept?.value).toEqual(fault === "flapping" ? originList : cachedList);
    } else if (fault === "flapping") {
      // The first call fails cleanly, the next one fills the cache.
      expect(row).toMatchObject({ api: "503", page: "200 origin" });
    } else {
      expect(row).toMatchObject({ api: "503", page: "503" });
      expect(JSON.parse(api.body)).toEqual({ error: { code: "upstream_unavailable", message: expect.any(String) } });
      expect((await select(page.body, "html"))[0]?.attrs.lang).toBe("de");
      expect(page.res.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});

describe("events while the origin is away", () => {
  it("are all accepted, retried, and each delivered exactly once when it returns", async () => {
    const sent: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      const ctx = createExecutionContext();
      const post = await app.request(
        "/web_v1/download/ajax-click-download",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.10" },
          body: JSON.stringify({ platform: "windows", version: "5.4.2", page: `/p${i}` }),
        },
        vars,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(post.status).toBe(202);
      sent.push(await post.json());
    }
    const events = (sent as { id: string }[]).map((s, i) => ({
      id: s.id,
      kind: "download-click" as const,
      at: new Date().toISOString(),
      data: { platform: "windows" as const, version: "5.4.2", page: `/p${i}` },
    }));
    const delivered = new Map<string, number>();
    let up = false;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (!up) throw new TypeError("Network connection lost.");
      const key = new Headers(init?.headers).get("Idempotency-Key")!;
      delivered.set(key, (delivered.get(key) ?? 0) + 1);
      return new Response(null, { status: 202 });
    });
    const deliver = async (attempts: number) => {
      const batch = createMessageBatch(
        "site-events",
        events.map((body) => ({ id: body.id, timestamp: new Date(), attempts, body })),
      );
      const ctx = createExecutionContext();
      await handleEventBatch(batch, vars);
      return getQueueResult(batch, ctx);
    };
    const whileDown = await deliver(1);
    expect(whileDown.retryMessages.map((m) => m.msgId).sort()).toEqual(events.map((e) => e.id).sort());
    up = true;
    const back = await deliver(2);
    expect(back.explicitAcks.sort()).toEqual(events.map((e) => e.id).sort());
    expect([...delivered.values()]).toEqual([1, 1, 1, 1, 1]);
    matrix.push({ origin: "down, then back", cache: "-", api: "5 × 202", page: `${delivered.size} of 5 delivered once` });
  });
});

afterAll(() => {
  // workerd's console has no console.table: a plain text table, one row per cell.
  const columns = ["origin", "cache", "api", "page"];
  const width = columns.map((c) => Math.max(c.length, ...matrix.map((r) => (r[c] ?? "").length)));
  const line = (cells: string[]) => cells.map((v, i) => v.padEnd(width[i]!)).join(" │ ");
  const rows = [line(columns), width.map((w) => "─".repeat(w)).join("─┼─"), ...matrix.map((r) => line(columns.map((c) => r[c] ?? "")))];
  console.log(`\nUpstream fault matrix: what /web_v1/download and /de/product/windows answer\n${rows.join("\n")}\n`);
});
