// Pages answer with the shop's security headers and refuse large bodies (issue 13 points 5 and 9).
import { expect, test } from '@playwright/test';

test.describe('page security', () => {
  test('pages cannot be framed, are not sniffed and send a strict referrer', async ({ request }) => {
    const res = await request.get('/index');
    expect(res.status()).toBe(200);
    const h = res.headers();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    // Scripts only from the shop or with the hash of each inline one (no 'unsafe-inline').
    expect(h['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(h['content-security-policy']).not.toContain('unsafe-inline');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('the shop runs under its CSP: no script or style is refused on the main pages', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(`${page.url()}: ${m.text().slice(0, 200)}`);
    });
    for (const path of [
      '/index',
      '/supermercato/home',
      '/supermercato/ricerca/latte',
      '/supermercato/menu/1/x',
      '/accedi',
    ]) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
    }
    // The listing's inline layout script ran (an inline script of ours, allowed by its hash).
    await page.goto('/supermercato/ricerca/latte');
    await expect(page.locator('.layout-switch')).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('the element bundles stay embeddable on partner pages', async ({ request }) => {
    const res = await request.get('/elements/address-checker.js');
    expect(res.status()).toBe(200);
    expect(res.headers()['access-control-allow-origin']).toBe('*');
    expect(res.headers()['x-frame-options']).toBeUndefined();
  });

  test('pages, built files and element bundles go compressed to a browser that accepts it', async ({ request }) => {
    const get = (path: string, encoding: string) => request.get(path, { headers: { 'accept-encoding': encoding } });
    // Twice: rendered, then the page kept for visitors without a session.
    for (const _ of [1, 2]) {
      const page = await get('/supermercato/ricerca/latte', 'gzip, deflate, br');
      expect(page.headers()['content-encoding']).toBe('br');
      expect(page.headers().vary).toMatch(/accept-encoding/i);
      expect(await page.text()).toContain('</html>');
    }
    const css = /href="(\/_astro\/[^"]+\.css)"/.exec(await (await get('/index', 'identity')).text())?.[1];
    expect(css).toBeTruthy();
    const style = await get(css!, 'gzip');
    expect(style.headers()['content-encoding']).toBe('gzip');
    expect(style.headers()['cache-control']).toContain('immutable');
    const element = await get('/elements/address-checker.js', 'br');
    expect(element.headers()['content-encoding']).toBe('br');
    expect(element.headers()['access-control-allow-origin']).toBe('*');
    // A client that asks for nothing gets the bytes as they are.
    const plain = await get('/supermercato/ricerca/latte', 'identity');
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBe((await plain.body()).byteLength);
  });

  test('a page form with a body over the limit answers 413 and is not read', async ({ request }) => {
    const res = await request.post('/accedi', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: `username=${'a'.repeat(200_000)}&password=x`,
    });
    expect(res.status()).toBe(413);
    expect(await res.text()).toBe('Richiesta troppo grande.');
  });
});
