import type { Context } from "hono";
import type { AppEnv } from "../app-env";

type Check = "ok" | "unavailable";

/** Runs one check with a time limit; any failure or time-out is "unavailable", never an error page. */
async function check(work: () => Promise<unknown>, ms = 2000): Promise<Check> {
  try {
    await Promise.race([work(), new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), ms))]);
    return "ok";
  } catch {
    return "unavailable";
  }
}

/**
 * GET /healthz, for uptime monitors: the build id and whether the content source, the KV cache,
 * the event database and the event queue can be reached. Always 200 with the facts (a monitor
 * alerts on `status`), never cached, and never a secret or a setting's value.
 */
export async function healthz(c: Context<AppEnv>): Promise<Response> {
  const [content, cache, database] = await Promise.all([
    check(() => c.var.content.downloads()),
    check(() => c.env.API_CACHE.get("healthz")),
    check(() => c.env.EVENTS_DB.prepare("SELECT 1").first()),
  ]);
  // Sending is the only way to reach a queue, and a probe must not create an event: the binding is checked.
  const queue: Check = typeof c.env.EVENTS?.send === "function" ? "ok" : "unavailable";
  const checks = { content, cache, database, queue };
  const status = Object.values(checks).every((v) => v === "ok") ? "ok" : "degraded";
  c.header("Cache-Control", "no-store");
  return c.json({ status, build: __BUILD_ID__, content_source: c.env.API_ORIGIN ? "origin" : "bundled", checks }, 200);
}
