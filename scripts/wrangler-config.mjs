// Shared by scripts/deploy.mjs and scripts/provision.mjs: build for an environment and read
// the deployable config the Cloudflare Vite plugin writes, so names live in wrangler.toml only.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** `--env staging` (or `--env=staging`) from the command line; undefined for production. */
export function envFromArgs(argv = process.argv.slice(2)) {
  const i = argv.findIndex((a) => a === "--env" || a.startsWith("--env="));
  if (i === -1) return undefined;
  const value = argv[i].includes("=") ? argv[i].split("=")[1] : argv[i + 1];
  if (!value || !/^[a-z][a-z0-9-]*$/.test(value))
    throw new Error(`--env needs an environment name from wrangler.toml, got "${value ?? ""}"`);
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

/**
 * The site's origin from a deployable config's `SITE_URL`, or an error saying what to set. A
 * deployed site must know its own address: with `SITE_URL` empty, canonical, hreflang and share
 * links would follow whatever `Host` a request names. (Local `npm start` runs no deploy and
 * keeps the request's own origin.)
 *
 * @example siteUrlOf({ vars: { SITE_URL: "https://www.quietway.example" } }, undefined) // { origin: "https://www.quietway.example" }
 */
export function siteUrlOf(config, environment) {
  const where = environment ? `[env.${environment}.vars]` : "[vars]";
  const value = (config.vars?.SITE_URL ?? "").trim();
  const fix = `Set SITE_URL in wrangler.toml's ${where} to the address the ${environment ?? "production"} site is served at (e.g. "https://www.quietway.example"), then deploy again.`;
  if (!value)
    return {
      error: `SITE_URL is empty for ${environment ?? "production"}: canonical and hreflang links would follow each request's Host header. ${fix}`,
    };
  let url;
  try {
    url = new URL(value);
  } catch {
    return { error: `SITE_URL "${value}" is not a URL. ${fix}` };
  }
  if (url.protocol !== "https:" || url.origin !== value.replace(/\/$/, ""))
    return { error: `SITE_URL "${value}" must be an https origin alone (no path, query or credentials). ${fix}` };
  return { origin: url.origin };
}
