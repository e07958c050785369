import { defineConfig } from 'drizzle-kit';
import { SCHEMA_GLOBS } from './server/core/discovery';

/**
 * `npm run db:generate` writes SQL migrations for the kernel's and every plugin's tables: the same
 * schema files the server discovers at start (server/core/discovery.ts), so a new plugin's
 * `server/schema.ts` is picked up without editing anything here.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: [...SCHEMA_GLOBS],
  out: './server/db/migrations',
});
