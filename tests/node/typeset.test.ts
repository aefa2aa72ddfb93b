import { describe, expect, it } from "vitest";
import { labelTables, phraseHeadings } from "../../build/typeset.ts";

describe("labelTables", () => {
  it("labels every body cell with its column's header, for the stacked phone layout", () => {
    const html =
      "<table><thead><tr><th>Was</th><th>Wozu</th></tr></thead><tbody><tr><td>IP</td><td>Verbindung</td></tr><tr><td>Land</td><td>Statistik</td></tr></tbody></table>";
    expect(labelTables(html)).toBe(
      '<table><thead><tr><th>Was</th><th>Wozu</th></tr></thead><tbody><tr><td data-label="Was">IP</td><td data-label="Wozu">Verbindung</td></tr><tr><td data-label="Was">Land</td><td data-label="Wozu">Statistik</td></tr></tbody></table>',
    );
  });

  it("takes the header's text only, quoted safely, and counts spanned columns", () => {
    const html =
      '<table><thead><tr><th colspan="2"><strong>A "b"</strong></th><th>C</th></tr></thead><tbody><tr><td>1</td><td>2</td><td>3</td></tr></tbody></table>';
    expect(labelTables(html)).toContain(
      '<td data-label="A &quot;b&quot;">1</td><td data-label="A &quot;b&quot;">2</td><td data-label="C">3</td>',
    );
  });

  it("leaves a table without a header row as it is", () => {
    const html = "<table><tbody><tr><td>1</td></tr></tbody></table>";
    expect(labelTables(html)).toBe(html);
  });
});

describe("phraseHeadings", () => {
  it("puts <wbr> between Japanese phrases of headings only", () => {
    const html = '<h2 id="x">ワンタップでプライベートに接続</h2><p>ワンタップでプライベートに接続</p>';
    expect(phraseHeadings(html, "ja")).toBe(
      '<h2 id="x">ワンタップで<wbr>プライベートに<wbr>接続</h2><p>ワンタップでプライベートに接続</p>',
    );
  });

  it("never cuts a Chinese word the model splits, nor an entity or a tag", () => {
    const out = phraseHeadings("<h3>免费下载 &amp; <code>安装</code></h3>", "zh");
    expect(out.replace(/<wbr>/g, "")).toBe("<h3>免费下载 &amp; <code>安装</code></h3>");
    expect(out).not.toMatch(/下<wbr>载/);
  });

  it("leaves other languages alone", () => {
    const html = "<h2>Kostenlose VPNs</h2>";
    expect(phraseHeadings(html, "de")).toBe(html);
  });
});
