// drizzle-kit configuration. Paths are relative to the repository root, where the root script runs
// `drizzle-kit generate --config packages/server/drizzle.config.ts`.
// Pre-release: regenerate from scratch when the schema changes:
//   rm -rf packages/server/drizzle && npm run db:generate -- --name init
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema/index.ts',
  out: './packages/server/drizzle',
});
