import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it("keeps the markup articles use", () => {
    const html =
      '<h2 id="setup">Set up</h2><p>Open <a href="/help/faq">the FAQ</a> or <a href="https://example.com">this</a>.</p><ol><li><strong>One</strong></li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps the typesetting's labels, phrase breaks and unbreakable names", () => {
    const html =
      '<h2>ワンタップで<wbr>接続</h2><table><tbody><tr><td data-label="Daten">IP</td></tr></tbody></table><p><span class="nowrap">Quietway VPN</span></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ["<script>alert(1)</script><p>x</p>", "<p>x</p>"],
    ['<p onclick="alert(1)">x</p>', "<p>x</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a href>x</a>"],
    ['<a href="//evil.example">x</a>', "<a href>x</a>"],
    ['<img src="x" onerror="alert(1)">', "<img src>"],
    ['<iframe src="https://evil.example"></iframe><p>y</p>', "<p>y</p>"],
    ["<style>body{display:none}</style><p>z</p>", "<p>z</p>"],
    ['<p style="position:fixed">s</p>', "<p>s</p>"],
    ['<span class="x" onclick="y">s</span>', "<span class>s</span>"],
    ['<td data-label="a" data-x="b">s</td>', '<td data-label="a">s</td>'],
  ])("cleans %s", (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});
