// npm run deploy [-- --env staging]: builds, deploys (Wrangler creates KV and D1 on the first
// deploy and keeps them linked), then applies the D1 migrations to the deployed database.
// Run `npm run provision` once first, for the queues. Needs `wrangler login` or CLOUDFLARE_API_TOKEN.
import { build, envFromArgs, run } from "./wrangler-config.mjs";

const config = build(envFromArgs());
run("npx", ["wrangler", "deploy"]);
for (const db of config.d1_databases ?? []) {
  run("npx", ["wrangler", "d1", "migrations", "apply", db.database_name, "--remote"]);
}
console.log(`\nDeployed ${config.name}.`);
