import { createApp } from "./app";

// Built once per isolate; holds no request state.
const app = createApp();

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
