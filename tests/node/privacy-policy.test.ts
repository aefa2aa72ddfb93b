import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../common/locales.ts";
import { STORAGE_KEYS } from "../../client/runtime/storage-keys.ts";
import { API_PREFIX } from "../../common/paths.ts";
import { CAMPAIGN_PARAMS, MAX_CAMPAIGN_VALUE } from "../../common/campaign.ts";
const DEFAULT_RETENTION_DAYS = Number(
  /DEFAULT_RETENTION_DAYS = (\d+)/.exec(await readFile(join(import.meta.dirname, "../../worker/events/consumer.ts"), "utf8"))?.[1],
);

// The privacy policy is part of the product: it must name everything the site sends from the
// browser and everything it keeps there. This reads what the code does (the API's POST
// endpoints, every cookie and storage write) and fails when the policy of any language misses one.
const root = join(import.meta.dirname, "../..");

async function sources(dir: string): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  return Promise.all(files.map(async (file) => ({ file: relative(root, file), text: await readFile(file, "utf8") })));
}

const api = await readFile(join(root, "worker/api/routes.ts"), "utf8");
const prefix = API_PREFIX;
const postPaths = [...api.matchAll(/method:\s*"post",\s*path:\s*"([^"]+)"/g)].map((m) => `${prefix}${m[1]}`);
const code = [...(await sources("client")), ...(await sources("worker"))];
const cookieWriters = code.filter((s) => /\bsetCookie\(/.test(s.text));
const cookieNames = cookieWriters.flatMap((s) =>
  [...s.text.matchAll(/\bsetCookie\(\s*\w+,\s*(\w+|"[^"]+")/g)].map((m) => {
    const arg = m[1]!;
    if (arg.startsWith('"')) return arg.slice(1, -1);
    return new RegExp(`const ${arg} = "([^"]+)"`).exec(s.text)?.[1] ?? arg;
  }),
);
const storageWriters = code.filter((s) => /\.setItem\(/.test(s.text) && !s.file.endsWith("storage-keys.ts"));
const named = [...postPaths, ...cookieNames, ...Object.values(STORAGE_KEYS)];

describe("what the code sends and keeps", () => {
  it("is found in the code: three event endpoints, one cookie, five storage keys", () => {
    expect(prefix).toBe("/web_v1");
    expect(postPaths).toHaveLength(3);
    expect(cookieNames).toEqual(["i18n_redirected"]);
    expect(Object.values(STORAGE_KEYS)).toHaveLength(5);
  });

  it("writes browser storage only under the keys the policy names", () => {
    const unlisted = storageWriters.filter((s) => !s.text.includes("storage-keys")).map((s) => s.file);
    expect(unlisted).toEqual([]);
  });
});

// What the worker's own log line holds (worker/middleware/request-log.ts): the policy lists these
// fields, names the route pattern as its example, and says how long Workers Logs keep them.
const requestLog = await readFile(join(root, "worker/middleware/request-log.ts"), "utf8");
const loggedFields = [...(/log\([^{]*\{([^}]*)\}\);/s.exec(requestLog)?.[1] ?? "").matchAll(/^\s*(\w+)[,:]/gm)].map((m) => m[1]);
const LOG_RETENTION_DAYS = 7;
const ROUTE_EXAMPLE = "/:lang/blog/:id";
const structure = (text: string) => ({
  headings: text
    .split("\n")
    .filter((l) => /^#{2,3} /.test(l))
    .map((l) => l.split(" ")[0]),
  tableRows: text.split("\n").filter((l) => l.startsWith("|")).length,
});
const codes = (text: string) => new Set([...text.matchAll(/`[^`]+`/g)].map((m) => m[0]));
const english = await readFile(join(root, "content/en/legal/privacy.md"), "utf8");

describe("what the policy says is logged", () => {
  it("is what the request log line holds: request id, method, route pattern, status and duration", () => {
    expect(loggedFields).toEqual(["requestId", "method", "route", "status", "durationMs"]);
    expect(requestLog).toContain("route: routePattern(c)");
  });
});

describe.each(LOCALES)("the %s privacy policy", (locale) => {
  it("has the English policy's structure: its headings, table rows and every code name", async () => {
    const policy = await readFile(join(root, "content", locale, "legal/privacy.md"), "utf8");
    expect(structure(policy)).toEqual(structure(english));
    expect([...codes(english)].filter((code) => !codes(policy).has(code))).toEqual([]);
  });

  it("names the campaign parameters kept, their length bound, the log's route pattern and how long logs are kept", async () => {
    const policy = await readFile(join(root, "content", locale, "legal/privacy.md"), "utf8");
    expect([...CAMPAIGN_PARAMS, "utm_"].filter((p) => !policy.includes(`\`${p}\``))).toEqual([]);
    expect(policy).toContain(String(MAX_CAMPAIGN_VALUE));
    expect(policy).toContain(`\`${ROUTE_EXAMPLE}\``);
    expect(policy).toContain(String(LOG_RETENTION_DAYS));
  });

  it("names every event endpoint, cookie and storage key", async () => {
    const policy = await readFile(join(root, "content", locale, "legal/privacy.md"), "utf8");
    expect(named.filter((name) => !policy.includes(`\`${name}\``))).toEqual([]);
  });

  it("states how long stored events are kept", async () => {
    const policy = await readFile(join(root, "content", locale, "legal/privacy.md"), "utf8");
    expect(policy).toContain(String(DEFAULT_RETENTION_DAYS));
  });
});
