import { test, expect } from '@playwright/test';

// Issue 13 point 8: a page never turns bad input into a silent redirect to /index.

test.describe('page errors', () => {
  test('bad input on the login form shows the form again with its Italian field message', async ({ page, baseURL }) => {
    const headers = { origin: baseURL ?? '' };
    const nul = await page.request.post('/accedi', {
      headers,
      form: { username: 'mario.rossi\u0000@example.it', password: 'Mercato2026!' },
      maxRedirects: 0,
    });
    expect(nul.status()).toBe(200);
    expect(await nul.text()).toContain('La mail inserita non è valida');

    // A body that is not a form at all: the form's own messages, not a failure.
    for (const [type, body] of [
      ['application/json', '{"username":"x"}'],
      ['multipart/form-data; boundary=xx', 'garbage'],
    ]) {
      const answer = await page.request.post('/accedi', {
        headers: { ...headers, 'content-type': type },
        data: body,
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain('Il campo &#39;Email&#39; è obbligatorio');
    }
  });

  test('a publish-date cookie the shop cannot use is ignored', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'MERCATO_PUBLISH_DATE', value: '0000-01-01', url: baseURL ?? '' }]);
    await page.goto('/index');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La tua spesa online, come vuoi tu');
    await page.goto('/supermercato/home');
    await expect(page).toHaveURL(/\/supermercato\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a failing page answers the Italian error page with 500, not a redirect to /index', async ({ page }) => {
    // '/500' is the route Astro renders for a page that throws.
    const answer = await page.request.get('/500', { maxRedirects: 0 });
    expect(answer.status()).toBe(500);
    expect(await answer.text()).toContain('Si è verificato un errore');
  });

  test("a page answering 404 says 'Not Found' in its status line, not 'OK'", async ({ page }) => {
    const answer = await page.request.get('/prodotto-non-trovato', { maxRedirects: 0 });
    expect([answer.status(), answer.statusText()]).toEqual([404, 'Not Found']);
  });

  test("an icon named after an Object member ('constructor.svg') is not found", async ({ page }) => {
    expect((await page.request.get('/images/icons/truck.svg')).status()).toBe(200);
    expect((await page.request.get('/images/icons/constructor.svg')).status()).toBe(404);
  });
});
