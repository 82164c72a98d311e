// drizzle-kit configuration. Paths are relative to the repository root, where the root script runs
// `drizzle-kit generate --config packages/server/drizzle.config.ts`.
// Migrations are append-only: after a schema change, `npm run db:generate -- --name <what-changed>` adds
// the next one; review its SQL and commit it. For SQL drizzle-kit cannot write (functions, triggers,
// extensions) add an empty one with `npm run db:generate -- --custom --name <what>` and write it by hand.
// Never delete the folder to regenerate from scratch: 0002 and 0003 hold hand-written search functions
// and the list cache's triggers (docs/adr/0003-list-cache.md) that the schema does not describe, and
// databases already migrated would not run a rewritten history.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema/index.ts',
  out: './packages/server/drizzle',
});
