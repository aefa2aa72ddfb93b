import { exports } from "cloudflare:workers";

/** A desktop Chrome User-Agent: a visitor, not a crawler. */
export const BROWSER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
export const GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Init = RequestInit & { cf?: Record<string, unknown> };

/** Sends a request to the worker as a browser would (no redirects followed). */
export function request(path: string, init: Init = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("User-Agent")) headers.set("User-Agent", BROWSER_UA);
  if (!headers.has("Accept")) headers.set("Accept", "text/html,application/xhtml+xml,*/*;q=0.8");
  return exports.default.fetch(new Request(new URL(path, "http://localhost"), { redirect: "manual", ...init, headers } as RequestInit));
}

export interface Found {
  attrs: Record<string, string>;
  text: string;
}

/** Elements of an HTML document matching a CSS selector, with their attributes and text. */
export async function select(html: string, selector: string): Promise<Found[]> {
  const found: Found[] = [];
  let current: Found | null = null;
  await new HTMLRewriter()
    .on(selector, {
      element(el) {
        current = { attrs: Object.fromEntries(el.attributes), text: "" };
        found.push(current);
      },
      text(chunk) {
        if (current) current.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  for (const f of found) {
    f.text = decode(f.text.trim());
    for (const key of Object.keys(f.attrs)) f.attrs[key] = decode(f.attrs[key]!);
  }
  return found;
}

/** The first match's text, or undefined. */
export async function textOf(html: string, selector: string): Promise<string | undefined> {
  return (await select(html, selector))[0]?.text;
}

function decode(text: string): string {
  return text
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'");
}
