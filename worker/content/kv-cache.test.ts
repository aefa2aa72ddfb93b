import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { swr } from "./kv-cache";

describe("swr", () => {
  it("writes a key at most once a minute, even when entries go stale sooner", async () => {
    let now = 1_000_000;
    const options = { softTtlMs: 10_000, hardTtlSeconds: 3600, minWriteIntervalMs: 60_000, now: () => now };
    const pending: Promise<unknown>[] = [];
    const waitUntil = (p: Promise<unknown>) => pending.push(p);
    let version = 0;
    const load = async () => ++version;

    expect(await swr(env.API_CACHE, waitUntil, "k", load, options)).toBe(1);
    now += 20_000; // stale after 10 s
    expect(await swr(env.API_CACHE, waitUntil, "k", load, options)).toBe(1);
    await Promise.all(pending);
    expect(version).toBe(2); // refreshed…
    const stored = await env.API_CACHE.get<{ value: number }>("k", "json");
    expect(stored?.value).toBe(1); // …but not written: the entry is only 20 s old
    now += 60_000;
    await swr(env.API_CACHE, waitUntil, "k", load, options);
    await Promise.all(pending);
    expect((await env.API_CACHE.get<{ value: number }>("k", "json"))?.value).toBe(3);
  });
});
