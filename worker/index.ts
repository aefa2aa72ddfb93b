import { createApp } from "./app";
import { handleEventBatch } from "./events/consumer";
import type { SiteEvent } from "./events/producer";

// Built once per isolate; holds no request state.
const app = createApp();

export default {
  fetch: app.fetch,
  queue: (batch: MessageBatch<SiteEvent>, env: Env) => handleEventBatch(batch, env),
} satisfies ExportedHandler<Env, SiteEvent>;
