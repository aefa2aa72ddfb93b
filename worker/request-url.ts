import type { Context } from "hono";

/**
 * The request's URL, parsed once per request and shared by everything that reads it: read it,
 * never change it (copy it with `new URL(url)` to build another). Each `URL` is a native object,
 * and the runtime frees a request's native objects together with every other request's since
 * its last young-generation collection, in one batch on some later visitor's request; five
 * parses per request made those batches last 10 ms and more (docs/decisions/007).
 */
export function requestUrl(c: Context): URL {
  let url = c.get("url") as URL | undefined;
  if (!url) {
    url = new URL(c.req.url);
    c.set("url", url);
  }
  return url;
}
