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
