import { describe, expect, it } from "vitest";
import { snippet as cut } from "./snippet";
import { termOf } from "./search-text";
import type { Locale } from "../../common/locales";

/** A snippet marking the index terms of the words given. */
const snippet = (source: string, words: string[], locale: Locale) => cut(source, new Set(words.map((w) => termOf(w, locale))), locale);

/** The snippet's text as a visitor reads it: marks removed, entities decoded, ellipses apart. */
function read(html: string) {
  const text = html
    .replace(/<\/?mark>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
  return { before: text.startsWith("…"), after: text.endsWith("…"), body: text.replace(/^…/, "").replace(/…$/, "") };
}

/** Where words start and end in a text, as the language's word segmenter sees them. */
function boundaries(text: string, lang: string): Set<number> {
  const set = new Set<number>([0, text.length]);
  for (const s of new Intl.Segmenter(lang, { granularity: "word" }).segment(text)) {
    set.add(s.index);
    set.add(s.index + s.segment.length);
  }
  return set;
}

/** Asserts the snippet is a piece of the source cut only between words, with an ellipsis exactly where text was left out. */
function expectCutBetweenWords(source: string, term: string, locale: Locale, lang: string = locale) {
  const { before, after, body } = read(snippet(source, [term], locale));
  const start = source.indexOf(body);
  expect(start, `"${body}" is a piece of the source`).toBeGreaterThanOrEqual(0);
  const end = start + body.length;
  const cuts = boundaries(source, lang);
  expect(cuts.has(start), `starts between words: "${source.slice(Math.max(0, start - 8), start)}|${body.slice(0, 8)}"`).toBe(true);
  expect(cuts.has(end), `ends between words: "${body.slice(-8)}|${source.slice(end, end + 8)}"`).toBe(true);
  expect(before).toBe(start > 0);
  expect(after).toBe(end < source.length);
  expect(body.toLocaleLowerCase(lang)).toContain(term);
  return body;
}

const en =
  "Quietway keeps your connection private on every network you join. When you open the app for the first time, it picks the fastest server near you, and the kill switch stops all traffic if the tunnel drops, so nothing leaks while it reconnects. Split tunnelling lets your banking app stay local while your browser goes through the encrypted tunnel, and you can change the protocol in Settings.";

const de =
  "Quietway schützt deine Verbindung in jedem Netzwerk, dem du beitrittst. Wenn du die App zum ersten Mal öffnest, wählt sie den schnellsten Server in deiner Nähe, und der Notausschalter stoppt den gesamten Datenverkehr, falls der Tunnel abbricht. Mit Split-Tunneling bleibt deine Banking-App lokal, während dein Browser durch den verschlüsselten Tunnel geht, und das Protokoll änderst du in den Einstellungen.";

const th =
  "Quietway ปกป้องการเชื่อมต่อของคุณในทุกเครือข่ายที่คุณใช้งาน เมื่อเปิดแอปครั้งแรก แอปจะเลือกเซิร์ฟเวอร์ที่เร็วที่สุดใกล้คุณ และคิลสวิตช์จะหยุดการรับส่งข้อมูลทั้งหมดหากอุโมงค์หลุด จึงไม่มีข้อมูลรั่วไหลระหว่างเชื่อมต่อใหม่ การแยกอุโมงค์ช่วยให้แอปธนาคารของคุณใช้เครือข่ายท้องถิ่นได้ ขณะที่เบราว์เซอร์ผ่านอุโมงค์ที่เข้ารหัส และคุณสามารถเปลี่ยนโปรโตคอลได้ในการตั้งค่า";

const ja =
  "Quietwayは、接続するすべてのネットワークであなたの通信を守ります。初めてアプリを開くと、近くで最も速いサーバーを自動で選びます。トンネルが切れた場合はキルスイッチがすべての通信を止めるため、再接続の間にデータが漏れることはありません。スプリットトンネリングを使えば、銀行アプリはそのままの回線を使い、ブラウザだけを暗号化されたトンネルに通せます。プロトコルは設定からいつでも変更できます。";

const zh =
  "Quietway 会在你连接的每一个网络上保护你的连接。第一次打开应用时，它会自动选择离你最近、速度最快的服务器。如果隧道断开，终止开关会阻止所有流量，因此在重新连接期间不会有任何数据泄露。借助分离隧道，你的银行应用可以继续使用本地网络，而浏览器则通过加密隧道访问互联网。你可以随时在设置中更改协议。";

describe("search snippets", () => {
  // Words are read only until the first match's window is complete: a match far into a text, or
  // hyphenated across the point where reading would stop, must still be shown whole.
  it.each([
    ["far into a long text", 40],
    ["near the start of a long text", 2],
  ])("finds and frames a match %s", (_, repeats) => {
    const filler = "Quietway keeps your connection private on every network you join, at home and abroad. ".repeat(repeats);
    const source = `${filler}Turn on the firewall rule for the tunnel in Settings, then connect again. ${filler}`;
    const body = expectCutBetweenWords(source, "firewall", "en");
    expect(body).toContain("Turn on the firewall rule for the tunnel in Settings");
    expect(snippet(source, ["firewall"], "en")).toContain("<mark>firewall</mark>");
  });

  it("cut English between words, with an ellipsis at each cut end", () => {
    const body = expectCutBetweenWords(en, "kill", "en");
    expect(body.length).toBeLessThanOrEqual(180);
  });

  it("cut German between words, compound words whole", () => {
    expectCutBetweenWords(de, "tunnel", "de");
  });

  it("cut Thai, written without spaces, between words", () => {
    expectCutBetweenWords(th, "คิลสวิตช์", "th");
  });

  it("cut Japanese between words", () => {
    expectCutBetweenWords(ja, "キルスイッチ", "ja");
  });

  it("cut Chinese between words", () => {
    expectCutBetweenWords(zh, "终止开关", "zh");
  });

  it("show a short text whole, with no ellipsis", () => {
    expect(snippet("Turn on the kill switch in Settings.", ["kill"], "en")).toBe("Turn on the <mark>kill</mark> switch in Settings.");
  });

  it("open on a word, not on the space or comma after a word left out", () => {
    const { body } = read(snippet(en, ["reconnects"], "en"));
    expect(body).toMatch(/^\p{L}/u);
    expect(body).not.toMatch(/\s$/u);
  });

  it("close up what markup kept apart: no space before a comma where a bold word ended", async () => {
    const { textOfHtml } = await import("./search-build");
    expect(snippet(textOfHtml("<p>Pick a <strong>server</strong>, so the app connects.</p>"), ["server"], "en")).toBe(
      "Pick a <mark>server</mark>, so the app connects.",
    );
  });

  it("mark the words whatever their accents, tones or hyphens", () => {
    expect(snippet("Kết nối Wi-Fi công cộng", ["ket", "wifi"], "vn")).toBe(
      "<mark>Kết</mark> nối <mark>Wi</mark>-<mark>Fi</mark> công cộng",
    );
    expect(snippet("يتصل التطبيق بالإنترنت", ["بالانترنت"], "ar")).toBe("يتصل التطبيق <mark>بالإنترنت</mark>");
  });

  it("escape the text and mark every match", () => {
    expect(snippet('Use <b>"kill"</b> & kill', ["kill"], "en")).toBe(
      "Use &lt;b&gt;&quot;<mark>kill</mark>&quot;&lt;/b&gt; &amp; <mark>kill</mark>",
    );
  });
});
