import { describe, expect, it } from "vitest";
import { request, select } from "./helpers";

/** The product page's facts (version, release date, size, requirements) as printed. */
async function facts(path: string): Promise<string[]> {
  const res = await request(path);
  expect(res.status).toBe(200);
  return (await select(await res.text(), ".product-facts dd")).map((dd) => dd.text);
}

describe("formatters shared between requests", () => {
  it("keep each language's digits and words, whichever language asked first", async () => {
    const en = await facts("/product/windows");
    const ar = await facts("/ar/product/windows");
    const enAgain = await facts("/product/windows");
    const arAgain = await facts("/ar/product/windows");
    expect(enAgain).toEqual(en);
    expect(arAgain).toEqual(ar);
    // Size and release date: English words in English, Arabic ones in Arabic.
    const [, released, size] = en;
    const [, releasedAr, sizeAr] = ar;
    const arabic = /[\u0600-\u06ff]/;
    expect(size).toMatch(/^\d+ MB$/);
    expect(released).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(sizeAr).toMatch(arabic);
    expect(sizeAr).not.toContain("MB");
    // The Arabic medium date is day/month/year with right-to-left marks: "04‏/11‏/2026".
    expect(releasedAr).toMatch(/^\d{2}\u200f\/\d{2}\u200f\/\d{4}$/);
  });

  it("name countries in the page's language on /servers and /ip, in either order", async () => {
    const names = async (path: string) => (await select(await (await request(path)).text(), ".countries .country")).map((c) => c.text);
    const de = await names("/de/servers");
    const ar = await names("/ar/servers");
    expect(de).toContain("Deutschland");
    expect(ar).toContain("ألمانيا");
    expect(await names("/de/servers")).toEqual(de);
    const ip = async (path: string) => (await request(path, { cf: { country: "DE" } })).text();
    expect(await ip("/ar/ip")).toContain("ألمانيا");
    expect(await ip("/ip")).toContain("Germany");
    expect(await ip("/ar/ip")).toContain("ألمانيا");
  });
});
