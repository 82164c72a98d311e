// What the app itself asks the shop: its origin (the page's <meta name="mercato-shop">) and a product
// search for the add buttons (the shop's public search API; a listed origin may call it).

export const SHOP = (
  document.querySelector<HTMLMetaElement>('meta[name="mercato-shop"]')?.content ?? 'http://localhost:4321'
).replace(/\/+$/, '');

export interface Product {
  productId: number;
  computedDescription: string;
  /** Integer cents. */
  price: number;
  outOfStock: boolean;
}

/** The first products the shop finds for `query` that can be bought now. */
export async function searchProducts(query: string, count = 6): Promise<Product[]> {
  const res = await fetch(`${SHOP}/commerce/resources/search?q=${encodeURIComponent(query)}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`search: HTTP ${res.status}`);
  const { data } = (await res.json()) as { data: { products: Product[] } };
  return data.products.filter((p) => !p.outOfStock).slice(0, count);
}

export const euro = (cents: number) => (cents / 100).toLocaleString('it-IT', { style: 'currency', currency: 'EUR' });
