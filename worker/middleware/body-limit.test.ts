import { describe, expect, it } from "vitest";
import { request } from "../../tests/integration/helpers";

const MB = 1024 * 1024;

/** A body of `bytes` sent chunked (no Content-Length), in 64 KB pieces. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const piece = new Uint8Array(Math.min(left, 64 * 1024)).fill(0x61);
      left -= piece.byteLength;
      controller.enqueue(piece);
    },
  });
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  request(path, { method: "POST", body, headers: { "Content-Type": "application/json", ...headers }, duplex: "half" } as RequestInit);

async function expect413(res: Response) {
  expect(res.status).toBe(413);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  expect(await res.json()).toEqual({ error: { code: "payload_too_large", message: expect.stringMatching(/8 MB|16 KB/) } });
  expect(res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers.get("Cache-Control") ?? "").not.toContain("public");
}

describe("request bodies over 8 MB", () => {
  it.each(["/de/help", "/", "/web_v1/thematic-activity/v2", "/web_v1/nope", "/healthz"])(
    "answer %s sent chunked with a 413 JSON error",
    async (path) => {
      await expect413(await post(path, chunked(9 * MB)));
    },
  );

  it.each(["/de/help", "/web_v1/article/feedback"])(
    "answer %s with a Content-Length over the limit with a 413 JSON error",
    async (path) => {
      await expect413(await post(path, new Uint8Array(8 * MB + 1)));
    },
  );

  it("leave smaller bodies to the app: a chunked POST to a page gets the page's own answer, the API its 16 KB limit", async () => {
    expect((await post("/de/help", chunked(64 * 1024))).status).not.toBe(413);
    const api = await post("/web_v1/thematic-activity/v2", chunked(20 * 1024));
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ error: { code: "payload_too_large", message: expect.stringContaining("16 KB") } });
  });
});
