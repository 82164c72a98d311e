import { test, expect } from '@playwright/test';

// Issue 13 points 21 (pharmacy titles) and 22 (the pharmadrive alias).

test.describe('pharmacy titles', () => {
  test("the store title carries 'Parafarmacia' once, the other pharmacy pages their own title", async ({ page }) => {
    await page.goto('/pharma/home');
    await expect(page).toHaveTitle(/^Parafarmacia a Casa \| /);
    await page.goto('/pharma-drive/home');
    await expect(page).toHaveTitle(/^Parafarmacia con Clicca e Vai \| /);
    await page.goto('/pharma/menu/189/parafarmacia');
    await expect(page).toHaveTitle(/^Parafarmacia \| /);
    await page.goto('/pharma/ricerca/vitamina');
    await expect(page).toHaveTitle(/^Risultati per "vitamina" \| /);
    expect(await page.title()).not.toContain('Parafarmacia Parafarmacia');
  });
});

test.describe('the pharmadrive alias', () => {
  test('/pharmadrive/… answers 301 to the canonical /pharma-drive/… page', async ({ page }) => {
    const answer = await page.request.get('/pharmadrive/home?x=1', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe('/pharma-drive/home?x=1');
    await page.goto('/pharmadrive/home');
    await expect(page).toHaveURL(/\/pharma-drive\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parafarmacia con Clicca e Vai');
  });
});
