import { describe, expect, it } from "vitest";
import { ApiError, createApiClient, resolveBase } from "./api-client";

describe("api client configuration", () => {
  it("takes the browser base URL, then the base URL, then the site root", () => {
    expect(resolveBase({ browserBaseUrl: "https://api.example/", baseUrl: "https://b.example" }, "https://site.example")).toBe(
      "https://api.example",
    );
    expect(resolveBase({ baseUrl: "https://b.example" }, "https://site.example")).toBe("https://b.example");
    expect(resolveBase({}, "https://site.example")).toBe("https://site.example");
  });
});

describe("api client calls", () => {
  it("sends credentials and If-Modified-Since: 0, no Authorization header, and counts calls in flight", async () => {
    const seen: Request[] = [];
    const inits: (RequestInit | undefined)[] = [];
    const client = createApiClient({}, "https://site.example", async (input, init) => {
      seen.push(new Request(input, init));
      inits.push(init);
      return Response.json({ windows: {}, android: {}, ios: {} });
    });
    const counts: number[] = [];
    client.subscribe((n) => counts.push(n));
    await client.searchArticles({ q: "speed" });
    expect(seen[0]?.url).toBe("https://site.example/web_v1/article/search?q=speed");
    expect(seen[0]?.headers.get("If-Modified-Since")).toBe("0");
    expect(seen[0]?.headers.has("Authorization")).toBe(false);
    expect((inits[0] as { credentials?: string } | undefined)?.credentials).toBe("include");
    expect(counts).toEqual([1, 0]);
    // Background calls (the session's download list, beacons) are not the loading bar's business.
    await client.downloads();
    await client.campaignLanding({ url: "https://site.example/?gclid=1" });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      "/web_v1/article/search",
      "/web_v1/download",
      "/web_v1/thematic-activity/v2",
    ]);
    expect(counts).toEqual([1, 0]);
    expect((inits[2] as { keepalive?: boolean }).keepalive).toBe(true);
  });

  it("turns the API's JSON error, or a plain-text answer, into an ApiError", async () => {
    const jsonError = createApiClient({}, "https://s.example", async () =>
      Response.json({ error: { code: "invalid_request", message: "q: too short" } }, { status: 400 }),
    );
    await expect(jsonError.searchArticles({ q: "" })).rejects.toMatchObject({
      status: 400,
      code: "invalid_request",
      message: "q: too short",
    });
    const text = createApiClient(
      {},
      "https://s.example",
      async () => new Response("Service down", { status: 503, headers: { "Content-Type": "text/plain" } }),
    );
    const error = await text.downloads().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Service down");
  });

  it("accepts plain-text answers", async () => {
    const client = createApiClient({}, "https://s.example", async () => new Response("ok", { headers: { "Content-Type": "text/plain" } }));
    expect(await client.downloads()).toBe("ok");
  });
});
