// The app's routes as the route-level tests call them: read from Hono's own table (a new route is
// called without touching a test), with plausible values for their path parameters.
import { appRoutes } from '../openapi/document.ts';
import type { Shop } from '../shop.ts';

export interface Route {
  method: string;
  /** Under BASE_PATH, Hono's spelling (`:orderId`). */
  path: string;
}

/** Every route of the shop's app (not its middleware: method ALL or a wildcard path), once. */
export const routesOf = (shop: Shop): Route[] => appRoutes(shop.app).map(({ method, path }) => ({ method, path }));

/** A plausible value of a path parameter, to reach what the route does beyond its path. */
export function plausible(name: string): string {
  if (/nav|site|storeRef/i.test(name)) return 'supermercato';
  if (name === 'x') return 'milano';
  if (name === 'code') return '100001';
  if (name === 'virtualUrl') return 'offerte';
  // order documents (routes/order-documents.ts): a real kind, a token of a locker key's shape
  if (name === 'kind') return 'details';
  if (name === 'lockerKeyEnc') return '0123456789abcdef0123456789abcdef';
  return '1';
}

/** `path` with each `:name` replaced by `value(name)`. */
export const fill = (path: string, value: (name: string) => string): string =>
  path.replace(/:(\w+)/g, (_, name: string) => value(name));
