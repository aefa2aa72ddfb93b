import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8799);

/** Browser tests in Debian's chromium against the built worker served by wrangler. */
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"]],
  timeout: 30_000,
  use: {
    // The offline-help service worker would answer in the other specs' stead once it controls a
    // page; only tests/e2e/offline-help*.spec.ts let it run (test.use({ serviceWorkers: "allow" })).
    serviceWorkers: "block",
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    // The runtime's behaviour does not depend on the viewport: its tests run once, on desktop.
    // layout.spec.ts sets its own widths (320 to 1440 px): it runs once, on desktop, as well.
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      testIgnore: /(runtime\/[\w-]+|layout)\.spec\.ts$/,
    },
  ],
  webServer: {
    // `npm test` builds first; the server runs the built worker as `npm start` does, listening on
    // IPv4 and IPv6 loopback with the connection check's two single-family origins set, so /ip
    // can show both address families.
    command: `npm run db:migrate && wrangler dev --port ${PORT} --ip :: --var IPV4_ORIGIN:http://127.0.0.1:${PORT} --var IPV6_ORIGIN:http://[::1]:${PORT}`,
    url: `http://127.0.0.1:${PORT}/favicon.svg`,
    reuseExistingServer: !process.env.CI,
    // A busy machine (a second clone's `npm test`, say) can take minutes to start it.
    timeout: 180_000,
    env: { PORT: String(PORT), CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", X_LOCAL_OBSERVABILITY: "false" },
  },
});
