// npm run deploy [-- --env staging]: builds, deploys (Wrangler creates KV and D1 on the first
// deploy and keeps them linked), then applies the D1 migrations to the deployed database.
// Run `npm run provision` once first, for the queues. Needs `wrangler login` or CLOUDFLARE_API_TOKEN.
// Refuses to deploy without SITE_URL (scripts/wrangler-config.mjs, siteUrlOf).
import { build, envFromArgs, run, siteUrlOf } from "./wrangler-config.mjs";

const environment = envFromArgs();
const config = build(environment);
const site = siteUrlOf(config, environment);
if (site.error) {
  console.error(`\nNot deployed: ${site.error}`);
  process.exit(1);
}
run("npx", ["wrangler", "deploy"]);
for (const db of config.d1_databases ?? []) {
  run("npx", ["wrangler", "d1", "migrations", "apply", db.database_name, "--remote"]);
}
console.log(`\nDeployed ${config.name}.`);
