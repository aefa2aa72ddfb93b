import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { experimental_readRawConfig, unstable_readConfig } from "wrangler";

// Workers Logs' invocation logs keep each request's full URL (query string included) and its
// request metadata; traces record URLs and headers. Neither may be on in any environment: this
// reads wrangler.toml as Wrangler itself does, top level and every [env.*], and fails if one could.
const config = join(import.meta.dirname, "../../wrangler.toml");
const { rawConfig } = experimental_readRawConfig({ config });
const envs = [undefined, ...Object.keys(rawConfig.env ?? {})];

type Observability = NonNullable<ReturnType<typeof unstable_readConfig>["observability"]>;

/** What could store a URL, a header or an address: the reasons, empty when none. */
function leaks(o: Observability | undefined): string[] {
  const found: string[] = [];
  if (!o || o.enabled === false) return found;
  if (o.logs?.enabled !== false && o.logs?.invocation_logs !== false) found.push("invocation logs are not off");
  if (o.traces?.enabled !== false) found.push("traces are not off");
  if (o.redact_query_string !== true) found.push("query strings are not redacted");
  return found;
}

describe("Workers observability in wrangler.toml", () => {
  it("has a staging environment to check besides the top level", () => {
    expect(envs).toEqual([undefined, "staging"]);
  });

  it.each(envs.map((env) => [env ?? "top level", env] as const))(
    "%s: invocation logs and traces are off, as Wrangler resolves it",
    (_, env) => {
      const resolved = unstable_readConfig({ config, env }, { hideWarnings: true });
      expect(leaks(resolved.observability)).toEqual([]);
    },
  );

  it.each(envs.map((env) => [env ?? "top level", env] as const))("%s: says so itself, so no default or inheritance decides", (_, env) => {
    const section = (env ? rawConfig.env?.[env]?.observability : rawConfig.observability) as Observability | undefined;
    expect(section?.logs?.invocation_logs).toBe(false);
    expect(section?.traces?.enabled).toBe(false);
  });

  it("would catch an environment with the defaults", () => {
    expect(leaks({ enabled: true })).toEqual(["invocation logs are not off", "traces are not off", "query strings are not redacted"]);
  });
});
