import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { swr } from "./kv-cache";
import { describeError } from "../errors";

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

describe("swr's shared loads", () => {
  const options = { softTtlMs: 60_000, hardTtlSeconds: 3600, minWriteIntervalMs: 60_000, loadDeadlineMs: 100 };
  const waitUntil = () => undefined;

  it("does not strand the requests after a first load that never answers: they fail by its deadline as the origin would, and the next one loads anew", async () => {
    // The first request's origin fetch never settles, as when that request was cancelled mid-load.
    const first = swr(env.API_CACHE, waitUntil, "stranded", () => new Promise<never>(() => {}), options);
    const later = swr(env.API_CACHE, waitUntil, "stranded", async () => "later's own", options);
    const [a, b] = await Promise.allSettled([first, later]);
    expect(b.status).toBe("rejected");
    expect(describeError((b as PromiseRejectedResult).reason)).toMatchObject({ status: 503, code: "upstream_unavailable" });
    expect(a.status).toBe("rejected");
    expect(await swr(env.API_CACHE, waitUntil, "stranded", async () => "fresh", options)).toBe("fresh");
  });

  it("still shares one load between concurrent misses", async () => {
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([1, 2, 3].map(() => swr(env.API_CACHE, waitUntil, "shared", load, options)));
    expect(answers).toEqual([1, 1, 1]);
  });
});
