import { describe, expect, it } from "vitest";
import { DOWNLOADS_KEY, storedDownloads, toSessionDownloads } from "./downloads";

const storage = (value: string | null) => ({ getItem: (k: string) => (k === DOWNLOADS_KEY ? value : null) });
const empty = { download_url: "", version: "" };

describe("the session's download list", () => {
  it("is empty strings for every platform until loaded", () => {
    expect(storedDownloads(storage(null))).toEqual({ windows: empty, android: empty, ios: empty });
    expect(storedDownloads(storage("not json"))).toEqual({ windows: empty, android: empty, ios: empty });
  });

  it("keeps only download_url and version, and ignores entries of the wrong shape", () => {
    const stored = JSON.stringify({ windows: { download_url: "https://d.example/w.exe", version: "5.4.2" }, ios: { download_url: 3 } });
    expect(storedDownloads(storage(stored))).toEqual({
      windows: { download_url: "https://d.example/w.exe", version: "5.4.2" },
      android: empty,
      ios: empty,
    });
  });

  it("is made from the API's list", () => {
    const app = (v: string) => ({ download_url: `https://d.example/${v}`, version: v, size_bytes: 1, released: "2026-11-01", min_os: "x" });
    expect(toSessionDownloads({ windows: app("5"), android: app("4"), ios: app("3") })).toEqual({
      windows: { download_url: "https://d.example/5", version: "5" },
      android: { download_url: "https://d.example/4", version: "4" },
      ios: { download_url: "https://d.example/3", version: "3" },
    });
  });
});
