// Issue 34: the catalogue looks and finds like a supermarket. A search for 'pasta' opens with pasta, each
// tile shows the drawn pack shot of what the product is (WebP, srcset, width and height, alt from the
// description, long-cached), and the store home's banners and department tiles are drawn pictures too.
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './helpers';

test("search 'pasta' opens with pasta, each tile with its pack shot", async ({ page, request }) => {
  await page.goto('/supermercato/ricerca/pasta');
  const tiles = page.locator('.product-grid .product-tile');
  const first = tiles.first();
  await expect(first.locator('.product-tile__title')).toHaveText(
    /^(Spaghett|Linguine|Bucatini|Penne|Rigatoni|Fusilli|Farfalle|Tortellini|Ravioli|Gnocchi|Cappelletti|Tortelloni|Sedanini|Agnolotti)/,
  );
  await expect(tiles.nth(5).locator('.product-tile__title')).not.toHaveText(/protettiva/i);

  const image = first.locator('.product-tile__image img');
  const description = (await first.locator('.product-tile__title').textContent())?.trim() ?? '';
  await expect(image).toHaveAttribute('src', /^\/images\/pack\/v\d+\/[a-z]+-[0-9a-f-]+-\d-180\.webp$/);
  await expect(image).toHaveAttribute('srcset', /-180\.webp 180w, .*-360\.webp 360w$/);
  await expect(image).toHaveAttribute('width', '180');
  await expect(image).toHaveAttribute('height', '180');
  await expect(image).toHaveAttribute('alt', new RegExp(`^${description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // no product code printed anywhere in the tile
  const code = (await first.getAttribute('data-code')) ?? '';
  await expect(first).not.toContainText(code);

  const src = (await image.getAttribute('src')) as string;
  const res = await request.get(src);
  expect(res.headers()['content-type']).toBe('image/webp');
  expect(res.headers()['cache-control']).toContain('immutable');

  // the store home: banners and department tiles drawn, with their sizes
  await page.goto('/supermercato/home');
  const banner = page.locator('.carousel__slide img').first();
  await expect(banner).toHaveAttribute('src', /^\/images\/pack\/v\d+\/banner-grocery-[0-9x]+-1200\.webp$/);
  await expect(banner).toHaveAttribute('width', '1200');
  const department = page.locator('.department__link img').first();
  await expect(department).toHaveAttribute('src', /^\/images\/pack\/v\d+\/round-[0-9a-f-]+-128\.webp$/);
  await expectNoAxeViolations(page);
});

test('/prodotto/{id}/sostitutivo shows alternatives one can add, and an unknown id the not-found page', async ({
  page,
  request,
}) => {
  const res = await request.get('/commerce/resources/search?q=latte%20intero&nav=supermercato&pageSize=1');
  const [milk] = (await res.json()).data.products as { productId: number; description: string }[];
  await page.goto(`/prodotto/${milk!.productId}/sostitutivo`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Alternative a ${milk!.description}`);
  const alternatives = page.getByRole('region', { name: 'Prodotti alternativi' });
  await expect(alternatives.locator('.product-tile').first()).toBeVisible();
  await expect(
    alternatives
      .locator('.product-tile')
      .first()
      .getByRole('button', { name: /Aggiungi al carrello/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const toProduct = page.getByRole('link', { name: 'Vai al prodotto' });
  await toProduct.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/supermercato\/prodotto\/\d+\//);

  await page.goto('/prodotto/999999999/sostitutivo');
  await expect(page).toHaveURL(/\/prodotto-non-trovato$/);
});
