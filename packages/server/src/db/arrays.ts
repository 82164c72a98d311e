// Arrays as statement parameters: one parameter each, the same on node-postgres and PGlite (a JSON text,
// unpacked by PostgreSQL in the order given).
import { sql, type SQL } from 'drizzle-orm';

/** A PostgreSQL text[] parameter. */
export function textArray(values: readonly string[]): SQL {
  return sql`array(select x from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as j(x, o) order by o)`;
}

/** A PostgreSQL int[] parameter. */
export function intArray(values: readonly number[]): SQL {
  return sql`array(select x::int from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality as j(x, o) order by o)`;
}
