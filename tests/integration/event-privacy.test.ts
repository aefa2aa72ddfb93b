import { describe, expect, it } from "vitest";
import { createExecutionContext, createMessageBatch, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { handleEventBatch } from "../../worker/events/consumer";
import { clientNetwork } from "../../worker/events/front";
import type { SiteEvent } from "../../worker/events/producer";
import { BROWSER_UA } from "./helpers";

// Events keep only what they need, whatever the browser sends; a front is known to its origin
// by a shared secret, and only a front's Idempotency-Key and X-Event-Time count.

const app = createApp();
const SECRET = "front-secret-for-tests-0123456789abcdef";
let nextIp = 1;

interface Post {
  path: string;
  body: unknown;
  headers?: Record<string, string>;
  vars?: Partial<Env>;
}

/** Posts an event as a browser would (a new address each time unless given), capturing what the queue gets. */
async function post({ path, body, headers = {}, vars = {} }: Post) {
  const queued: SiteEvent[] = [];
  const ctx = createExecutionContext();
  const res = await app.request(
    `http://localhost/web_v1${path}`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": BROWSER_UA,
        "CF-Connecting-IP": `203.0.113.${nextIp++ % 250}`,
        ...headers,
      },
      body: JSON.stringify(body),
    },
    { ...env, ...vars, EVENTS: { send: async (e: SiteEvent) => void queued.push(e) } as unknown as Queue },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { res, queued };
}

/** What the event table holds for these events once the consumer has stored them, as text. */
async function storedData(events: SiteEvent[]): Promise<string[]> {
  const batch = createMessageBatch<SiteEvent>(
    "site-events",
    events.map((body) => ({ id: body.id, timestamp: new Date(), attempts: 1, body })),
  );
  await handleEventBatch(batch, { ...env, API_ORIGIN: "" });
  const ids = events.map((e) => e.id);
  const { results } = await env.EVENTS_DB.prepare(`SELECT data FROM events WHERE id IN (${ids.map(() => "?").join(",")})`)
    .bind(...ids)
    .all<{ data: string }>();
  return results.map((r) => r.data);
}

const landing = (url: string, extra: Partial<Post> = {}) => post({ path: "/thematic-activity/v2", body: { url }, ...extra });
const click = (page: string, extra: Partial<Post> = {}) =>
  post({ path: "/download/ajax-click-download", body: { platform: "windows", version: "5.4.2", page }, ...extra });

describe("a campaign landing", () => {
  it("keeps the page path and the campaign parameters, each bounded, and nothing else of the address", async () => {
    const long = "x".repeat(600);
    const { res, queued } = await landing(
      `http://localhost/de/free?email=someone%40mail.example&utm_source=mail&token=9f8e7d6c5b4a&utm_campaign=${long}&gclid=g1&ip=192.0.2.55#private`,
    );
    expect(res.status).toBe(202);
    const url = `http://localhost/de/free?utm_source=mail&gclid=g1&utm_campaign=${"x".repeat(200)}`;
    expect(queued.map((e) => e.data)).toEqual([{ url }]);
    const stored = (await storedData(queued)).join("\n");
    expect(stored).toBe(JSON.stringify({ url }));
    for (const leak of ["someone", "9f8e7d6c5b4a", "192.0.2.55", "private"]) expect(stored).not.toContain(leak);
  });

  it.each(["/help/search", "/de/help/search", "/blog", "/ja/blog/"])(
    "on %s, the page's own keyword is a search: refused, nothing queued",
    async (page) => {
      const { res, queued } = await landing(`http://localhost${page}?keyword=how+to+hide+my+words`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
      expect(queued).toEqual([]);
    },
  );

  it("on a search page, keyword counts as a campaign tag beside another campaign parameter", async () => {
    const { res, queued } = await landing("http://localhost/help/search?keyword=vpn&utm_source=ads&q=private+words");
    expect(res.status).toBe(202);
    expect(queued.map((e) => e.data)).toEqual([{ url: "http://localhost/help/search?keyword=vpn&utm_source=ads" }]);
  });

  it("elsewhere, keyword alone is a campaign tag", async () => {
    const { queued } = await landing("http://localhost/free?keyword=vpn");
    expect(queued.map((e) => e.data)).toEqual([{ url: "http://localhost/free?keyword=vpn" }]);
  });
});

describe("a download click", () => {
  it.each([
    ["a path with a query", "/de/help/search?keyword=my+secret+words#top"],
    ["one of the site's URLs", "http://localhost/de/help/search?keyword=my+secret+words"],
  ])("keeps the page's path, not its query, from %s", async (_, page) => {
    const { res, queued } = await click(page);
    expect(res.status).toBe(202);
    expect(queued.map((e) => e.data)).toEqual([{ platform: "windows", version: "5.4.2", page: "/de/help/search" }]);
    expect((await storedData(queued)).join()).not.toContain("secret");
  });
});

describe("a browser's event headers", () => {
  it("are ignored: the event gets its own id and the time it arrived", async () => {
    const before = Date.now();
    const { res, queued } = await click("/", {
      headers: { "Idempotency-Key": "browser-chosen-key-1", "X-Event-Time": "2026-01-01T00:00:00.000Z" },
    });
    expect(res.status).toBe(202);
    expect(queued[0]!.id).not.toBe("browser-chosen-key-1");
    expect(Date.parse(queued[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("a wrong front secret is a browser", async () => {
    const { queued } = await click("/", {
      headers: { "X-Front-Secret": "guess", "Idempotency-Key": "guessed-front-key-1" },
      vars: { EVENTS_FORWARD_SECRET: SECRET },
    });
    expect(queued[0]!.id).not.toBe("guessed-front-key-1");
  });
});

describe("a front that forwards events", () => {
  const front = (key: string, time = "2026-11-27T10:00:00.000Z") => ({
    headers: { "X-Front-Secret": SECRET, "Idempotency-Key": key, "X-Event-Time": time, "CF-Connecting-IP": "192.0.2.200" },
    vars: { EVENTS_FORWARD_SECRET: SECRET },
  });

  it("is not held to the per-visitor limit, and keeps each event's id and time", async () => {
    const time = new Date(Date.now() - 3_600_000).toISOString();
    const answers = [];
    for (let i = 0; i < 45; i++)
      answers.push(await landing(`http://localhost/?utm_source=mail&n=${i}`, front(`front-event-${i}-abcdef`, time)));
    expect(answers.map((a) => a.res.status)).toEqual(Array(45).fill(202));
    expect(answers.map((a) => a.queued[0]!.id)).toEqual(answers.map((_, i) => `front-event-${i}-abcdef`));
    expect(answers.every((a) => a.queued[0]!.at === time)).toBe(true);
  });

  it("repeats an event under its key: answered again, with its id", async () => {
    const first = await click("/product/windows", front("front-repeat-0001"));
    const again = await click("/product/windows", front("front-repeat-0001"));
    expect([first.res.status, again.res.status]).toEqual([202, 202]);
    expect(await again.res.json()).toEqual({ accepted: true, id: "front-repeat-0001" });
  });

  it("reusing a key for another body is a 409 JSON error, and that event is not queued", async () => {
    expect((await click("/product/windows", front("front-reused-0001"))).res.status).toBe(202);
    const { res, queued } = await click("/product/android", front("front-reused-0001"));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: "conflict", message: expect.any(String) } });
    expect(queued).toEqual([]);
  });

  it("sends its secret with each event it forwards to the origin", async () => {
    const sent: Headers[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      sent.push(new Request(input, init).headers);
      return new Response(null, { status: 202 });
    };
    try {
      const event: SiteEvent = {
        id: "front-send-0001",
        kind: "download-click",
        at: "2026-11-27T10:00:00.000Z",
        data: { platform: "ios", page: "/" },
      };
      const batch = createMessageBatch<SiteEvent>("site-events", [{ id: event.id, timestamp: new Date(), attempts: 1, body: event }]);
      await handleEventBatch(batch, { ...env, API_ORIGIN: "https://origin.example", EVENTS_FORWARD_SECRET: SECRET });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(sent.map((h) => [h.get("X-Front-Secret"), h.get("Idempotency-Key")])).toEqual([[SECRET, "front-send-0001"]]);
  });
});

describe("the per-visitor limit", () => {
  it("counts every address of one IPv6 /64 as one visitor", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) {
      statuses.push((await click("/", { headers: { "CF-Connecting-IP": `2001:db8:77:1:${i.toString(16)}::${i}` } })).res.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(202));
    expect(statuses[30]).toBe(429);
    // The next /64 is another visitor.
    expect((await click("/", { headers: { "CF-Connecting-IP": "2001:db8:77:2::1" } })).res.status).toBe(202);
  });

  it.each([
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["198.51.100.7", "198.51.100.7"],
  ])("%s is the client %s", (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });
});
