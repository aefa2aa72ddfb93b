import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { assetSearch } from "./content-source";
import { buildSearchIndex, type Searchable, type Synonyms } from "./search-build";
import { SearchIndex } from "./search-index";
import { LoadDeadlineError } from "../../common/memo";
import type { Locale } from "../../common/locales";

/** An index over a few documents, built and read as the worker reads one. */
function indexOf(documents: Searchable[], locale: Locale = "en", synonyms: Synonyms = []) {
  const files = buildSearchIndex(locale, documents, synonyms);
  return new SearchIndex(locale, files.index, async (n) => files.packs[n]!);
}
const doc = (key: string, title: string, text = "", summary = ""): Searchable => ({ key, title, summary, tags: [], text });
const keys = async (index: SearchIndex, q: string, types?: string[]) => (await index.search(q, types)).page(0, 10).hits.map((h) => h.key);

describe("the search index: matching that forgives", () => {
  const en = indexOf([
    doc("help/public-wifi", "Stay safe on public Wi-Fi", "Hotels and cafés run open networks."),
    doc("help/kill-switch", "Turn on the kill switch", "It stops traffic when the tunnel drops."),
    doc("help/install", "Install the app on Windows", "Download the installer and run it."),
    doc("blog/wifi-story", "Why public Wi-Fi at the airport is risky and how a kill switch helps", "A story."),
  ]);

  it("finds a hyphenated word typed joined, split or as written", async () => {
    for (const q of ["wifi", "wi fi", "Wi-Fi", "WIFI"]) expect((await keys(en, q, ["help"]))[0], q).toBe("help/public-wifi");
  });

  it("finds two words typed as one", async () => {
    expect((await keys(en, "killswitch"))[0]).toBe("help/kill-switch");
  });

  it("filters the types before ranking: a blog post holding every word does not hide the help that holds some", async () => {
    const hits = await keys(en, "public wifi kill switch", ["help"]);
    expect(hits).toHaveLength(2);
    expect(hits.every((k) => k.startsWith("help/"))).toBe(true);
  });

  it("still answers when one word of the query matches nothing", async () => {
    expect((await keys(en, "how do i install 2 windows zzzq"))[0]).toBe("help/install");
  });

  it("matches inflected forms by their stem", async () => {
    expect((await keys(en, "installing"))[0]).toBe("help/install");
    expect((await keys(en, "drop"))[0]).toBe("help/kill-switch");
  });

  it("offers a corrected query when nothing matches and a nearer word would", async () => {
    const results = await en.search("swotsh");
    expect(results.page(0, 10).total).toBe(0);
    expect(results.suggestion).toBe("switch");
  });

  it("finds Vietnamese typed without tone marks, French without accents, Arabic with another alef", async () => {
    const vn = indexOf([doc("issue/no-internet", "Mất Internet sau khi ngắt kết nối VPN"), doc("help/speed", "Tăng tốc độ VPN")], "vn");
    expect((await keys(vn, "mat internet sau khi ngat ket noi"))[0]).toBe("issue/no-internet");
    const fr = indexOf([doc("help/network", "Réseaux publics"), doc("help/speed", "Vitesse")], "fr");
    expect((await keys(fr, "reseau public"))[0]).toBe("help/network");
    const ar = indexOf([doc("help/install", "تثبيت التطبيق على أندرويد"), doc("help/speed", "سرعة الاتصال")], "ar");
    expect((await keys(ar, "اندرويد"))[0]).toBe("help/install");
  });

  it("splits a German compound the index holds as two words", async () => {
    const de = indexOf(
      [
        doc("help/kill-switch", "Der Notschalter", "Nach einem Abbruch der Verbindung stoppt er den Verkehr."),
        doc("help/speed", "Schneller surfen"),
      ],
      "de",
    );
    expect((await keys(de, "verbindungsabbruch"))[0]).toBe("help/kill-switch");
  });

  it("takes a language's synonyms, phrases as written", async () => {
    const index = indexOf(
      [doc("help/billing", "Get your money back", "Within 30 days."), doc("help/speed", "Back up your settings", "Money matters.")],
      "en",
      [["refund", "money back"]],
    );
    expect((await keys(index, "refund"))[0]).toBe("help/billing");
  });
});

describe("the search index the build ships", () => {
  it("puts the troubleshooting entry whose title is the symptom first, in Thai", async () => {
    const index = await assetSearch(env.ASSETS).index("th", () => Promise.reject(new Error("never built")));
    expect((await keys(index, "เชื่อมต่อไม่ได้", ["help", "issue", "faq"]))[0]).toBe("issue/app-will-not-connect");
  });

  it("finds the same top article for wifi, wi fi and Wi-Fi, and for wlan in German", async () => {
    const search = assetSearch(env.ASSETS);
    const en = await search.index("en", () => Promise.reject(new Error("never built")));
    const de = await search.index("de", () => Promise.reject(new Error("never built")));
    const tops = await Promise.all(["wifi", "wi fi", "Wi-Fi"].map(async (q) => (await keys(en, q, ["help", "issue", "faq"]))[0]));
    tops.push((await keys(de, "wlan", ["help", "issue", "faq"]))[0]);
    expect(new Set(tops).size, tops.join(", ")).toBe(1);
    expect(tops[0]).toBeDefined();
  });
});

describe("packs shared between searches", () => {
  const documents: Searchable[] = [
    {
      key: "help/a",
      title: "Kill switch on Windows",
      summary: "Stops traffic when the tunnel drops",
      tags: ["windows"],
      text: "The kill switch blocks traffic.",
    },
    { key: "help/b", title: "Public wifi", summary: "Safe on open networks", tags: ["wifi"], text: "Open networks and the tunnel." },
  ];

  it("does not strand later searches on a first pack read that never answers: they fail by its deadline, and the next search reads again", async () => {
    const files = buildSearchIndex("en", documents);
    let reads = 0;
    // The first read never settles, as when the search that started it was cancelled.
    const index = new SearchIndex(
      "en",
      files.index,
      (n) => (++reads === 1 ? new Promise<never>(() => {}) : Promise.resolve(files.packs[n]!)),
      100,
    );
    const [first, later] = await Promise.allSettled([index.search("kill switch"), index.search("kill switch")]);
    expect(first.status).toBe("rejected");
    expect((later as PromiseRejectedResult).reason).toBeInstanceOf(LoadDeadlineError);
    const again = await index.search("kill switch");
    expect(again.page(0, 10).hits.map((h) => h.key)).toEqual(["help/a"]);
  });
});
