import { describe, expect, it } from "vitest";
import type { Locale } from "../../common/locales";
import { bundledContentSource } from "./content-source";

// A visitor asking about a failed renewal or a double charge found nothing before the
// troubleshooting entry existed; their own words (not its title) must now reach it.
const source = bundledContentSource();
const ENTRY = "issue/renewal-failed-or-charged-twice";
const ASKED: [Locale, string][] = [
  ["en", "bank shows two payments for premium"],
  ["en", "subscription didnt renew card declined"],
  ["de", "zweimal bezahlt abo"],
  ["ar", "خصم مرتين"],
  ["th", "ถูกตัดเงินซ้ำ"],
  ["ja", "二重請求された"],
];

describe("help search finds the renewal and double-charge entry", () => {
  it.each(ASKED)("%s: “%s” lists it among the first three", async (lang, q) => {
    const found = await source.searchArticles({ q, lang, scope: "help", page: 1, page_size: 10 });
    const top = found.items.slice(0, 3).map((hit) => `${hit.type}/${hit.id}`);
    expect(top).toContain(ENTRY);
  });
});
