import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w api` writes a migration from the schema; both drivers run the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
