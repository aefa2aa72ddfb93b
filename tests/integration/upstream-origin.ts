import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { BROWSER_UA } from "./helpers";

// The origin of upstream mode's tests (upstream.test.ts, upstream-cache.test.ts): its answers, the
// cache entry they seed, and a call to the worker with API_ORIGIN set.

export const ORIGIN = "https://origin.example";
export const vars = { ...env, API_ORIGIN: ORIGIN, API_TIMEOUT_MS: "100" };
export const app = createApp();

export const originList = {
  windows: { download_url: "https://dl.example/w.exe", version: "9.9.9" },
  android: { download_url: "https://dl.example/a.apk", version: "8.8.8" },
  ios: { download_url: "https://dl.example/i", version: "7.7.7" },
};
export const cachedList = {
  windows: { download_url: "https://dl.example/w-old.exe", version: "1.0.0" },
  android: { download_url: "https://dl.example/a-old.apk", version: "1.0.0" },
  ios: { download_url: "https://dl.example/i-old", version: "1.0.0" },
};
export const KEY = "v1:/download?";

export async function seed(ageMs: number) {
  await env.API_CACHE.put(KEY, JSON.stringify({ value: cachedList, fetchedAt: Date.now() - ageMs }));
}

export async function call(path: string, extra: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(path, { headers: { "User-Agent": BROWSER_UA } }, { ...vars, ...extra }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}
