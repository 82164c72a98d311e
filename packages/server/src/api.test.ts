// The platform API as a caller sees it, on PGlite in memory and (DATABASE_URL_TEST) on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorResponse, PageConfiguration } from '@mercato/contracts';
import {
  createCustomer,
  createMessage,
  Client,
  testDatabases,
  TEST_PASSWORD,
  type TestCustomer,
} from './test/databases.ts';
import type { Shop } from './shop.ts';
import { encodeSolution, solveChallenge, type CaptchaChallenge } from './services/captcha/index.ts';

async function errorOf(res: Response) {
  const body = await res.json();
  const parsed = ApiErrorResponse.safeParse(body);
  expect(parsed.success, JSON.stringify(body)).toBe(true);
  return (
    body as {
      error: {
        code: string;
        type: string;
        message: string;
        entityErrors?: { field: string; message: string }[];
        retryAfter?: number;
      };
    }
  ).error;
}

describe.each(testDatabases())('platform API on $name', (database) => {
  let shop: Shop;
  let mario: TestCustomer;
  let luca: TestCustomer;

  beforeAll(async () => {
    shop = await database.open();
    mario = await createCustomer(
      shop,
      { forename: 'Mario', surname: 'Rossi', gender: 'M', email: 'mario@example.it' },
      { type: 'ORO', saldo: 4250 },
    );
    luca = await createCustomer(
      shop,
      { forename: 'Luca', surname: 'Verdi', gender: 'M', email: 'luca@example.it', agreementEcommerceRule: false },
      { type: 'VERDE' },
    );
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers every call, errors and refusals included, with X-Content-Type-Options: nosniff', async () => {
    const browser = new Client(shop);
    const answers = [
      await browser.call('GET', '/info/server'),
      await browser.call('GET', '/no-such-route'),
      await browser.call('POST', '/login', { body: '{not json', headers: { 'content-type': 'application/json' } }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 400]);
    for (const res of answers) expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('logs in: sets the session and XSRF cookies, answers the customer, and the profile returns it', async () => {
    const browser = new Client(shop);
    const res = await browser.login('Mario@Example.it', TEST_PASSWORD);
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('MERCATO_SESSION='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('MERCATO_SESSION='))).toMatch(/SameSite=Lax/);
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).not.toMatch(/HttpOnly/);
    expect((await res.json()).data).toMatchObject({ email: 'mario@example.it', forename: 'Mario', gender: 'M' });
    const profile = await browser.call('GET', '/auth/profile/customer');
    expect(profile.status).toBe(200);
    expect((await profile.json()).data).toMatchObject({ id: mario.id, forename: 'Mario', surname: 'Rossi' });
  });

  it('gives a new session id at every login and ends the previous session', async () => {
    const browser = new Client(shop);
    await browser.login(mario.email, TEST_PASSWORD);
    const first = browser.cookies.get('MERCATO_SESSION');
    await browser.login(mario.email, TEST_PASSWORD);
    expect(browser.cookies.get('MERCATO_SESSION')).not.toBe(first);
    expect(await shop.services.sessions.get(first)).toBeNull();
  });

  it('answers 401 with the Italian message to a wrong password or an unknown account', async () => {
    const browser = new Client(shop, '192.0.2.10');
    for (const [email, password] of [
      [mario.email, 'sbagliata'],
      ['nessuno@example.it', TEST_PASSWORD],
    ]) {
      const res = await browser.login(email, password);
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toMatchObject({
        code: '401',
        type: 'ALERT',
        message: 'Email o password non corretti',
      });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('never locks the owner out: failures of an account ask for the captcha, the right password with it logs in', async () => {
    const victim = await createCustomer(shop);
    // Five wrong passwords from client A.
    const attacker = new Client(shop, '198.51.100.1');
    for (let i = 0; i < 5; i++) expect((await attacker.login(victim.email, 'sbagliata')).status).toBe(401);
    // The owner, from client B, without the challenge: the captcha-required answer, not 429.
    const owner = new Client(shop, '198.51.100.99');
    let res = await owner.login(victim.email, TEST_PASSWORD);
    const error = await errorOf(res);
    expect(res.status).toBe(401);
    expect(error).toMatchObject({
      code: '401',
      type: 'ALERT',
      message: 'Per accedere completa la verifica di sicurezza.',
    });
    expect(error.entityErrors).toEqual([
      { field: 'captchaToken', message: 'Per accedere completa la verifica di sicurezza.' },
    ]);
    // A wrong solution is refused the same way; a solved challenge with the right password logs in.
    const challenge = (await (await owner.call('GET', '/onboarding/captcha/challenge')).json())
      .data as CaptchaChallenge;
    const n = solveChallenge(challenge) as number;
    res = await owner.call('POST', '/login', {
      json: { username: victim.email, password: TEST_PASSWORD, captchaToken: encodeSolution(challenge, n + 1) },
    });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).entityErrors?.[0]?.field).toBe('captchaToken');
    res = await owner.call('POST', '/login', {
      json: { username: victim.email, password: TEST_PASSWORD, captchaToken: encodeSolution(challenge, n) },
    });
    expect(res.status).toBe(200);
    // Client A keeps getting 429 with Retry-After on that account after its own limit (10 failures), even
    // with the right password and a solved challenge.
    for (let i = 0; i < 5; i++) expect((await attacker.login(victim.email, 'sbagliata')).status).toBe(401);
    const spare = (await (await attacker.call('GET', '/onboarding/captcha/challenge')).json()).data as CaptchaChallenge;
    res = await attacker.call('POST', '/login', {
      json: {
        username: victim.email,
        password: TEST_PASSWORD,
        captchaToken: encodeSolution(spare, solveChallenge(spare) as number),
      },
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await errorOf(res)).toMatchObject({
      code: '429',
      type: 'ALERT',
      retryAfter,
      message: 'Troppi tentativi di accesso. Riprova tra 15 minuti.',
    });
  });

  it('lets the owner in from the same address as the failures, with a solved challenge', async () => {
    const victim = await createCustomer(shop);
    const browser = new Client(shop, '198.51.102.1');
    for (let i = 0; i < 5; i++) expect((await browser.login(victim.email, 'sbagliata')).status).toBe(401);
    expect((await browser.login(victim.email, TEST_PASSWORD)).status).toBe(401);
    const challenge = (await (await browser.call('GET', '/onboarding/captcha/challenge')).json())
      .data as CaptchaChallenge;
    const res = await browser.call('POST', '/login', {
      json: {
        username: victim.email,
        password: TEST_PASSWORD,
        captchaToken: encodeSolution(challenge, solveChallenge(challenge) as number),
      },
    });
    expect(res.status).toBe(200);
  });

  it('asks for the captcha after failures spread over many clients, and a spent challenge cannot be reused', async () => {
    const victim = await createCustomer(shop);
    for (let i = 0; i < 5; i++)
      expect((await new Client(shop, `198.51.101.${i}`).login(victim.email, 'sbagliata')).status).toBe(401);
    const owner = new Client(shop, '198.51.101.99');
    const challenge = (await (await owner.call('GET', '/onboarding/captcha/challenge')).json())
      .data as CaptchaChallenge;
    const token = encodeSolution(challenge, solveChallenge(challenge) as number);
    // A wrong password with a solved challenge: still 401 (the password is checked), the challenge is spent.
    let res = await owner.call('POST', '/login', {
      json: { username: victim.email, password: 'no', captchaToken: token },
    });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe('Email o password non corretti');
    res = await owner.call('POST', '/login', {
      json: { username: victim.email, password: TEST_PASSWORD, captchaToken: token },
    });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe('Verifica di sicurezza già utilizzata: riprova');
  });

  it('asks for the captcha once the threshold is reached, even of 20 wrong attempts sent at once', async () => {
    const victim = await createCustomer(shop);
    const { perAccount } = shop.config.login;
    // Twenty clients at once, so that no client's own limit answers first.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => new Client(shop, `198.51.103.${i}`).login(victim.email, 'sbagliata')),
    );
    const messages = await Promise.all(answers.map(async (res) => [res.status, (await errorOf(res)).message]));
    // Exactly the threshold's attempts had their password checked; every other one was asked for the captcha.
    expect(messages.filter(([, m]) => m === 'Email o password non corretti')).toHaveLength(perAccount);
    expect(messages.filter(([, m]) => m === 'Per accedere completa la verifica di sicurezza.')).toHaveLength(
      20 - perAccount,
    );
    expect(new Set(messages.map(([status]) => status))).toEqual(new Set([401]));
    // And the owner, afterwards, is asked for it too.
    const owner = await new Client(shop, '198.51.103.99').login(victim.email, TEST_PASSWORD);
    expect((await errorOf(owner)).message).toBe('Per accedere completa la verifica di sicurezza.');
  });

  it('checks no more passwords than the threshold of 20 wrong attempts sent at once by one client', async () => {
    const victim = await createCustomer(shop);
    const browser = new Client(shop, '198.51.104.1');
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser.login(victim.email, 'sbagliata')));
    const errors = await Promise.all(answers.map((res) => errorOf(res)));
    const checked = errors.filter((e) => e.message === 'Email o password non corretti');
    expect(checked.length).toBeLessThanOrEqual(shop.config.login.perAccount);
    expect(errors.every((e) => e.code === '401' || e.code === '429')).toBe(true);
  });

  it('rate-limits logins per client address: 20 attempts in 15 minutes', async () => {
    const browser = new Client(shop, '203.0.113.7');
    for (let i = 0; i < 20; i++) {
      expect((await browser.login(`prova${i}@example.it`, 'sbagliata')).status).toBe(401);
    }
    const res = await browser.login(mario.email, TEST_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client is not affected.
    expect((await new Client(shop, '203.0.113.8').login(mario.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('answers 400 in the spec shape to malformed JSON, a wrong content type and invalid fields', async () => {
    const browser = new Client(shop);
    let res = await browser.call('POST', '/login', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: '400', type: 'ALERT', entityErrors: [] });
    res = await browser.call('POST', '/login', {
      body: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    res = await browser.call('POST', '/login', { json: { username: 'non-una-mail', password: '' } });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.entityErrors).toEqual([
      { field: 'username', message: 'La mail inserita non è valida' },
      { field: 'password', message: "Il campo 'Password' è obbligatorio" },
    ]);
    res = await browser.call('POST', '/login', { json: [1, 2] });
    expect(res.status).toBe(400);
  });

  it('answers 413 to a body over 64 kB', async () => {
    const res = await new Client(shop).call('POST', '/login', {
      json: { username: 'a@b.it', password: 'x'.repeat(70_000) },
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('413');
  });

  it('refuses unsafe auth calls without a valid XSRF header (403) and without a login (401)', async () => {
    const anonymous = new Client(shop);
    let res = await anonymous.call('PUT', '/auth/rule-agreement', {
      json: { saleConditionsAccepted: true, privacyAccepted: true },
    });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe('Sessione scaduta: login necessaria...');
    expect((await anonymous.call('GET', '/auth/profile/customer')).status).toBe(401);

    const browser = new Client(shop);
    await browser.login(luca.email, TEST_PASSWORD);
    res = await browser.call('PUT', '/auth/rule-agreement', {
      json: { saleConditionsAccepted: true, privacyAccepted: true },
    });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: '403', type: 'ALERT' });
    // A token of another session does not pass either.
    const other = new Client(shop);
    await other.login(mario.email, TEST_PASSWORD);
    res = await browser.call('PUT', '/auth/rule-agreement', {
      json: { saleConditionsAccepted: true, privacyAccepted: true },
      headers: { 'x-xsrf-token': other.cookies.get('XSRF-TOKEN') as string },
    });
    expect(res.status).toBe(403);
    expect((await shop.services.customers.profile(luca.id)).agreementEcommerceRule).toBe(false);
  });

  it('accepts the rule agreement only with both acceptances', async () => {
    const browser = new Client(shop);
    await browser.login(luca.email, TEST_PASSWORD);
    let nav = (await (await browser.call('GET', '/nav/supermercato')).json()).data;
    expect(nav.agreementEcommerceRule).toBe(false);
    let res = await browser.call('PUT', '/auth/rule-agreement', {
      json: { saleConditionsAccepted: true, privacyAccepted: false },
      xsrf: true,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).entityErrors).toEqual([
      { field: 'privacyAccepted', message: "L'informativa privacy dev'essere accettata per poter proseguire" },
    ]);
    res = await browser.call('PUT', '/auth/rule-agreement', { json: {}, xsrf: true });
    expect((await errorOf(res)).entityErrors?.map((e) => e.message)).toEqual([
      'Le condizioni generali di vendita devono essere accettate per poter proseguire',
      "L'informativa privacy dev'essere accettata per poter proseguire",
    ]);
    res = await browser.call('PUT', '/auth/rule-agreement', {
      json: { saleConditionsAccepted: true, privacyAccepted: true },
      xsrf: true,
    });
    expect(res.status).toBe(200);
    nav = (await (await browser.call('GET', '/nav/supermercato')).json()).data;
    expect(nav.agreementEcommerceRule).toBe(true);
  });

  it('shows pending messages in the page configuration and marks them read', async () => {
    const customer = await createCustomer(shop, { forename: 'Giulia', gender: 'F' }, { type: 'PLUS' });
    const first = await createMessage(shop, customer.id, {
      title: 'Benvenuta',
      text: '<p>Ciao <script>alert(1)</script><strong>Giulia</strong></p>',
      htmlType: true,
    });
    const second = await createMessage(shop, customer.id, { title: 'Promo' });
    const someoneElse = await createMessage(shop, mario.id);
    const browser = new Client(shop);
    await browser.login(customer.email, TEST_PASSWORD);
    let nav = (await (await browser.call('GET', '/nav/supermercato')).json()).data;
    expect(nav.messages.map((m: { messageId: number }) => m.messageId)).toEqual([first, second]);
    expect(nav.messages[0]).toMatchObject({ messageTitle: 'Benvenuta', htmlType: true, confirmButtonLabel: 'OK' });
    expect(nav.messages[0].messageText).not.toContain('<script>');
    expect((await browser.call('PUT', `/auth/message/${first}/read`)).status).toBe(403);
    expect((await browser.call('PUT', `/auth/message/${first}/read`, { xsrf: true })).status).toBe(200);
    expect((await browser.call('PUT', `/auth/message/${first}/read`, { xsrf: true })).status).toBe(200);
    expect((await browser.call('PUT', `/auth/message/${someoneElse}/read`, { xsrf: true })).status).toBe(404);
    expect((await browser.call('PUT', '/auth/message/abc/read', { xsrf: true })).status).toBe(400);
    nav = (await (await browser.call('GET', '/nav/supermercato')).json()).data;
    expect(nav.messages.map((m: { messageId: number }) => m.messageId)).toEqual([second]);
  });

  it('builds the page configuration: free visit, then logged with customer and cards', async () => {
    const anonymous = new Client(shop);
    const res = await anonymous.call('GET', '/nav/supermercato');
    expect(res.status).toBe(200);
    let nav = (await res.json()).data;
    const parsed = PageConfiguration.safeParse(nav);
    expect(parsed.success, JSON.stringify(parsed.error)).toBe(true);
    expect(nav).toMatchObject({ freeVisit: true, powerGuest: false, customer: null, fidatyCards: [], messages: [] });
    expect(nav.store.path).toBe('/supermercato');
    expect(nav.footer.companyVat).toMatch(/^P\.IVA \d{11}$/);
    expect(Object.keys(nav.menus).sort()).toEqual([
      'bottomMenuItems',
      'leftMenuItems',
      'motivationalMenuItems',
      'navBarMenuItems',
      'topMenuItems',
    ]);

    const browser = new Client(shop);
    await browser.login(mario.email, TEST_PASSWORD);
    nav = (await (await browser.call('GET', '/nav/pharmadrive')).json()).data;
    const logged = PageConfiguration.safeParse(nav);
    expect(logged.success, JSON.stringify(logged.error)).toBe(true);
    expect(nav).toMatchObject({
      navigation: 'pharma-drive',
      freeVisit: false,
      powerGuest: false,
      agreementEcommerceRule: true,
    });
    expect(nav.customer).toMatchObject({ forename: 'Mario', gender: 'M', accessType: 'logged' });
    expect(nav.fidatyCards).toEqual([expect.objectContaining({ type: 'ORO', saldo: 4250, selected: true })]);
  });

  it('answers 404 to an unknown navigation or route and 400 to a bad publish date', async () => {
    const browser = new Client(shop);
    let res = await browser.call('GET', '/nav/enoteca');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({
      code: '404',
      message: 'Errore di trasferimento dati o risorsa non trovata',
    });
    expect((await browser.call('GET', '/non-esiste')).status).toBe(404);
    res = await browser.call('GET', '/nav/supermercato?publishDate=domani');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).entityErrors?.[0]?.field).toBe('publishDate');
    expect((await browser.call('GET', '/nav/supermercato?publishDate=2030-01-01')).status).toBe(200);
  });

  it('logs out: the session ends, the cookies are cleared, the browser goes to /index', async () => {
    const browser = new Client(shop);
    await browser.login(mario.email, TEST_PASSWORD);
    const sessionId = browser.cookies.get('MERCATO_SESSION');
    const res = await browser.call('GET', '/logout/supermercato', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/index');
    expect(res.headers.getSetCookie().every((c) => /Max-Age=0/.test(c))).toBe(true);
    expect(await shop.services.sessions.get(sessionId)).toBeNull();
    // The old cookie no longer opens the profile.
    const stale = new Client(shop);
    stale.cookies.set('MERCATO_SESSION', sessionId as string);
    expect((await stale.call('GET', '/auth/profile/customer')).status).toBe(401);
    const json = await new Client(shop).call('GET', '/logout/drive', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ data: { redirect: '/index' } });
  });

  it('stores client logs (at most 100 per call) only with a session and the XSRF header', async () => {
    const anonymous = new Client(shop);
    const logs = Array.from({ length: 150 }, (_, i) => ({ level: 'error', message: `errore ${i}` }));
    expect((await anonymous.call('POST', '/logger', { json: { logs } })).status).toBe(401);
    const browser = new Client(shop);
    await browser.login(mario.email, TEST_PASSWORD);
    expect((await browser.call('POST', '/logger', { json: { logs } })).status).toBe(403);
    const res = await browser.call('POST', '/logger', {
      json: { clientInfo: { browser: 'Chromium' }, logs, domainCode: 'spesaonline' },
      xsrf: true,
      headers: { 'x-page-path': '/supermercato/home' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ stored: 100, dropped: 50 });
    expect((await browser.call('POST', '/logger', { json: { logs: 'no' }, xsrf: true })).status).toBe(400);
  });

  it('checks navigation urls against the allow-list', async () => {
    const browser = new Client(shop);
    const check = (url: unknown) => browser.call('POST', '/security/check-url', { json: { url } });
    let res = await check('/ordini/precedenti?x=1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: 'NO_CONTENT' });
    expect((await check('http://localhost:4322/pagina')).status).toBe(200);
    expect((await check('http://localhost:4321/index')).status).toBe(200);
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil.example',
      'https://user@localhost:4322/',
    ]) {
      res = await check(bad);
      expect(res.status, bad).toBe(403);
      expect((await errorOf(res)).code).toBe('403');
    }
    expect((await check(42)).status).toBe(400);
  });

  it('answers CORS only to partner origins, with credentials', async () => {
    const browser = new Client(shop);
    let res = await browser.call('OPTIONS', '/auth/message/1/read', {
      headers: {
        origin: 'http://localhost:4322',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-xsrf-token',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4322');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-XSRF-TOKEN/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-Page-Path/);
    res = await browser.call('GET', '/config/env', { headers: { origin: 'http://localhost:4322' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4322');
    expect(res.headers.get('vary')).toMatch(/Origin/);
    res = await browser.call('GET', '/config/env', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    res = await browser.call('OPTIONS', '/login', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the public configuration and the server info', async () => {
    const browser = new Client(shop);
    const env = (await (await browser.call('GET', '/config/env')).json()).data;
    expect(env).toMatchObject({ networkRetryCount: 4, logBufferSize: 100 });
    const info = (await (await browser.call('GET', '/info/server')).json()).data;
    expect(info).toMatchObject({ ssoEnvironment: 'demo' });
    expect(info.versions.server).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('keeps services usable from pages: sessions.ensure creates a free visit', async () => {
    const s = await shop.services.sessions.ensure(undefined);
    expect(s).toMatchObject({ kind: 'freeVisit', customerId: null });
    expect(s.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await shop.services.sessions.ensure(s.id)).id).toBe(s.id);
    expect(await shop.services.sessions.get('not-a-session')).toBeNull();
  });
});
