import { describe, expect, it } from "vitest";
import { Suspense } from "react";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { getI18n } from "../i18n/instances";
import type { HeadData } from "../seo/head";
import { streamPage } from "./stream";

const head: HeadData = {
  title: "A page",
  description: "",
  keywords: "",
  canonical: "https://example.test/",
  alternates: [],
  locales: ["en"],
  lang: "en",
  ogLocale: "en_GB",
  ogLocaleAlternates: [],
  dir: "ltr",
  ogType: "website",
  siteName: "Quietway VPN",
  image: "https://example.test/og.png",
  jsonLd: [],
};

/** A part of the page that never arrives. */
function Never(): never {
  throw new Promise(() => {});
}

function app() {
  const hono = new Hono<AppEnv>();
  hono.get("/", (c) => {
    c.set("locale", "en");
    c.set("i18n", getI18n("en"));
    return streamPage(c, {
      head,
      path: "/",
      platform: "windows",
      body: (
        <>
          <h1>Shown at once</h1>
          <Suspense fallback={<p>Loading</p>}>
            <Never />
          </Suspense>
        </>
      ),
    });
  });
  return hono;
}

describe("streamPage", () => {
  it("ends a render that never completes at its deadline: the visitor gets the page with the fallback, not an endless stream", async () => {
    const res = await app().request("/", {}, { RENDER_TIMEOUT_MS: "50" });
    const html = await res.text(); // would never resolve without the deadline
    expect(res.status).toBe(200);
    expect(html).toContain("<h1>Shown at once</h1>");
    expect(html).toContain("Loading");
    expect(html).toContain("</html>");
  });
});
