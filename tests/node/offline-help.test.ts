import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "rolldown";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../common/locales.ts";
import { CACHE_PREFIX, OFFLINE_PATH, SAVING_OFF } from "../../common/offline-rules.ts";

// Offline help (decision 011): the service worker stays small, and every privacy policy says what
// it keeps on the device (its cache and the marker a removal leaves, by name) and where to remove it
// and turn it on again (the offline page).
const root = join(import.meta.dirname, "../..");

describe("the service worker script", () => {
  it("is at most 5 KB gzipped, built as the build builds it", async () => {
    const out = await build({
      input: join(root, "client/sw/sw.ts"),
      write: false,
      transform: { define: { __BUILD_ID__: JSON.stringify("size-check") } },
      output: { format: "iife", minify: true },
    });
    const code = out.output[0].code;
    expect(code).not.toMatch(/\bimport\s*[({"'`]|\bimport\s+\w/);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(5 * 1024);
  });
});

describe.each(LOCALES)("the %s privacy policy", (locale) => {
  it("names the saved help's cache and the removal's marker, and links the offline page, where both are managed", async () => {
    const policy = await readFile(join(root, "content", locale, "legal/privacy.md"), "utf8");
    expect(policy).toContain(`\`${CACHE_PREFIX}\``);
    expect(policy).toContain(`\`${SAVING_OFF}\``);
    expect(policy).toContain(`](${OFFLINE_PATH})`);
  });
});
