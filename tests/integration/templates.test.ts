import { describe, expect, it } from "vitest";
import templates from "../templates.json";
import { PAGE_ROUTES, STATIC_PATHS } from "../../worker/routes";
import { request } from "./helpers";

// tests/templates.json names one page of each kind for the browser tests and the bench; the
// route list is worker/routes/index.ts. Nothing else ties them, so this does.
const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[a-z]+/g, "[^/]+")}$`).test(path);

describe("page templates", () => {
  it.each(templates)("%s is a page of the route list, and answers 200", async (template) => {
    const path = template.split("?")[0]!;
    expect(PAGE_ROUTES.filter((r) => matches(r.path, path)).map((r) => r.path)).toHaveLength(1);
    expect((await request(template)).status).toBe(200);
  });

  // /sport and /stream are pages of the /gaming template, /services of the /privacy one.
  it("cover every area of the route list", () => {
    const areas = new Set(PAGE_ROUTES.map((r) => r.path.split("/")[1]));
    const covered = new Set(templates.map((t) => t.split(/[/?]/)[1]));
    expect([...areas].filter((a) => !covered.has(a))).toEqual(["sport", "stream", "services"]);
  });

  it("the sitemap's static pages are the routes without parameters, search and the legal pages", () => {
    expect(STATIC_PATHS).toContain("/servers");
    expect(STATIC_PATHS.filter((p) => p.includes(":") || p === "/help/search" || p === "/privacy")).toEqual([]);
  });
});
