// Path parameters shared by the routes: a database id in the path, as the services read it
// (`DbIdCoerced`: digits, a positive integer in range; anything else 400 with the generic message).
import * as z from 'zod/mini';
import { DbIdCoerced } from '@mercato/contracts';

/** `{ [name]: id }`: the path parameter `name`, a database id. */
export const idParam = <K extends string>(name: K) =>
  z.object({ [name]: DbIdCoerced } as unknown as Record<K, typeof DbIdCoerced>);
