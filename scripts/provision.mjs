// npm run provision [-- --env staging]: creates the queues the worker needs, once. Safe to run
// again: a queue that exists is left alone. KV and D1 need nothing here: `wrangler deploy`
// creates them on the first deploy. Needs `wrangler login` or CLOUDFLARE_API_TOKEN.
import { spawnSync } from "node:child_process";
import { build, envFromArgs, run } from "./wrangler-config.mjs";

const config = build(envFromArgs());
const names = new Set([
  ...(config.queues?.producers ?? []).map((q) => q.queue),
  ...(config.queues?.consumers ?? []).flatMap((q) => [q.queue, q.dead_letter_queue].filter(Boolean)),
]);
for (const name of names) {
  const info = spawnSync("npx", ["wrangler", "queues", "info", name], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (info.status === 0) console.log(`queue ${name}: exists`);
  else run("npx", ["wrangler", "queues", "create", name]);
}
console.log(`\nProvisioned ${names.size} queues for ${config.name}.`);
