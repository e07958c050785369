import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations for the kernel's and plugins' tables. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/all-schema.ts',
  out: './server/db/migrations',
});
