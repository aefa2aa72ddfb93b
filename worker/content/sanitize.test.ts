import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it("keeps the markup articles use", () => {
    const html = '<h2 id="setup">Set up</h2><p>Open <a href="/help/faq">the FAQ</a> or <a href="https://example.com">this</a>.</p><ol><li><strong>One</strong></li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', "<p>x</p>"],
    ['<p onclick="alert(1)">x</p>', "<p>x</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a href>x</a>"],
    ['<a href="//evil.example">x</a>', "<a href>x</a>"],
    ['<img src="x" onerror="alert(1)">', '<img src>'],
    ['<iframe src="https://evil.example"></iframe><p>y</p>', "<p>y</p>"],
    ['<style>body{display:none}</style><p>z</p>', "<p>z</p>"],
    ['<p style="position:fixed">s</p>', "<p>s</p>"],
  ])("cleans %s", (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});
