// Pages that show one thing of the shopper's by the id in their path (an order, a confirmation attempt):
// the service answers 404 for another customer's as for one that does not exist, and 400 for an id that
// is not one ('abc'); the page answers 404 for both (the spec's routes take {orderId:int}). The services
// take the id as a number: the page reads it with idOrNull first.
import { DbIdCoerced } from '@mercato/contracts';
import { HttpError } from '@mercato/server';

/** The database id a page's path names, or null when it names none ('abc': the page's 404). */
export function idOrNull(text: string | null | undefined): number | null {
  const id = DbIdCoerced.safeParse(text);
  return id.success ? id.data : null;
}

/** The loaded value, or null when the service answered 404 or 400; any other failure is thrown. */
export async function foundOrNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof HttpError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}
