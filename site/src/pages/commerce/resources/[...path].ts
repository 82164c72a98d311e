import type { APIRoute } from 'astro';
import { getShop } from '@mercato/server';

// The whole API (packages/server, a Hono app with basePath /commerce/resources) mounted in the site.
// The client address feeds the per-client login rate limit.
export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const shop = await getShop();
  let address = '';
  try {
    address = clientAddress;
  } catch {
    // Not available (e.g. prerendering); the limit then falls back to the account only.
  }
  return shop.app.fetch(request, { clientAddress: address });
};
