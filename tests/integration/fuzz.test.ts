import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { request } from "./helpers";
import { MARKER, path, text } from "./fuzz-inputs";

// Property-based fuzzing of everything a visitor controls: paths, query parameters,
// Accept-Language, cookies, headers and POST bodies. Whatever comes in, the site answers
// below 500, never reflects markup unescaped, and never redirects to another site.

const RUNS = 60;
// A fixed seed keeps CI repeatable; change it (or drop it) locally to explore further.
const SEED = 20261123;

async function expectSafe(res: Response, input: string) {
  expect(res.status, input).toBeLessThan(500);
  const location = res.headers.get("Location");
  if (location) {
    // Relative to this site, or this site's own origin: never another host.
    const target = new URL(location, "http://localhost/");
    expect(target.origin, `${input} → ${location}`).toBe("http://localhost");
  }
  const body = await res.text();
  expect(MARKER.test(body), `${input} reflected markup`).toBe(false);
  for (const [name] of res.headers) expect(name.toLowerCase(), input).not.toBe("owned");
}

describe("fuzzing", () => {
  it("paths, in every locale", async () => {
    await fc.assert(
      fc.asyncProperty(path, async (p) => {
        let res: Response;
        try {
          res = await request(p);
        } catch (error) {
          // The URL parser refused it before it reached the worker: nothing was sent.
          expect(error, p).toBeInstanceOf(TypeError);
          return;
        }
        await expectSafe(res, p);
      }),
      { numRuns: RUNS * 3, seed: SEED },
    );
  });

  it("query parameters on the pages and the API that read them", async () => {
    const route = fc.constantFrom(
      "/help/search",
      "/blog",
      "/de/blog",
      "/ar/help/search",
      "/help/detail",
      "/web_v1/article/list",
      "/web_v1/article/search",
      "/web_v1/article/info",
      "/web_v1/ip/v3",
      "/",
      "/set",
    );
    const params = fc.array(
      fc.tuple(
        fc.constantFrom(
          "q",
          "page",
          "category",
          "type",
          "lang",
          "id",
          "page_size",
          "set_lang",
          "utm_source",
          "section",
          "body",
          "featured",
        ),
        text,
      ),
      { maxLength: 4 },
    );
    await fc.assert(
      fc.asyncProperty(route, params, async (r, ps) => {
        const search = new URLSearchParams(ps);
        const url = `${r}?${search}`;
        await expectSafe(await request(url), url);
      }),
      { numRuns: RUNS * 2, seed: SEED },
    );
  });

  it("Accept-Language, cookies and other headers", async () => {
    const headerValue = text.map((t) => t.replace(/[\r\n\0]/g, "").replace(/[^\x20-\x7e]/g, "?"));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/", "/help", "/ip", "/servers", "/web_v1/ip/v3", "/web_v1/download"),
        fc.record({
          "Accept-Language": headerValue,
          Cookie: fc.oneof(
            headerValue.map((v) => `i18n_redirected=${v}`),
            headerValue,
          ),
          "User-Agent": headerValue,
          "Sec-CH-UA-Platform": headerValue,
          Accept: fc.oneof(headerValue, fc.constantFrom("text/plain", "*/*", "application/json", "text/html")),
          "CF-Connecting-IP": fc.oneof(headerValue, fc.ipV4(), fc.ipV6()),
        }),
        async (p, headers) => {
          await expectSafe(await request(p, { headers }), `${p} ${JSON.stringify(headers)}`);
        },
      ),
      { numRuns: RUNS * 2, seed: SEED },
    );
  });

  it("POST bodies: JSON of any shape, or no JSON at all, gets a JSON 4xx or a 202", async () => {
    const json = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.record({ platform: text, version: text, page: text }).map((v) => JSON.stringify(v)),
      fc.record({ url: text }).map((v) => JSON.stringify(v)),
      fc.record({ id: text, lang: text, helpful: fc.anything() }).map((v) => JSON.stringify(v)),
      text,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "/web_v1/download/ajax-click-download",
          "/web_v1/thematic-activity/v2",
          "/web_v1/article/feedback",
          "/web_v1/download",
          "/help",
        ),
        json,
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", ""),
        fc.ipV4(),
        async (p, body, type, ip) => {
          const res = await request(p, { method: "POST", body, headers: { "Content-Type": type, "CF-Connecting-IP": ip } });
          if (p.startsWith("/web_v1") && res.status !== 202) {
            expect(res.status, `${p} ${body}`).toBeGreaterThanOrEqual(400);
            expect(res.status, `${p} ${body}`).toBeLessThan(500);
            expect(await res.clone().json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
          }
          await expectSafe(res, `${p} ${body}`);
        },
      ),
      { numRuns: RUNS * 2, seed: SEED },
    );
  });

  it("prototype names in every header, cookie, query parameter and body field reach no object's prototype", async () => {
    const PROTO = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"];
    const leaked = (text: string) => /native code|function |\[object /.test(text);
    const check = async (res: Response, input: string) => {
      await expectSafe(res.clone(), input);
      for (const name of ["Location", "Set-Cookie", "Content-Language"])
        expect(leaked(res.headers.get(name) ?? ""), `${input}: ${name}`).toBe(false);
      expect(leaked(await res.text()), `${input}: body`).toBe(false);
    };
    for (const name of PROTO) {
      for (const [header, value] of [
        ["Accept-Language", name],
        ["Accept-Language", `${name}-XX;q=0.9, ${name}`],
        ["Cookie", `i18n_redirected=${name}`],
        ["Cookie", `${name}=1`],
        ["Sec-CH-UA-Platform", name],
        ["User-Agent", name],
        ["Accept", name],
      ] as const) {
        await check(await request("/", { headers: { [header]: value } }), `${header}: ${value}`);
      }
      for (const param of ["q", "keyword", "page", "category", "set_lang", "lang", "type", "id", "section"]) {
        for (const route of [
          "/",
          "/blog",
          "/help/search",
          "/servers",
          "/web_v1/article/list",
          "/web_v1/article/info",
          "/web_v1/article/search",
        ]) {
          await check(await request(`${route}?${param}=${name}`), `${route}?${param}=${name}`);
        }
      }
      await check(await request(`/${name}`), `/${name}`);
      await check(await request(`/help/detail/${name}`), `/help/detail/${name}`);
      const bodies: [string, unknown][] = [
        ["/web_v1/download/ajax-click-download", { platform: name }],
        ["/web_v1/download/ajax-click-download", { platform: "windows", page: name, version: name }],
        ["/web_v1/thematic-activity/v2", { url: name }],
        ["/web_v1/article/feedback", { id: name, lang: name, helpful: true }],
        ["/web_v1/article/feedback", { id: "kill-switch", lang: name, helpful: true }],
        ["/web_v1/article/feedback", JSON.parse(`{"${name}": {"polluted": true}, "id": "kill-switch", "lang": "en", "helpful": true}`)],
      ];
      for (const [route, body] of bodies) {
        const res = await request(route, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
        expect(res.status, `${route} ${JSON.stringify(body)}`).toBe(400);
        await check(res, `${route} ${JSON.stringify(body)}`);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // About 500 requests in one case: seconds on a quiet machine, tens of seconds on a busy one.
  }, 120_000);

  it("leaves the worker serving normally afterwards", async () => {
    const res = await request("/help");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<main");
  });
});
