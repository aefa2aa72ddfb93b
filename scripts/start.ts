// npm start: builds the site, applies the local D1 migrations, and serves the build with
// wrangler dev on http://localhost:$PORT (8787), as a newcomer needs it: it never waits for input,
// and prints the address, how to stop, and problems; not the build's file list or wrangler's
// banners. `npm run serve` does the same without the build. WRANGLER_LOG=info shows each request.
import { spawn, spawnSync } from "node:child_process";
import { delimiter, resolve } from "node:path";
import { createBuilder } from "vite";

const port = process.env.PORT ?? "8787";
const address = `http://localhost:${port}`;
const env = {
  ...process.env,
  PATH: `${resolve("node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`,
  // No requests to Cloudflare from a local run: no metrics, no lookup of the visitor's location.
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  // wrangler dev would otherwise keep a trace of every request (URL, headers) in .wrangler/state.
  X_LOCAL_OBSERVABILITY: "false",
  // Warnings and errors only: wrangler's banner, bindings table and request lines are info.
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn",
};

if (!process.argv.includes("--no-build")) {
  console.log("Building the site (a minute or two the first time)…");
  // Warnings and errors only, and no report of which build plugins took long: that report is
  // for whoever profiles the build (npm run build prints it), not for someone starting the site.
  const builder = await createBuilder({ logLevel: "warn", build: { rolldownOptions: { checks: { bundlerTimings: false } } } });
  await builder.buildApp();
}

// CI=1: wrangler applies the migrations without asking "continue? (Y/n)".
const migrate = spawnSync("wrangler", ["d1", "migrations", "apply", "site-events", "--local"], {
  env: { ...env, CI: "1" },
  encoding: "utf8",
});
if (migrate.status !== 0) {
  process.stderr.write(`${migrate.stdout ?? ""}${migrate.stderr ?? ""}${migrate.error ? String(migrate.error) : ""}\n`);
  console.error("The local database could not be set up (wrangler d1 migrations apply, above).");
  process.exit(migrate.status ?? 1);
}

// localhost: the loopback addresses the name resolves to (127.0.0.1, and ::1 where it has one),
// so the address printed below answers; never the network's interfaces. --test-scheduled lets
// the daily clean-up run on request (/__scheduled) instead of warning that it will not run.
const server = spawn("wrangler", ["dev", "--port", port, "--ip", "localhost", "--test-scheduled", "--show-interactive-dev-session=false"], {
  env,
  stdio: "inherit",
});
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // Ctrl+C in a terminal reaches wrangler too; a signal sent to this process alone is passed on.
    stopping = true;
    setTimeout(() => server.kill(signal), 500).unref();
  });
}
server.on("exit", (code, signal) => {
  if (!stopping && code !== 0) console.error(`wrangler dev stopped (${signal ?? `exit code ${code}`}).`);
  process.exit(stopping ? 0 : (code ?? 1));
});

// Ready once the site answers: then say where it is, once.
for (let answered = false; !answered && server.exitCode === null; ) {
  answered = await fetch(`${address}/favicon.svg`).then(
    (r) => r.ok,
    () => false,
  );
  if (!answered) await new Promise((r) => setTimeout(r, 250));
}
if (server.exitCode === null) console.log(`\nThe site is running on ${address}\nPress Ctrl+C to stop it.\n`);
