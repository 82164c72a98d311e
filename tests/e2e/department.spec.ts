import { test, expect } from '@playwright/test';
import { expectNoAxeViolations } from './helpers.ts';

// Issue 13 point 23: the department page shows its SIDE_BANNER (GET menu/{id}/cms) and a breadcrumb.

test('a department page shows the side banner of menu/{id}/cms and its breadcrumb', async ({ page }) => {
  const cms = await page.request.get('/commerce/resources/menu/1/cms');
  const side = ((await cms.json()).data as { type: string; title: string }[]).filter((b) => b.type === 'SIDE_BANNER');
  expect(side.length).toBeGreaterThan(0);

  await page.goto('/supermercato/menu/1/frutta-e-verdura');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const trail = page.getByRole('navigation', { name: 'Percorso' });
  await expect(trail.getByRole('listitem')).toHaveCount(2);
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/supermercato/home');
  await expect(trail.getByRole('listitem').last()).toHaveText(heading ?? '');
  await expect(trail.locator('[aria-current="page"]')).toHaveText(heading ?? '');

  const banners = page.getByRole('complementary', { name: 'In evidenza' });
  for (const b of side) await expect(banners.getByRole('link', { name: new RegExp(b.title) })).toBeVisible();
  await expectNoAxeViolations(page);
});
