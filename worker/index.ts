import { createApp } from "./app";
import { deleteExpiredEvents, handleEventBatch, retentionDays } from "./events/consumer";
import type { SiteEvent } from "./events/producer";

// Built once per isolate; holds no request state.
const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch: MessageBatch<SiteEvent>, env: Env) => handleEventBatch(batch, env),
  // Daily (wrangler.toml [triggers]): stored events are forgotten after the retention period.
  scheduled: (_controller: ScheduledController, env: Env, ctx: ExecutionContext) => {
    ctx.waitUntil(deleteExpiredEvents(env.EVENTS_DB, retentionDays(env.EVENTS_RETENTION_DAYS)));
  },
} satisfies ExportedHandler<Env, SiteEvent>;
