// The default way the checker calls the shop: the shared API client of @mercato/client, on the shop's
// origin (apiBase) with credentials, errors shown inline by the widget (not by the page's hosts, which
// a partner page does not have).
import { createClient, isShopError, ERROR_TEXTS } from '@mercato/client';
import type { Requester } from './api.ts';

const clients = new Map<string, ReturnType<typeof createClient>>();

export function defaultRequester(apiBase: string): Requester {
  const key = apiBase.replace(/\/+$/, '');
  let client = clients.get(key);
  if (!client) {
    client = createClient({ baseUrl: key });
    clients.set(key, client);
  }
  const c = client;
  return <T,>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    c.request<T>(method, path, { body, report: false, spinner: false });
}

export const errorStatus = (err: unknown): number | null => (isShopError(err) ? err.status : null);

/** The Italian message to show inline for a failed call. */
export function errorMessage(err: unknown): string {
  if (isShopError(err)) return err.fieldErrors[0]?.message ?? err.message;
  return ERROR_TEXTS.generic;
}
