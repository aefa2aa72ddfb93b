// Shared by scripts/deploy.mjs and scripts/provision.mjs: build for an environment and read
// the deployable config the Cloudflare Vite plugin writes, so names live in wrangler.toml only.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** `--env staging` (or `--env=staging`) from the command line; undefined for production. */
export function envFromArgs(argv = process.argv.slice(2)) {
  const i = argv.findIndex((a) => a === "--env" || a.startsWith("--env="));
  if (i === -1) return undefined;
  const value = argv[i].includes("=") ? argv[i].split("=")[1] : argv[i + 1];
  if (!value || !/^[a-z][a-z0-9-]*$/.test(value)) throw new Error(`--env needs an environment name from wrangler.toml, got "${value ?? ""}"`);
  return value;
}

/** Runs a command with the terminal attached; throws (and so stops the script) when it fails. */
export function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  execFileSync(command, args, { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...env } });
}

/** Builds the site for an environment (the Vite plugin picks it from CLOUDFLARE_ENV) and returns the deployable config. */
export function build(environment) {
  run("npx", ["vite", "build"], environment ? { CLOUDFLARE_ENV: environment } : {});
  const redirect = JSON.parse(readFileSync(".wrangler/deploy/config.json", "utf8"));
  return JSON.parse(readFileSync(new URL(redirect.configPath, new URL("../.wrangler/deploy/", import.meta.url)), "utf8"));
}
