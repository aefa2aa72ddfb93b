import { describe, expect, it } from "vitest";
import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import type { Locale } from "../../common/locales";
import { getI18n } from "../../worker/i18n/instances";
import { HeadTags, headMarkup, type HeadProps } from "../../worker/render/document";
import { buildHead } from "../../worker/seo/head";

// The document head is rendered by React's string renderer and inserted as <head>'s content
// (worker/render/document.tsx, docs/decisions/013). A visitor, a crawler and a link preview must
// get exactly the head React's stream renders from the same elements, so these compare the two.

async function streamed(document: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(document);
  await stream.allReady;
  return new Response(stream).text();
}

const liveHead = (props: HeadProps) =>
  streamed(
    <html lang="en">
      <head>
        <HeadTags {...props} />
      </head>
      <body />
    </html>,
  );

const insertedHead = (props: HeadProps) =>
  streamed(
    <html lang="en">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the markup under test */}
      <head dangerouslySetInnerHTML={headMarkup(props)} />
      <body />
    </html>,
  );

function props(locale: Locale, input: Partial<Parameters<typeof buildHead>[0]> = {}): HeadProps {
  const head = buildHead({
    origin: "https://quietway.example",
    locale,
    path: "/",
    title: "Title",
    description: "Description",
    keywords: "vpn",
    ...input,
  });
  return { head, nonce: "bm9uY2U=", i18n: getI18n(locale), locale, apiConfig: { baseUrl: "", browserBaseUrl: "" } };
}

const HEADS: [string, HeadProps][] = [
  ["the English home page", props("en", { jsonLd: [{ "@type": "Organization", name: "Quietway VPN" }] })],
  ["the Arabic home page", props("ar")],
  [
    "an article in three languages, in Thai",
    props("th", { path: "/help/detail/install-windows", locales: ["en", "fr", "th"], ogType: "article" }),
  ],
  ["search results (noindex)", props("de", { path: "/help/search", noindex: true })],
  ["an error page (in no language)", props("ja", { path: "/nope", locales: [] })],
  [
    "a page whose text and structured data could close an element",
    props("fr", {
      path: "/blog/a'b&c",
      title: 'Un </title><script>alert(1)</script> & "titre"',
      description: "<!-- -->",
      jsonLd: [{ "@type": "Article", headline: "</script><script>alert(1)</script><!--" }],
    }),
  ],
  ["a deployment whose API is on another origin", { ...props("es"), apiConfig: { baseUrl: "https://api.example", browserBaseUrl: "" } }],
];

describe("the head rendered as one string", () => {
  for (const [what, head] of HEADS) {
    it(`is the head React streams, for ${what}`, async () => {
      const live = await liveHead(head);
      expect(live).toContain('<meta charSet="utf-8"/>');
      expect(await insertedHead(head)).toBe(live);
    });
  }

  it("keeps the charset first and the runtime's script with the page's nonce", async () => {
    const html = await insertedHead(props("en"));
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/>/);
    expect(html).toContain('<script type="module" src="/app.js" nonce="bm9uY2U=" async="">');
  });

  it("never lets a title or structured data end its element", async () => {
    const html = await insertedHead(HEADS[5]![1]);
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("<title>Un &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;titre&quot; | Quietway VPN</title>");
    expect(html).toContain('"headline":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--"');
  });
});
