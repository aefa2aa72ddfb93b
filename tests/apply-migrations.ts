import { applyD1Migrations, env } from "cloudflare:test";

// Storage is new for every test file: give its D1 database the schema from migrations/,
// as `npm start` and a deploy do, instead of a table created at run time.
await applyD1Migrations(env.EVENTS_DB, (env as unknown as { TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }).TEST_MIGRATIONS);
