// Schemas of database ids and trolley quantities, shared by the server's input validation and the
// contracts of requests (constants.ts holds the plain values they check against).
import * as z from 'zod/mini';
import { MAX_DB_ID, QUANTITY_MAX, QUANTITY_MIN } from './constants.ts';

/** A database id as a JSON number: a positive 32-bit integer. */
export const DbId = z.int().check(z.positive(), z.lte(MAX_DB_ID));

/** A database id from a path or query parameter ('12' → 12); anything else fails. */
export const DbIdParam = z
  .pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
    z.transform((s) => Number(s)),
  )
  .check(z.refine((n) => n <= MAX_DB_ID));

/** Quantity of a trolley line (orders §5 and §9). */
export const Quantity = z.int().check(z.gte(QUANTITY_MIN), z.lte(QUANTITY_MAX));

/**
 * A database id from a JSON number or a text read as `Number()` reads it ('12' → 12, as the server's path
 * parameters and trolley bodies have always been read); anything that is not then a DbId fails.
 */
export const DbIdCoerced = z.pipe(z.coerce.number(), DbId);
