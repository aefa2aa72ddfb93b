import http from "node:http";
import { expect, test } from "@playwright/test";

// Odd bodies through the server `npm start` runs (wrangler dev in front of workerd): every
// oversize, wrong-type or wrong-place body gets its 4xx, never a dropped connection or a 5xx.
// HTTP only, no browser: it runs once, in the desktop project.
const ENDPOINTS = ["/web_v1/download/ajax-click-download", "/web_v1/thematic-activity/v2", "/web_v1/article/feedback", "/de/help"];
const SIZES = [0, 16 * 1024, 17 * 1024, 1024 * 1024, 3 * 1024 * 1024];
const TRIES = 20;

test.describe("request bodies", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only: once is enough");

  // One test per endpoint and size: twenty tries each, so a slow machine slows a test, never a loop.
  for (const path of ENDPOINTS) {
    for (const size of SIZES) {
      test(`${path} answers ${size} bytes with a 4xx or 2xx, every time`, async ({ request }) => {
        const body = Buffer.alloc(size, 0x61);
        const statuses: number[] = [];
        for (let i = 0; i < TRIES; i++) {
          const res = await request.post(path, {
            data: body,
            headers: { "Content-Type": "application/json" },
            maxRedirects: 0,
            failOnStatusCode: false,
          });
          statuses.push(res.status());
          expect(res.status(), `${path} with ${size} bytes`).toBeLessThan(500);
          if (path.startsWith("/web_v1")) {
            const json = (await res.json()) as { error?: { code: string } };
            expect(json.error?.code, `${path} with ${size} bytes`).toBeTruthy();
          }
        }
        // Oversize bodies are refused as too large on the API.
        if (path.startsWith("/web_v1") && size === 3 * 1024 * 1024) expect(statuses).toEqual(Array(TRIES).fill(413));
      });
    }
  }
});

/** POSTs `bytes` with Node's HTTP client, chunked (no Content-Length), in 64 KB writes; resolves with the answer. */
function postChunked(base: string, path: string, bytes: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      { method: "POST", headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    const piece = Buffer.alloc(64 * 1024, 0x61);
    let left = bytes;
    const write = () => {
      while (left > 0) {
        left -= piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

test.describe("chunked bodies over 8 MB, through wrangler dev with Node's HTTP client", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only: once is enough");

  for (const path of ["/de/help", "/web_v1/thematic-activity/v2"]) {
    test(`${path} answers a 9 MB chunked body with a 413 JSON error, not a reset or a 500`, async ({ baseURL }) => {
      test.setTimeout(60_000);
      const { status, body } = await postChunked(baseURL!, path, 9 * 1024 * 1024);
      expect(status).toBe(413);
      expect(JSON.parse(body)).toEqual({ error: { code: "payload_too_large", message: expect.any(String) } });
      expect(body).not.toContain("/work/");
    });
  }
});
