import { spawn, execFile, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

// The privacy audit's servers (tests/e2e/privacy-audit.spec.ts): wrangler dev on the production
// build, each with its own persist directory, and what they keep.

const WRANGLER = "node_modules/.bin/wrangler";
// As `npm start` serves: X_LOCAL_OBSERVABILITY=false stops wrangler dev keeping every request's
// trace (URL, headers) in a local SQLite store for its explorer; production has no such store, and
// invocation logs are off there (checked below).
const ENV = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  X_LOCAL_OBSERVABILITY: "false",
  CI: "1",
  NO_COLOR: "1",
  FORCE_COLOR: "0",
};

export interface Server {
  /** "front" or "origin", as the findings name it. */
  name: string;
  port: number;
  dir: string;
  process: ChildProcess;
  output: string[];
}

const servers: Server[] = [];

/**
 * `count` ports nothing listens on, chosen by the system and all held until every one is
 * chosen (so they differ): fixed ports let two runs on one machine (a second clone's
 * `npm test`, a helper's dev server) answer each other's health checks.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((resolve, reject) => {
          probe.once("error", reject);
          probe.listen(0, "127.0.0.1", () => resolve((probe.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

export async function start(name: string, port: number, vars: string[]): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), `privacy-audit-${port}-`));
  await promisify(execFile)(WRANGLER, ["d1", "migrations", "apply", "site-events", "--local", "--persist-to", dir], { env: ENV });
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", dir, ...vars.flatMap((v) => ["--var", v])];
  const child = spawn(WRANGLER, args, { env: ENV, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const server: Server = { name, port, dir, process: child, output: [] };
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk: Buffer) => server.output.push(chunk.toString("utf8")));
  servers.push(server);
  // Ready when it answers, however long a busy machine takes to get there.
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`wrangler dev on ${port} exited (${code}): ${server.output.join("")}`))),
  );
  const ready = (async () => {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  await Promise.race([ready, exited]);
  return server;
}

function stop(server: Server) {
  try {
    // The whole group this test started (npx, wrangler, workerd), by its id.
    process.kill(-server.process.pid!, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/** Every file under `dir`, recursively. */
export function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Waits until every accepted event is stored in one of these servers' D1 (the queues run in
 * batches; one the origin refuses is kept by the front), or 30 s: what is stored by then is scanned.
 */
export async function untilStored(ids: string[], dirs: string[]) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const bytes = Buffer.concat(dirs.flatMap((dir) => files(join(dir, "v3", "d1"))).map((path) => readFileSync(path)));
    if (ids.every((id) => bytes.includes(id))) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  // Scanning tables the consumer never wrote to would prove nothing.
  throw new Error(`events ${ids.join(", ")} never reached D1 within 30 s`);
}

/** Stops the servers this file started and removes their directories; also when the test timed out. */
export function stopAll() {
  for (const server of servers.splice(0)) {
    stop(server);
    rmSync(server.dir, { recursive: true, force: true });
  }
}
