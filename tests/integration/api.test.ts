import { describe, expect, it } from "vitest";
import { request } from "./helpers";

const json = (body: unknown, init: RequestInit = {}) => ({
  method: "POST",
  ...init,
  headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error.message.length).toBeGreaterThan(0);
  if (code) expect(body.error.code).toBe(code);
  return body;
}

describe("GET /web_v1/download", () => {
  it("lists the three apps with download_url and version, cacheable with an ETag", async () => {
    const res = await request("/web_v1/download");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, { download_url: string; version: string }>;
    expect(Object.keys(body).sort()).toEqual(["android", "ios", "windows"]);
    for (const app of Object.values(body)) {
      expect(app.download_url).toMatch(/^https:\/\//);
      expect(app.version).toMatch(/^\d+\.\d+/);
    }
    expect(res.headers.get("Cache-Control")).toContain("max-age");
    const tag = res.headers.get("ETag");
    expect(tag).toBeTruthy();
    const again = await request("/web_v1/download", { headers: { "If-None-Match": tag! } });
    expect(again.status).toBe(304);
  });
});

describe("GET /web_v1/article/list", () => {
  it("pages articles of a type in a language", async () => {
    const res = await request("/web_v1/article/list?type=help&lang=es&page=1&page_size=2");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      items: { id: string; lang: string }[];
      page: number;
      page_size: number;
      total: number;
      total_pages: number;
    };
    expect(body.page_size).toBe(2);
    expect(body.items.length).toBeLessThanOrEqual(2);
    expect(body.total_pages).toBe(Math.ceil(body.total / 2));
  });

  it("filters by featured and popular flags", async () => {
    const res = await request("/web_v1/article/list?type=blog&featured=true&page_size=50");
    const body = (await res.json()) as { items: { featured: boolean }[] };
    expect(body.items.every((a) => a.featured)).toBe(true);
  });

  it.each(["page_size=51", "page=0", "page=abc", "type=video", "lang=xx", "featured=maybe", "section=Bad%20Section", "unknown=1"])(
    "rejects %s with a 400",
    async (query) => {
      await expectError(await request(`/web_v1/article/list?${query}`), 400, "invalid_request");
    },
  );
});

describe("GET /web_v1/article/search", () => {
  it.each(["", "q=", `q=${"a".repeat(101)}`, "q=vpn&page_size=500"])("rejects %j", async (query) => {
    await expectError(await request(`/web_v1/article/search?${query}`), 400);
  });

  it("finds articles by keyword with highlighted snippets", async () => {
    const res = await request("/web_v1/article/search?q=windows&lang=en");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { query: string; items: { snippet: string; title: string }[] };
    expect(body.query).toBe("windows");
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.some((i) => /<mark>windows<\/mark>/i.test(i.snippet))).toBe(true);
  });
});

describe("GET /web_v1/article/info", () => {
  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    await expectError(await request("/web_v1/article/info?id=does-not-exist"), 404, "not_found");
    await expectError(await request("/web_v1/article/info?id=../../etc/passwd"), 400);
    await expectError(await request("/web_v1/article/info"), 400);
  });
});

describe("GET /web_v1/ip/v3", () => {
  it("reads the address from CF-Connecting-IP only and is never cached", async () => {
    const res = await request("/web_v1/ip/v3", {
      headers: { "CF-Connecting-IP": "198.51.100.23", "X-Forwarded-For": "1.2.3.4", "True-Client-IP": "5.6.7.8" },
      cf: { country: "JP", city: "Osaka", asOrganization: "Example Net", asn: 64496 },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      ip: "198.51.100.23",
      version: 4,
      country_code: "JP",
      country: "Japan",
      city: "Osaka",
      isp: "Example Net",
      asn: 64496,
      protected: false,
    });
  });

  it("names the country in the asked-for language and reads missing fields as unknown", async () => {
    const res = await request("/web_v1/ip/v3?lang=de", { headers: { "CF-Connecting-IP": "2001:db8::1" }, cf: { country: "JP" } });
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ip: "2001:db8::1", version: 6, country: "Japan", city: null, isp: null });
    const de = await (await request("/web_v1/ip/v3?lang=de", { cf: { country: "DE" } })).json();
    expect((de as { country: string }).country).toBe("Deutschland");
  });
});

describe("POST events", () => {
  it("accepts a download click with 202", async () => {
    const res = await request(
      "/web_v1/download/ajax-click-download",
      json({ platform: "android", version: "4.9.0", page: "/product/android" }),
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it("accepts a campaign landing with 202", async () => {
    const res = await request("/web_v1/thematic-activity/v2", json({ url: "http://localhost/?utm_source=news" }));
    expect(res.status).toBe(202);
  });

  it("accepts a 'Was this article helpful?' answer with 202, and refuses a bad one", async () => {
    const res = await request("/web_v1/article/feedback", json({ id: "kill-switch", lang: "de", helpful: false }));
    expect(res.status).toBe(202);
    await expectError(await request("/web_v1/article/feedback", json({ id: "kill-switch", lang: "de", helpful: "yes" })), 400);
    await expectError(await request("/web_v1/article/feedback", json({ id: "../etc", lang: "en", helpful: true })), 400);
    await expectError(await request("/web_v1/article/feedback", json({ id: "kill-switch", lang: "xx", helpful: true })), 400);
  });

  it.each([
    ["malformed JSON", "{", 400],
    ["a missing field", { version: "5.4.2", page: "/" }, 400],
    ["a wrong type", { platform: "windows", version: 5, page: "/" }, 400],
    ["an unknown platform", { platform: "linux", version: "1", page: "/" }, 400],
    ["an extra field", { platform: "ios", version: "1", page: "/", ip: "1.2.3.4" }, 400],
    ["a body over 16 KB", { platform: "ios", version: "1", page: "x".repeat(17_000) }, 413],
  ])("rejects %s", async (_, body, status) => {
    await expectError(await request("/web_v1/download/ajax-click-download", json(body)), status);
  });

  it("rejects a body that is not JSON with 415", async () => {
    await expectError(
      await request("/web_v1/thematic-activity/v2", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "url=x" }),
      415,
    );
  });

  it("rejects a campaign url that is not http(s)", async () => {
    await expectError(await request("/web_v1/thematic-activity/v2", json({ url: "javascript:alert(1)" })), 400);
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const res = await request("/web_v1/download/ajax-click-download");
    await expectError(res, 405, "method_not_allowed");
    expect(res.headers.get("Allow")).toBe("POST");
    await expectError(await request("/web_v1/download", { method: "DELETE" }), 405);
  });

  it.each([
    ["/web_v1/thematic-activity/v2", (i: number) => ({ url: `http://localhost/?gclid=${i}` }), "192.0.2.77"],
    ["/web_v1/download/ajax-click-download", (i: number) => ({ platform: "ios", version: "1", page: `/p${i}` }), "192.0.2.87"],
    [
      "/web_v1/article/feedback",
      (i: number) => ({
        id: ["kill-switch", "install-windows", "install-ios", "split-tunnelling"][i % 4],
        lang: "en",
        helpful: i % 2 === 0,
      }),
      "192.0.2.97",
    ],
  ])(
    "limits each client on %s to 30 a minute, with a JSON 429 and Retry-After beyond",
    async (path, body, ip) => {
      // The limiter counts in windows aligned to the wall clock's minutes: 33 requests that straddle
      // one (a busy machine takes seconds for them) would start a fresh budget halfway. Start them
      // at the top of a minute when less than half of this one is left.
      const left = 60_000 - (Date.now() % 60_000);
      if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
      const headers = { "CF-Connecting-IP": ip };
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) statuses.push((await request(path, json(body(i), { headers }))).status);
      expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
      const limited = await request(path, json(body(99), { headers }));
      await expectError(limited, 429, "rate_limited");
      expect(limited.headers.get("Retry-After")).toBe("60");
      // Another client still has its own budget on this route.
      expect((await request(path, json(body(100), { headers: { "CF-Connecting-IP": "198.51.100.200" } }))).status).toBe(202);
    },
    90_000,
  );

  it("keeps a separate budget per route for one client", async () => {
    const headers = { "CF-Connecting-IP": "192.0.2.107" };
    for (let i = 0; i < 31; i++) await request("/web_v1/thematic-activity/v2", json({ url: `http://localhost/?gclid=${i}` }, { headers }));
    expect(
      (await request("/web_v1/download/ajax-click-download", json({ platform: "ios", version: "1", page: "/" }, { headers }))).status,
    ).toBe(202);
  });
});

describe("the API as a whole", () => {
  it("answers unknown paths with a JSON 404", async () => {
    await expectError(await request("/web_v1/nope"), 404, "not_found");
  });

  it("sends no CORS headers to foreign origins", async () => {
    const res = await request("/web_v1/download", { headers: { Origin: "https://evil.example" } });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("serves an OpenAPI document of every endpoint", async () => {
    const doc = (await (await request("/web_v1/openapi.json")).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/article/feedback",
      "/article/info",
      "/article/list",
      "/article/search",
      "/download",
      "/download/ajax-click-download",
      "/ip/v3",
      "/thematic-activity/v2",
    ]);
  });
});
