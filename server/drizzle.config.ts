import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @tiix/server db:generate` writes a new migration into drizzle/ after a schema
// change; migrations are checked in and applied at start (src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
