// The default way the checker calls the shop: the shared API client of @mercato/client, on the shop's
// origin (apiBase) with credentials, errors shown inline by the widget (not by the page's hosts, which
// a partner page does not have).
import { createRequest, isShopError, type ShopRequest } from '@mercato/client';
import type { Requester } from './api.ts';

// Only the client's request() is needed (not its per-call functions): createRequest() is that alone.
const requests = new Map<string, ShopRequest>();

export function defaultRequester(apiBase: string): Requester {
  const key = apiBase.replace(/\/+$/, '');
  let request = requests.get(key);
  if (!request) {
    request = createRequest({ baseUrl: key });
    requests.set(key, request);
  }
  const r = request;
  return <T,>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, opts?: { lookup?: boolean }) =>
    r<T>(method, path, { body, report: false, spinner: false, dedupe: !opts?.lookup });
}

export const errorStatus = (err: unknown): number | null => (isShopError(err) ? err.status : null);
