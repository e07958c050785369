/**
 * Row ids in requests (issue #13): PostgreSQL `serial`/`integer` columns hold 1 … 2^31 − 1 (PostgreSQL manual,
 * "Numeric Types"). A larger id is the caller's mistake — a 400 VALIDATION_ERROR from the schema, never a database
 * error (which was a 500).
 */
import { z } from 'zod';

/** The largest id of a PostgreSQL `integer` column. */
export const MAX_DB_ID = 2_147_483_647;

/** An id in a JSON body: an integer 1 … MAX_DB_ID. */
export const dbId = () => z.number().int().positive().max(MAX_DB_ID);

/** An id in a path or query string (text coerced to a number): an integer 1 … MAX_DB_ID. */
export const dbIdText = () => z.coerce.number().int().positive().max(MAX_DB_ID);
