// A partner page on an origin the shop does NOT list in MERCATO_PARTNER_ORIGINS (playwright.config.ts
// serves examples/partner-page there too): the address checker's look-ups work, since the shop answers
// them to any origin without credentials; the power-guest entry, which needs credentials, is refused,
// and the element says so in its own UI and once in the console, naming the setting.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 4392);
const unlistedPort = Number(process.env.E2E_UNLISTED_PARTNER_PORT ?? partnerPort + 2);
const UNLISTED = `http://localhost:${unlistedPort}`;
const REFUSED_TEXT =
  "Questo sito non è ancora abilitato ad accedere al negozio: il gestore del sito deve chiederne l'abilitazione.";
const LOOKUP = /\/commerce\/resources\/onboarding\/(postcode\/check|street\/suggestions|services\/available)$/;

function watchConsole(page: Page) {
  const messages: ConsoleMessage[] = [];
  page.on('console', (m) => messages.push(m));
  return {
    errors: () => messages.filter((m) => m.type() === 'error').map((m) => m.text()),
    settingWarnings: () =>
      messages.filter((m) => m.type() === 'warning' && m.text().includes('MERCATO_PARTNER_ORIGINS')),
  };
}

async function lookUp(page: Page) {
  await page.goto(`${UNLISTED}/`);
  const element = page.locator('mercato-address-checker').first();
  await expect(element.getByRole('heading', { name: 'Verifica il tuo indirizzo' })).toBeVisible();
  await element.getByLabel('CAP').fill('50121');
  const via = element.getByRole('combobox', { name: 'Via' });
  await expect(via).toBeEnabled();
  await via.pressSequentially('pinti');
  await expect(element.getByRole('listbox', { name: 'Vie suggerite' })).toBeVisible();
  await expect(element.getByRole('option')).toHaveText(['Borgo Pinti']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(element.getByRole('heading', { name: 'Servizi disponibili' })).toBeVisible();
  await expect(element.getByText('Per Borgo Pinti, 50121 Firenze')).toBeVisible();
  return element;
}

test.describe('a partner page on an origin the shop does not list', () => {
  test('runs the whole look-up: postcode, street suggestions and the services at the street', async ({ page }) => {
    const log = watchConsole(page);
    const answers: { url: string; status: number; allowOrigin: string | null; credentials: string | null }[] = [];
    page.on('response', async (res) => {
      if (!LOOKUP.test(res.url()) || res.request().method() !== 'POST') return;
      const headers = await res.allHeaders();
      answers.push({
        url: res.url().replace(/^.*\/onboarding\//, ''),
        status: res.status(),
        allowOrigin: headers['access-control-allow-origin'] ?? null,
        credentials: headers['access-control-allow-credentials'] ?? null,
      });
    });
    const element = await lookUp(page);
    await expect(element.getByRole('button', { name: 'Scegli Mercato a Casa' })).toBeVisible();
    await expect(page.locator('#eventi')).toContainText('mercato:address-verified {"postcode":"50121"');
    await expectNoAxeViolations(page);
    expect(answers.map((a) => a.url).sort()).toEqual(['postcode/check', 'services/available', 'street/suggestions']);
    for (const a of answers) expect(a).toMatchObject({ status: 200, allowOrigin: '*', credentials: null });
    expect(log.errors().filter((e) => /CORS|onboarding/.test(e))).toEqual([]);
  });

  test('a call that needs credentials is refused: the element says so, the console names the setting once', async ({
    page,
    baseURL,
  }) => {
    const log = watchConsole(page);
    const guestCalls: string[] = [];
    page.on('request', (req) => {
      if (/\/onboarding\/(guest|captcha\/challenge)/.test(req.url())) guestCalls.push(req.url());
    });
    const element = await lookUp(page);
    const choose = element.getByRole('button', { name: 'Scegli Mercato a Casa' });
    await choose.click();
    await expect(element.getByText(REFUSED_TEXT)).toBeVisible();
    await expect(page).toHaveURL(`${UNLISTED}/`);
    await expectNoAxeViolations(page);
    await choose.click();
    await expect(element.getByText(REFUSED_TEXT)).toBeVisible();
    // The look-ups said the origin is not listed: the calls with credentials were not even made.
    expect(guestCalls).toEqual([]);
    expect(log.settingWarnings()).toHaveLength(1);
    expect(log.settingWarnings()[0].text()).toContain(UNLISTED);

    // The shop itself refuses the page a call with credentials (the browser blocks the answer)…
    const refused = await page.evaluate(
      (shop) =>
        fetch(`${shop}/commerce/resources/onboarding/captcha/challenge`, { credentials: 'include' }).then(
          () => 'answered',
          () => 'blocked',
        ),
      baseURL,
    );
    expect(refused).toBe('blocked');
    // …and answers it an anonymous look-up.
    const open = await page.evaluate(
      (shop) =>
        fetch(`${shop}/commerce/resources/onboarding/postcode/check`, {
          method: 'POST',
          credentials: 'omit',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ postcode: '50121' }),
        }).then((r) => r.status),
      baseURL,
    );
    expect(open).toBe(200);
  });
});
