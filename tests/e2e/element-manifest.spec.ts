// packages/widgets/custom-elements.json against the bundles the shop serves at /elements/<name>.js, in a
// browser: each module exports the class the manifest names, registered under its tag; and children of an
// element are what the manifest says, fallback content shown until the element is defined and then kept in
// the page but not rendered.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

interface Manifest {
  modules: { path: string; declarations: { name: string; tagName: string }[] }[];
}
const manifest: Manifest = JSON.parse(
  readFileSync(new URL('../../packages/widgets/custom-elements.json', import.meta.url), 'utf8'),
);

/** A page of the shop's origin holding only `body`: no element is defined before the test loads one. */
async function blankPage(page: Page, body = '') {
  await page.route('**/e2e-vuota', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="it"><head><title>Prova</title></head><body><main>${body}</main></body></html>`,
    }),
  );
  await page.goto('/e2e-vuota');
}

test('every element bundle exports the class the manifest names, registered under its tag', async ({ page }) => {
  await blankPage(page);
  expect(manifest.modules.length).toBeGreaterThan(0);
  for (const module of manifest.modules) {
    const declarations = module.declarations.map(({ name, tagName }) => ({ name, tagName }));
    const found = await page.evaluate(
      async ({ url, declarations }) => {
        const code = await import(url);
        return declarations.map(({ name, tagName }) => ({
          name,
          tagName,
          exported: typeof code[name] === 'function',
          registered: !!customElements.get(tagName) && customElements.get(tagName) === code[name],
        }));
      },
      { url: module.path.replace(/^dist\//, '/'), declarations },
    );
    expect(found).toEqual(declarations.map((d) => ({ ...d, exported: true, registered: true })));
  }
});

test('children are fallback content: shown until the element is defined, then kept but not rendered', async ({
  page,
}) => {
  await blankPage(
    page,
    '<mercato-address-checker><a href="/supermercato/home">Verifica l\'indirizzo sul sito del negozio</a></mercato-address-checker>',
  );
  const fallback = page.getByRole('link', { name: "Verifica l'indirizzo sul sito del negozio" });
  await expect(fallback).toBeVisible();
  await page.addScriptTag({ type: 'module', url: '/elements/address-checker.js' });
  await expect(page.getByRole('heading', { name: 'Verifica il tuo indirizzo' })).toBeVisible();
  await expect(fallback).toBeHidden();
  expect(await page.locator('mercato-address-checker').evaluate((el) => el.innerHTML)).toBe(
    '<a href="/supermercato/home">Verifica l\'indirizzo sul sito del negozio</a>',
  );
  expect(
    await page.locator('mercato-address-checker').evaluate((el) => el.shadowRoot?.querySelector('slot')),
  ).toBeNull();
});
