// A partner page on an origin the shop does NOT list in MERCATO_PARTNER_ORIGINS (playwright.config.ts
// serves examples/partner-page there too): the address checker's look-ups work, since the shop answers
// them to any origin without credentials; the power-guest entry, which needs credentials, is refused,
// and the element says so in its own UI and once in the console, naming the setting. The trolley
// elements, all of whose calls need credentials, say so too and make none. The slot picker's read-only
// week of a postcode is an open look-up too: it shows the shop's slots there as on a listed origin.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { chooseStreet, expectNoAxeViolations, expectShopSlots } from './helpers';

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
  await chooseStreet(element, '50121', 'pinti', 'Borgo Pinti');
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

  test('the floating trolley and the add buttons say the site is not enabled, and make no call with credentials', async ({
    page,
  }) => {
    const log = watchConsole(page);
    const credentialed: string[] = [];
    page.on('request', (req) => {
      if (/\/commerce\/resources\/(auth|login|logout)\b/.test(req.url())) credentialed.push(req.url());
    });
    await page.goto(`${UNLISTED}/`);
    const trolley = page.locator('mercato-floating-trolley');
    await expect(trolley.getByText(REFUSED_TEXT)).toBeVisible();
    await expect(trolley.getByRole('link', { name: /CARRELLO/ })).toHaveCount(0);
    const add = page.locator('mercato-add-to-trolley').first();
    await add.getByRole('button', { name: /^Aggiungi al carrello/ }).click();
    await expect(add.getByRole('status')).toHaveText(REFUSED_TEXT);
    await expect(page.locator('#eventi')).toContainText(
      'mercato:trolley-add {"productId":134,"quantity":1,"status":"error"}',
    );
    await expectNoAxeViolations(page);
    expect(credentialed).toEqual([]);
    // One warning for the page, whichever element asked first.
    expect(log.settingWarnings()).toHaveLength(1);
    expect(log.settingWarnings()[0].text()).toContain(UNLISTED);
    expect(log.errors().filter((e) => /CORS|Access-Control|commerce/.test(e))).toEqual([]);
  });

  test("the slot picker shows the shop's slots for the postcode, with its live stream, and says nothing is refused", async ({
    page,
    baseURL,
  }) => {
    const log = watchConsole(page);
    const availability = page.waitForResponse((r) => r.url().includes('/commerce/resources/slots/availability?'));
    const events = page.waitForResponse((r) => r.url().includes('/commerce/resources/slots/events?'));
    await page.goto(`${UNLISTED}/`);
    const picker = page.getByRole('region', { name: 'Quando possiamo consegnare' }).locator('mercato-slot-picker');
    const answer = await availability;
    expect(answer.url()).toBe(`${baseURL}/commerce/resources/slots/availability?postcode=20121`);
    await expectShopSlots(picker, answer);
    // Answered to any origin, without credentials.
    const headers = await answer.allHeaders();
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(headers['access-control-allow-credentials']).toBeUndefined();
    const stream = await events;
    expect(stream.status()).toBe(200);
    expect((await stream.allHeaders())['access-control-allow-origin']).toBe('*');
    await expect(picker.getByText(REFUSED_TEXT)).toHaveCount(0);
    await expect(picker.getByRole('link', { name: 'Accedi per prenotare' })).toHaveAttribute(
      'href',
      `${baseURL}/accedi?next=%2Fsupermercato%2Fhome`,
    );
    await expectNoAxeViolations(page);
    expect(log.errors().filter((e) => /CORS|Access-Control|slots/.test(e))).toEqual([]);
  });
});
