import { describe, expect, it } from "vitest";
import { createExecutionContext, env } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { BROWSER_UA, request, select, textOf } from "./helpers";

// Pages that lead on (issue 20): the 404, /about, /free and search results.

describe("the 404 page", () => {
  it("is a 404 that names no canonical and no other versions", async () => {
    const res = await request("/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(await select(html, 'link[rel="canonical"]')).toEqual([]);
    expect(await select(html, 'link[rel="alternate"][hreflang]')).toEqual([]);
    expect(await select(html, 'meta[property="og:url"]')).toEqual([]);
  });

  it("leads home first, then to the help search and popular guides in the page's language", async () => {
    const html = await (await request("/de/no-such-page")).text();
    const first = (await select(html, "main a"))[0];
    expect(first?.attrs.href).toBe("/de");
    expect(first?.text).toBe("Zurück zur Startseite");
    // The search box is a plain form: it works before any script.
    const form = (await select(html, 'main form[role="search"]'))[0];
    expect(form?.attrs.action).toBe("/de/help/search");
    expect(await select(html, 'main form[role="search"] input[name="q"]')).toHaveLength(1);
    const popular = await select(html, ".error-popular li a");
    expect(popular.length).toBeGreaterThanOrEqual(3);
    for (const link of popular) expect(link.attrs.href).toMatch(/^\/de\/help\/detail\/[a-z0-9-]+$/);
    // German titles, not the English ones.
    const english = await select(await (await request("/no-such-page")).text(), ".error-popular li a");
    expect(popular.map((l) => l.text)).not.toEqual(english.map((l) => l.text));
    expect(popular.map((l) => l.attrs.href?.replace("/de", ""))).toEqual(english.map((l) => l.attrs.href));
  });
});

describe("the About page", () => {
  it("says what the company does, keeps and never keeps, and how to reach it, in English", async () => {
    const res = await request("/about");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(await textOf(html, "main h1")).toBe("About Quietway");
    expect(await textOf(html, "title")).toBe("About Quietway: who we are and what we keep | Quietway VPN");
    expect(html).toContain("Your DNS queries");
    expect((await select(html, 'main a[href="/privacy"]')).length).toBe(1);
    expect((await select(html, 'main a[href^="mailto:"]')).map((a) => a.attrs.href)).toEqual([
      "mailto:support@quietway.example",
      "mailto:privacy@quietway.example",
    ]);
    // No operator facts configured: no company section, nothing invented in its place.
    expect(await select(html, "#company")).toEqual([]);
    expect(html).not.toContain("Operated by");
  });

  it("is written in German at /de/about, and the footer's About Us leads there", async () => {
    const html = await (await request("/de/about")).text();
    expect(await textOf(html, "main h1")).toBe("Über Quietway");
    expect((await select(html, "html"))[0]?.attrs.lang).toBe("de");
    expect(html).toContain("Deine DNS-Anfragen");
    expect((await select(html, 'footer a[href="/de/about"]')).length).toBe(1);
  });

  it("shows the operator's name, address and registration number when configured", async () => {
    const app = createApp();
    const facts = {
      OPERATOR_NAME: "Quietway Example Ltd",
      OPERATOR_ADDRESS: "1 Example Street; 10115 Example City",
      OPERATOR_REGISTRATION: "HRB 000000",
    };
    const res = await app.fetch(
      new Request("http://localhost/de/about", { headers: { "User-Agent": BROWSER_UA } }),
      { ...env, ...facts },
      createExecutionContext(),
    );
    const html = await res.text();
    expect(await textOf(html, "#company dd bdi")).toBe("Quietway Example Ltd");
    expect(await textOf(html, "#company address")).toContain("10115 Example City");
    expect(html).toContain("HRB 000000");
    expect(html).toContain("Betrieben von");
    // The same page without them, from the same app, has none of them (no stale copy from the page cache).
    const plain = await (
      await app.fetch(new Request("http://localhost/de/about", { headers: { "User-Agent": BROWSER_UA } }), env, createExecutionContext())
    ).text();
    expect(plain).not.toContain("Quietway Example Ltd");
  });
});

describe("/free", () => {
  it("compares the free plan with Premium feature by feature and ends with the download and the way to Premium", async () => {
    const html = await (await request("/free")).text();
    expect((await select(html, "#plans thead th")).map((th) => th.text)).toEqual(["Feature", "Free plan", "Premium"]);
    const rows = await select(html, "#plans tbody th");
    expect(rows.map((r) => r.text)).toEqual([
      "Servers",
      "Bandwidth",
      "Devices",
      "Streaming and gaming servers",
      "Encryption and no-logs policy",
      "Support",
      "Price",
    ]);
    const values = (await select(html, "#plans tbody .compare-value")).map((v) => v.text);
    expect(values).toContain("100+ servers in 6 countries");
    expect(values).toContain("3600+ servers in 91 countries");
    expect(values).toContain("Free trial, then a subscription");
    const apps = (await select(html, "#download .platforms a")).map((a) => a.attrs.href);
    expect(apps.sort()).toEqual(["/product/android", "/product/ios", "/product/windows"]);
    expect((await select(html, '.premium-cta a[href="/help/detail/free-plan-and-trial"]')).length).toBe(1);
  });
});

describe("search results", () => {
  it("label each result with its kind and give it a heading of its own", async () => {
    const html = await (await request("/help/search?q=logs")).text();
    const kinds = (await select(html, ".result .result-type")).map((k) => k.text);
    const titles = await select(html, ".result h3.result-title a");
    expect(kinds.length).toBeGreaterThan(1);
    expect(titles).toHaveLength(kinds.length);
    expect(kinds.every((k) => ["Help", "FAQ", "Troubleshooting", "Announcement", "Blog", "Policy"].includes(k))).toBe(true);
    expect(new Set(kinds).size).toBeGreaterThan(1);
    // An FAQ answer opens on its list, at its own entry.
    const faq = titles.find((t) => t.attrs.href?.startsWith("/help/faq#"));
    expect(faq).toBeDefined();
  });

  it("label results in the page's language", async () => {
    const html = await (await request("/ja/help/search?q=VPN")).text();
    const kinds = (await select(html, ".result .result-type")).map((k) => k.text);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds).not.toContain("Help");
  });

  it("show the blog's results with their label and snippet", async () => {
    const html = await (await request("/blog?q=wifi")).text();
    const kinds = (await select(html, ".result .result-type")).map((k) => k.text);
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(["Blog"]));
    expect((await select(html, ".result .result-snippet mark")).length).toBeGreaterThan(0);
  });
});
