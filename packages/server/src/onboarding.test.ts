// The onboarding API as a caller sees it, on PGlite in memory and (DATABASE_URL_TEST) on PostgreSQL.
// Each run builds its own small map: towns, postcodes, streets, services, drives and stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AvailableService, PickupPoint, PostcodeCheckResult, StreetSuggestion } from '@mercato/contracts';
import * as z from 'zod/mini';
import { categories, products } from './db/schema/catalogue.ts';
import { trolleyItems, trolleys } from './db/schema/commerce.ts';
import {
  activationRequests,
  drives,
  pickupStores,
  postcodes,
  streets,
  streetServices,
  towns,
} from './db/schema/geo.ts';
import { sessions } from './db/schema/platform.ts';
import { createChallenge, encodeSolution, solveChallenge, type CaptchaChallenge } from './services/captcha/index.ts';
import type { Shop } from './shop.ts';
import { Client, createCustomer, testDatabases, TEST_PASSWORD, type TestCustomer } from './test/databases.ts';
import { dataOf, errorOf } from './test/answers.ts';

interface Map {
  dante: number;
  magenta: number;
  santaMaria: number;
  liberta: number;
  aulenti: number;
  bergamoStreet: number;
  torrePn: number;
  bicocca: number;
  pisani: number;
  duomo: number;
  pharmaLodi: number;
  storeTorino: number;
}

const HTML = '<p>servizio</p>';

async function buildMap(shop: Shop): Promise<Map> {
  const db = shop.db;
  const [milano, bergamo, palermo] = await db
    .insert(towns)
    .values([
      { name: 'Milano', province: 'Milano', provinceShortName: 'MI', region: 'Lombardia' },
      { name: 'Bergamo', province: 'Bergamo', provinceShortName: 'BG', region: 'Lombardia' },
      { name: 'Palermo', province: 'Palermo', provinceShortName: 'PA', region: 'Sicilia' },
    ])
    .returning({ id: towns.id });
  await db.insert(postcodes).values([
    { postcode: '20121', townId: milano.id, checkResult: 'SUPPORTED' },
    { postcode: '20124', townId: milano.id, checkResult: 'SUPPORTED' },
    { postcode: '24121', townId: bergamo.id, checkResult: 'SERVICE_UNAVAILABLE' },
    { postcode: '90121', townId: palermo.id, checkResult: 'NOT_SUPPORTED' },
  ]);
  const st = async (postcode: string, townId: number, name: string) =>
    (await db.insert(streets).values({ postcode, townId, name }).returning({ id: streets.id }))[0].id;
  const m: Partial<Map> = {};
  m.dante = await st('20121', milano.id, 'Via Dante');
  m.magenta = await st('20121', milano.id, 'Corso Magenta');
  m.santaMaria = await st('20121', milano.id, 'Via Santa Maria Fulcorina');
  m.liberta = await st('20121', milano.id, 'Piazza della Libertà');
  m.aulenti = await st('20124', milano.id, 'Piazza Gae Aulenti');
  await st('20124', milano.id, 'Via Vittor Pisani');
  m.bergamoStreet = await st('24121', bergamo.id, 'Via XX Settembre');
  await st('90121', palermo.id, 'Via Maqueda');
  const svc = (streetId: number, sites: ('supermercato' | 'drive' | 'pharma' | 'pharma-drive' | 'prenotazioni')[]) =>
    db.insert(streetServices).values(
      sites.map((site, i) => ({
        streetId,
        site,
        description: `Servizio ${site}`,
        onboardingHtmlDescription: HTML,
        orderNo: i + 1,
      })),
    );
  await svc(m.dante, ['supermercato', 'drive', 'pharma', 'pharma-drive', 'prenotazioni']);
  await svc(m.aulenti, ['drive']);
  await svc(m.bergamoStreet, ['supermercato']); // the postcode is SERVICE_UNAVAILABLE: must not show
  const milanoPlace = {
    townId: milano.id,
    townName: 'Milano',
    province: 'Milano',
    provinceShortName: 'MI',
    region: 'Lombardia',
  };
  const drive = async (code: string, over: Partial<typeof drives.$inferInsert>) =>
    (
      await db
        .insert(drives)
        .values({ code, site: 'drive', description: '', streetName: '', postCode: '20121', ...milanoPlace, ...over })
        .returning({ id: drives.id })
    )[0].id;
  m.torrePn = await drive('D1', {
    description: 'Mensa aziendale Torre Porta Nuova',
    streetId: m.aulenti,
    streetName: 'Piazza Gae Aulenti',
    postCode: '20124',
    privateCode: 'TORREPN24',
    lockers: true,
  });
  m.bicocca = await drive('D2', { description: 'Clicca e Vai Bicocca', streetName: 'Viale Sarca', postCode: '20126' });
  m.pisani = await drive('D3', {
    description: 'Armadietti Stazione Centrale',
    streetName: 'Via Vittor Pisani',
    postCode: '20124',
    lockers: true,
  });
  m.duomo = await drive('D4', { description: 'Punto Torino', streetName: 'Via Dante', postCode: '20121' });
  await drive('D5', { description: 'Clicca e Vai Via Torino', streetName: 'Via Torino', postCode: '20123' });
  await drive('D6', { description: 'Punto chiuso Torino', streetName: 'Via Torino', postCode: '20123', active: false });
  m.pharmaLodi = await drive('P1', {
    site: 'pharma-drive',
    description: 'Parafarmacia Corso Lodi',
    streetName: 'Corso Lodi',
    postCode: '20139',
  });
  [{ id: m.storeTorino }] = await db
    .insert(pickupStores)
    .values([
      { code: 'S1', description: 'Mercato Milano Torino', streetName: 'Via Torino', postCode: '20123', ...milanoPlace },
      {
        code: 'S2',
        description: 'Mercato Milano Sempione',
        streetName: 'Corso Sempione',
        postCode: '20154',
        ...milanoPlace,
      },
    ])
    .returning({ id: pickupStores.id });
  return m as Map;
}

async function solved(browser: Client): Promise<string> {
  const res = await browser.call('GET', '/onboarding/captcha/challenge');
  const challenge = (await res.json()).data as CaptchaChallenge;
  expect(challenge).toMatchObject({ algorithm: 'SHA-256' });
  return encodeSolution(challenge, solveChallenge(challenge) as number);
}

let nextClient = 1;
/** A browser with an address of its own, so rate limits of one test do not reach another. */
const browserOf = (shop: Shop) => new Client(shop, `198.51.100.${nextClient++}`);

describe.each(testDatabases())('onboarding API on $name', (database) => {
  let shop: Shop;
  let m: Map;
  let anna: TestCustomer;
  let noCard: TestCustomer;

  beforeAll(async () => {
    shop = await database.open();
    m = await buildMap(shop);
    anna = await createCustomer(shop, { email: 'anna@example.it' });
    noCard = await createCustomer(shop, { email: 'senzacarta@example.it' }, null);
  });
  afterAll(async () => {
    await shop?.close();
  });

  describe('postcode check', () => {
    it.each([
      ['20121', 'SUPPORTED', 'Milano'],
      ['24121', 'SERVICE_UNAVAILABLE', 'Bergamo'],
      ['90121', 'NOT_SUPPORTED', 'Palermo'],
    ])('%s → %s', async (postcode, code, townName) => {
      const browser = browserOf(shop);
      const post = await dataOf(
        await browser.call('POST', '/onboarding/postcode/check', { json: { postcode } }),
        PostcodeCheckResult,
      );
      expect(post).toEqual({ code, postcode, townName, province: townName });
      const get = await dataOf(await browser.call('GET', `/onboarding/postcode/${postcode}`), PostcodeCheckResult);
      expect(get).toEqual(post);
    });

    it('answers 404 to an unknown five-digit postcode (the client reads it as "CAP non valido")', async () => {
      const browser = browserOf(shop);
      for (const res of [
        await browser.call('POST', '/onboarding/postcode/check', { json: { postcode: '00000' } }),
        await browser.call('GET', '/onboarding/postcode/00000'),
      ]) {
        expect(res.status).toBe(404);
        expect(await errorOf(res)).toMatchObject({ code: '404', message: 'CAP non valido' });
      }
    });

    it('answers 400 with entity errors to a malformed or missing postcode, and to bad bodies', async () => {
      const browser = browserOf(shop);
      for (const [json, message] of [
        [{ postcode: '2012' }, 'CAP non valido'],
        [{ postcode: '20121a' }, 'CAP non valido'],
        [{ postcode: 20121 }, 'CAP non valido'],
        [{}, 'Inserire CAP per procedere'],
        [{ postcode: '' }, 'Inserire CAP per procedere'],
      ] as const) {
        const res = await browser.call('POST', '/onboarding/postcode/check', { json });
        expect(res.status).toBe(400);
        expect(await errorOf(res)).toMatchObject({
          code: '400',
          type: 'ALERT',
          message,
          entityErrors: [{ field: 'postcode', message }],
        });
      }
      expect((await browser.call('GET', '/onboarding/postcode/abc')).status).toBe(400);
      expect(
        (
          await browser.call('POST', '/onboarding/postcode/check', {
            body: 'postcode=20121',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await browser.call('POST', '/onboarding/postcode/check', {
            body: '{',
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(400);
      expect((await browser.call('POST', '/onboarding/postcode/check', { json: null })).status).toBe(400);
    });
  });

  describe('streets', () => {
    it('suggests every street of the postcode, sorted by name; none for a NOT_SUPPORTED postcode', async () => {
      const browser = browserOf(shop);
      const list = await dataOf(
        await browser.call('POST', '/onboarding/street/suggestions', { json: { postcode: '20121' } }),
        z.array(StreetSuggestion),
      );
      expect(list.map((s) => s.value)).toEqual([
        'Corso Magenta',
        'Piazza della Libertà',
        'Via Dante',
        'Via Santa Maria Fulcorina',
      ]);
      expect(
        await dataOf(
          await browser.call('POST', '/onboarding/street/suggestions', { json: { postcode: '24121' } }),
          z.array(StreetSuggestion),
        ),
      ).toHaveLength(1);
      expect(
        await dataOf(
          await browser.call('POST', '/onboarding/street/suggestions', { json: { postcode: '90121' } }),
          z.array(StreetSuggestion),
        ),
      ).toEqual([]);
      expect(
        (await browser.call('POST', '/onboarding/street/suggestions', { json: { postcode: '00000' } })).status,
      ).toBe(404);
    });

    it('searches streets holding every word, case- and accent-insensitive, from 3 characters', async () => {
      const browser = browserOf(shop);
      const search = async (streetName: string) =>
        (
          await dataOf(
            await browser.call('POST', '/onboarding/street/search', { json: { postcode: '20121', streetName } }),
            z.array(StreetSuggestion),
          )
        ).map((s) => s.value);
      expect(await search('VIA')).toEqual(['Via Dante', 'Via Santa Maria Fulcorina']);
      expect(await search('maria via')).toEqual(['Via Santa Maria Fulcorina']);
      expect(await search('via  dan')).toEqual(['Via Dante']);
      expect(await search('liberta')).toEqual(['Piazza della Libertà']);
      expect(await search('via magenta')).toEqual([]);
      expect(await search('vi')).toEqual([]);
      const tooLong = await browser.call('POST', '/onboarding/street/search', {
        json: { postcode: '20121', streetName: 'x'.repeat(201) },
      });
      expect(tooLong.status).toBe(400);
      expect((await errorOf(tooLong)).entityErrors?.[0]).toMatchObject({
        field: 'streetName',
        message: 'Via non presente',
      });
    });

    it('GET street/{id} answers the street; 404 when unknown, 400 when not an id', async () => {
      const browser = browserOf(shop);
      const res = await browser.call('GET', `/onboarding/street/${m.dante}`);
      expect((await res.json()).data).toEqual({
        id: m.dante,
        value: 'Via Dante',
        postcode: '20121',
        townName: 'Milano',
      });
      expect((await browser.call('GET', '/onboarding/street/999999')).status).toBe(404);
      expect((await browser.call('GET', '/onboarding/street/1.5')).status).toBe(400);
      expect((await browser.call('GET', '/onboarding/street/99999999999')).status).toBe(400);
    });
  });

  describe('services', () => {
    const available = (browser: Client, postcode: string, streetId: unknown) =>
      browser.call('POST', '/onboarding/services/available', { json: { postcode, streetId } });

    it('lists the services of a street in order; empty when none or when the postcode is SERVICE_UNAVAILABLE', async () => {
      const browser = browserOf(shop);
      const list = await dataOf(await available(browser, '20121', m.dante), z.array(AvailableService));
      expect(list.map((s) => s.site)).toEqual(['supermercato', 'drive', 'pharma', 'pharma-drive', 'prenotazioni']);
      expect(list[0]).toEqual({
        site: 'supermercato',
        description: 'Servizio supermercato',
        onboardingHtmlDescription: HTML,
      });
      expect(await dataOf(await available(browser, '20121', m.magenta), z.array(AvailableService))).toEqual([]);
      expect(await dataOf(await available(browser, '24121', m.bergamoStreet), z.array(AvailableService))).toEqual([]);
    });

    it('refuses a street of another postcode (400), an unknown street (404) and a non-id (400)', async () => {
      const browser = browserOf(shop);
      const other = await available(browser, '20124', m.dante);
      expect(other.status).toBe(400);
      expect((await errorOf(other)).entityErrors).toEqual([
        { field: 'streetId', message: 'Indirizzo non trovato o non coperto dal servizio' },
      ]);
      expect((await available(browser, '20121', 999999)).status).toBe(404);
      for (const bad of [1.5, -1, '12', null, 2 ** 40]) {
        const res = await available(browser, '20121', bad);
        expect(res.status).toBe(400);
        expect((await errorOf(res)).entityErrors?.[0]).toMatchObject({
          field: 'streetId',
          message: 'Selezionare un indirizzo per procedere',
        });
      }
    });

    it('GET services answers the five services; GET services/available is empty for a free visitor', async () => {
      const browser = browserOf(shop);
      const all = await dataOf(await browser.call('GET', '/onboarding/services'), z.array(AvailableService));
      expect(all.map((s) => s.site)).toEqual(['supermercato', 'drive', 'pharma', 'pharma-drive', 'prenotazioni']);
      expect(all.map((s) => s.description)).toContain('Prenota e Ritira');
      expect(
        await dataOf(await browser.call('GET', '/onboarding/services/available'), z.array(AvailableService)),
      ).toEqual([]);
    });
  });

  describe('activation request (notify-me)', () => {
    it('stores an identical request once within 24 hours and answers success each time', async () => {
      const browser = browserOf(shop);
      const json = {
        postcode: '20121',
        streetId: m.magenta,
        email: 'Giulia@Example.it',
        site: 'supermercato',
        name: 'Giulia',
        privacyAgreement: true,
      };
      for (let i = 0; i < 2; i++) {
        const res = await browser.call('POST', '/onboarding/activation', { json });
        expect(res.status).toBe(200);
        expect((await res.json()).data).toEqual({ message: 'Richiesta attivazione registrata' });
      }
      await Promise.all(
        [1, 2, 3].map(() => browser.call('POST', '/onboarding/activation', { json: { ...json, site: 'drive' } })),
      );
      const rows = await shop.db
        .select()
        .from(activationRequests)
        .where(eq(activationRequests.email, 'giulia@example.it'));
      expect(rows.map((r) => r.site).sort()).toEqual(['drive', 'supermercato']);
      expect(rows.find((r) => r.site === 'supermercato')).toMatchObject({
        name: 'Giulia',
        privacyAgreement: true,
        streetId: m.magenta,
      });
    });

    it('refuses an invalid email with the Italian message, and a street of another postcode', async () => {
      const browser = browserOf(shop);
      for (const email of ['non-una-mail', '', `${'a'.repeat(120)}@example.it`]) {
        const res = await browser.call('POST', '/onboarding/activation', {
          json: { postcode: '20121', streetId: null, email, site: 'drive' },
        });
        expect(res.status).toBe(400);
        expect(await errorOf(res)).toMatchObject({
          message: 'La mail inserita non è valida',
          entityErrors: [{ field: 'email', message: 'La mail inserita non è valida' }],
        });
      }
      const res = await browser.call('POST', '/onboarding/activation', {
        json: { postcode: '20124', streetId: m.dante, email: 'a@b.it', site: 'drive' },
      });
      expect(res.status).toBe(400);
    });
  });

  describe('pickup points', () => {
    const points = async (browser: Client, path: string) =>
      dataOf(await browser.call('GET', path), z.array(PickupPoint));

    it('ranks a search by field: description before street name; inactive points are hidden', async () => {
      const browser = browserOf(shop);
      const list = await points(browser, '/onboarding/drives/torino');
      // Both match by description: same rank, then by name.
      expect(list.map((p) => p.description)).toEqual(['Clicca e Vai Via Torino', 'Punto Torino']);
      expect((await points(browser, '/onboarding/drives/pisani')).map((p) => p.description)).toEqual([
        'Armadietti Stazione Centrale',
      ]);
      const byDescriptionFirst = await points(browser, '/onboarding/drives/dante');
      expect(byDescriptionFirst.map((p) => p.description)).toEqual(['Punto Torino']);
      const mixed = await points(browser, '/onboarding/drives/punto');
      expect(mixed.map((p) => p.description)).toEqual(['Punto Torino']);
      // Every word must match: 'torino' (description) and 'dante' (street name).
      expect((await points(browser, '/onboarding/drives/torino%20dante')).map((p) => p.description)).toEqual([
        'Punto Torino',
      ]);
      // A postcode fragment matches the postcode field.
      expect((await points(browser, '/onboarding/drives/2012')).map((p) => p.description)).toEqual([
        'Armadietti Stazione Centrale',
        'Clicca e Vai Bicocca',
        'Clicca e Vai Via Torino',
        'Punto Torino',
      ]);
      expect((await points(browser, '/onboarding/drives/centrale%202012')).map((p) => p.description)).toEqual([
        'Armadietti Stazione Centrale',
      ]);
    });

    it('ranks description matches before street-name matches', async () => {
      const browser = browserOf(shop);
      const list = await points(browser, '/onboarding/drives/via');
      // Description 'Clicca e Vai Via Torino' (rank 1) before street-name-only matches (rank 5), sorted by name.
      expect(list.map((p) => p.description)).toEqual([
        'Clicca e Vai Via Torino',
        'Armadietti Stazione Centrale',
        'Clicca e Vai Bicocca',
        'Punto Torino',
      ]);
    });

    it('lists a private point only for its exact code, and never sends the code', async () => {
      const browser = browserOf(shop);
      expect((await points(browser, '/onboarding/drives/mensa')).map((p) => p.id)).toEqual([]);
      expect((await points(browser, '/onboarding/drives/TORREPN')).map((p) => p.id)).toEqual([]);
      expect((await points(browser, '/onboarding/drives/aulenti')).map((p) => p.id)).toEqual([]);
      const res = await browser.call('GET', '/onboarding/drives/TORREPN24');
      const text = await res.text();
      expect(text).not.toContain('TORREPN24');
      const [point] = JSON.parse(text).data as PickupPoint[];
      expect(point).toMatchObject({ id: m.torrePn, privateCode: true, lockers: true, site: 'drive' });
      expect((await points(browser, '/onboarding/drives/torrepn24%20milano')).map((p) => p.id)).toEqual([m.torrePn]);
      expect((await points(browser, '/onboarding/drives/torrepn24%20roma')).map((p) => p.id)).toEqual([]);
      // The code is ranked first among the fields.
      const publicOnes = await points(browser, '/onboarding/drives/milano');
      expect(publicOnes.every((p) => p.privateCode === false)).toBe(true);
      expect(publicOnes.map((p) => p.id)).not.toContain(m.torrePn);
    });

    it('a postcode gives the public points of its town, that postcode first', async () => {
      const browser = browserOf(shop);
      const list = await points(browser, '/onboarding/drives/20124');
      expect(list[0].id).toBe(m.pisani);
      expect(list.map((p) => p.id)).not.toContain(m.torrePn);
      expect(list.map((p) => p.id)).toContain(m.bicocca);
      expect((await points(browser, '/onboarding/drives/pharma/20121')).map((p) => p.id)).toEqual([m.pharmaLodi]);
      expect((await points(browser, '/onboarding/drives/pharma/lodi'))[0]).toMatchObject({ site: 'pharma-drive' });
    });

    it('searches Prenota e Ritira stores; lists all stores and public drives', async () => {
      const browser = browserOf(shop);
      const stores = await points(browser, '/onboarding/prenotazioni/torino');
      expect(stores).toHaveLength(1);
      expect(stores[0]).toMatchObject({ id: m.storeTorino, site: 'prenotazioni', privateCode: null });
      expect(await points(browser, '/onboarding/prenotazioni/firenze')).toEqual([]);
      expect(await points(browser, '/prenotazioni')).toHaveLength(2);
      const welcome = await points(browser, '/welcome/drives');
      expect(welcome.map((p) => p.id)).not.toContain(m.torrePn);
      expect(welcome).toHaveLength(5);
    });

    it('refuses searches under 3 characters', async () => {
      const browser = browserOf(shop);
      for (const x of ['mi', '%20%20a%20', '12']) {
        const res = await browser.call('GET', `/onboarding/drives/${x}`);
        expect(res.status).toBe(400);
        expect((await errorOf(res)).message).toBe('Inserire almeno 3 caratteri per la ricerca');
      }
    });
  });

  describe('power guest', () => {
    const enter = (browser: Client, json: Record<string, unknown>) =>
      browser.call('POST', '/onboarding/guest', { json });
    const enter2 = (browser: Client, json: Record<string, unknown>) =>
      browser.call('POST', '/onboarding/guest', { json, headers: { origin: 'http://partner.example' } });

    it('hands a guest from a partner page over to the shop once, through a sealed link that rotates the session', async () => {
      const partner = browserOf(shop);
      const res = await enter2(partner, {
        postcode: '20121',
        streetId: m.dante,
        site: 'supermercato',
        captchaToken: await solved(partner),
      });
      expect(res.status).toBe(200);
      const { redirectUrl } = (await res.json()).data as { redirectUrl: string };
      expect(redirectUrl).toMatch(/^\/commerce\/resources\/onboarding\/guest\/handoff\?t=/);
      const sealed = partner.cookies.get('MERCATO_SESSION') as string;
      expect(redirectUrl).not.toContain(sealed);
      // The shopper's browser, which never kept the partner call's cookies, opens the link.
      const shopper = browserOf(shop);
      const path = redirectUrl.replace('/commerce/resources', '');
      const handoff = await shopper.call('GET', path);
      expect(handoff.status).toBe(303);
      expect(handoff.headers.get('location')).toBe('/supermercato/home');
      const session = shopper.cookies.get('MERCATO_SESSION') as string;
      expect(session).toBeTruthy();
      expect(session).not.toBe(sealed);
      expect(shopper.cookies.get('MERCATO_ADDRESS_VERIFIED')).toBe('0');
      expect(await shop.services.sessions.get(session)).toMatchObject({
        kind: 'powerGuest',
        streetId: m.dante,
        site: 'supermercato',
      });
      expect(await shop.services.sessions.get(sealed)).toBeNull();
      // Used once: the same link now fails; a forged one too.
      expect((await browserOf(shop).call('GET', path)).status).toBe(404);
      expect((await browserOf(shop).call('GET', '/onboarding/guest/handoff?t=abc')).status).toBe(404);
    });

    it('turns the visit into a power-guest session: new session id, cookie MERCATO_ADDRESS_VERIFIED=0, redirectUrl', async () => {
      const browser = browserOf(shop);
      const freeVisit = await shop.services.sessions.create({ kind: 'freeVisit' });
      browser.cookies.set('MERCATO_SESSION', freeVisit.id);
      const res = await enter(browser, {
        postcode: '20121',
        streetId: m.dante,
        site: 'supermercato',
        captchaToken: await solved(browser),
      });
      expect(res.status).toBe(200);
      expect((await res.json()).data).toEqual({ redirectUrl: '/supermercato/home' });
      const cookies = res.headers.getSetCookie();
      const verified = cookies.find((c) => c.startsWith('MERCATO_ADDRESS_VERIFIED='));
      expect(verified).toMatch(/^MERCATO_ADDRESS_VERIFIED=0;/);
      expect(verified).not.toMatch(/HttpOnly/);
      expect(cookies.find((c) => c.startsWith('MERCATO_SESSION='))).toMatch(/HttpOnly/);
      const id = browser.cookies.get('MERCATO_SESSION');
      expect(id).not.toBe(freeVisit.id);
      expect(await shop.services.sessions.get(freeVisit.id)).toBeNull();
      expect(await shop.services.sessions.get(id)).toMatchObject({
        kind: 'powerGuest',
        streetId: m.dante,
        site: 'supermercato',
      });
      // The session's verified street now answers GET services/available.
      const services = await dataOf(
        await browser.call('GET', '/onboarding/services/available'),
        z.array(AvailableService),
      );
      expect(services.map((s) => s.site)).toContain('supermercato');
    });

    it('refuses a wrong solution, a replayed one and an expired one', async () => {
      const browser = browserOf(shop);
      const base = { postcode: '20121', streetId: m.dante, site: 'pharma' };
      const res1 = await browser.call('GET', '/onboarding/captcha/challenge');
      const challenge = (await res1.json()).data as CaptchaChallenge;
      const n = solveChallenge(challenge) as number;
      const wrong = await enter(browser, { ...base, captchaToken: encodeSolution(challenge, n + 1) });
      expect(wrong.status).toBe(400);
      expect(await errorOf(wrong)).toMatchObject({
        entityErrors: [{ field: 'captchaToken', message: 'Verifica di sicurezza non superata: riprova' }],
      });
      expect(wrong.headers.getSetCookie()).toEqual([]);
      const token = encodeSolution(challenge, n);
      const ok = await enter(browser, { ...base, captchaToken: token });
      expect(ok.status).toBe(200);
      expect((await ok.json()).data).toEqual({ redirectUrl: '/pharma/home' });
      const replay = await enter(new Client(shop, '198.51.100.250'), { ...base, captchaToken: token });
      expect(replay.status).toBe(400);
      expect((await errorOf(replay)).message).toBe('Verifica di sicurezza già utilizzata: riprova');
      const old = createChallenge(shop.config.sessionSecret, {
        maxNumber: 10,
        ttlMs: 60_000,
        now: new Date(Date.now() - 3600_000),
      });
      const expired = await enter(browser, {
        ...base,
        captchaToken: encodeSolution(old, solveChallenge(old) as number),
      });
      expect(expired.status).toBe(400);
      expect((await errorOf(expired)).message).toBe('Verifica di sicurezza scaduta: riprova');
      const forged = createChallenge('un-segreto-che-il-server-non-conosce', { maxNumber: 10, ttlMs: 60_000 });
      expect(
        (await enter(browser, { ...base, captchaToken: encodeSolution(forged, solveChallenge(forged) as number) }))
          .status,
      ).toBe(400);
      expect((await enter(browser, { ...base })).status).toBe(400);
    });

    it("checks the street offers the site, the drive matches the site, and a private drive's code", async () => {
      const browser = browserOf(shop);
      const noService = await enter(browser, {
        postcode: '20121',
        streetId: m.magenta,
        site: 'supermercato',
        captchaToken: await solved(browser),
      });
      expect(noService.status).toBe(400);
      expect((await errorOf(noService)).message).toBe('Indirizzo non trovato o non coperto dal servizio');
      const noDrive = await enter(browser, {
        postcode: '20124',
        streetId: m.aulenti,
        site: 'drive',
        captchaToken: await solved(browser),
      });
      expect((await errorOf(noDrive)).entityErrors?.[0].field).toBe('driveId');
      const pharmaDrive = await enter(browser, {
        postcode: '20124',
        streetId: m.aulenti,
        site: 'drive',
        driveId: m.pharmaLodi,
        captchaToken: await solved(browser),
      });
      expect(pharmaDrive.status).toBe(404);
      const wrongCode = await enter(browser, {
        postcode: '20124',
        streetId: m.aulenti,
        site: 'drive',
        driveId: m.torrePn,
        privateCode: 'TORRE',
        captchaToken: await solved(browser),
      });
      expect(wrongCode.status).toBe(400);
      expect(await errorOf(wrongCode)).toMatchObject({
        message: 'Codice non valido',
        entityErrors: [{ field: 'privateCode', message: 'Codice non valido' }],
      });
      const ok = await enter(browser, {
        postcode: '20124',
        streetId: m.aulenti,
        site: 'drive',
        driveId: m.torrePn,
        privateCode: 'TORREPN24',
        captchaToken: await solved(browser),
      });
      expect(ok.status).toBe(200);
      expect((await ok.json()).data).toEqual({ redirectUrl: '/drive/home' });
      const [row] = await shop.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, browser.cookies.get('MERCATO_SESSION') as string));
      expect(row).toMatchObject({
        kind: 'powerGuest',
        site: 'drive',
        streetId: m.aulenti,
        driveId: m.torrePn,
        pickupStoreId: null,
      });
      const store = await enter(browser, {
        postcode: '20121',
        streetId: m.dante,
        site: 'prenotazioni',
        negozioFisicoId: m.storeTorino,
        captchaToken: await solved(browser),
      });
      expect((await store.json()).data).toEqual({ redirectUrl: '/prenotazioni/home' });
    });

    it('refuses a logged customer (409)', async () => {
      const browser = browserOf(shop);
      await browser.login(anna.email, TEST_PASSWORD);
      const res = await enter(browser, {
        postcode: '20121',
        streetId: m.dante,
        site: 'supermercato',
        captchaToken: await solved(browser),
      });
      expect(res.status).toBe(409);
    });
  });

  it('limits look-ups per client address: 429 with Retry-After and an Italian message', async () => {
    const browser = browserOf(shop);
    const limit = shop.config.onboarding.lookupsPerClient;
    for (let i = 0; i < limit; i++) {
      const res = await browser.call('GET', '/onboarding/postcode/20121');
      expect(res.status).toBe(200);
    }
    const res = await browser.call('POST', '/onboarding/street/suggestions', { json: { postcode: '20121' } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const error = await errorOf(res);
    expect(error.message).toMatch(/^Troppe richieste di verifica dell'indirizzo\. Riprova tra \d+ secondi\.$/);
    expect(error.retryAfter).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await browserOf(shop).call('GET', '/onboarding/postcode/20121')).status).toBe(200);
  });

  describe('logged customer addresses', () => {
    it('needs a logged session and the XSRF header', async () => {
      const browser = browserOf(shop);
      expect((await browser.call('GET', '/auth/addresses/drive')).status).toBe(401);
      await browser.login(anna.email, TEST_PASSWORD);
      expect((await browser.call('POST', '/auth/addresses', { json: {} })).status).toBe(403);
    });

    it('answers validation errors of a new address in the spec words, per field', async () => {
      const browser = browserOf(shop);
      await browser.login(anna.email, TEST_PASSWORD);
      const body = {
        postcode: '20124',
        streetId: m.aulenti,
        site: 'drive',
        driveId: m.torrePn,
        privateCode: 'TORREPN24',
      };
      const long = await browser.call('POST', '/auth/addresses', {
        json: { ...body, houseNumber: '1234567' },
        xsrf: true,
      });
      expect(await errorOf(long)).toMatchObject({
        message: "Il campo 'Numero civico' può contenere al massimo 6 caratteri",
        entityErrors: [
          { field: 'houseNumber', message: "Il campo 'Numero civico' può contenere al massimo 6 caratteri" },
        ],
      });
      const { postcode: _, ...noPostcode } = body;
      const missing = await browser.call('POST', '/auth/addresses', { json: noPostcode, xsrf: true });
      expect((await errorOf(missing)).entityErrors).toEqual([
        { field: 'postcode', message: 'Inserire CAP per procedere' },
      ]);
      const blank = await browser.call('POST', '/auth/addresses', { json: { ...body, identifier: '  ' }, xsrf: true });
      expect((await errorOf(blank)).entityErrors).toEqual([
        { field: 'identifier', message: "Il campo 'Identificativo' è obbligatorio" },
      ]);
      const current = await browser.call('PUT', '/auth/addresses/current', {
        json: { addressId: 1, copyCart: 'si' },
        xsrf: true,
      });
      expect((await errorOf(current)).entityErrors).toEqual([
        { field: 'copyCart', message: 'Copia carrello non valido' },
      ]);
    });

    it('creates a private pickup address with the spec message, lists it, and refuses a wrong code', async () => {
      const browser = browserOf(shop);
      await browser.login(anna.email, TEST_PASSWORD);
      const body = { postcode: '20124', streetId: m.aulenti, site: 'drive', driveId: m.torrePn };
      const wrong = await browser.call('POST', '/auth/addresses', { json: { ...body, privateCode: 'NO' }, xsrf: true });
      expect((await errorOf(wrong)).message).toBe('Codice non valido');
      const res = await browser.call('POST', '/auth/addresses', {
        json: { ...body, privateCode: 'TORREPN24' },
        xsrf: true,
      });
      expect(res.status).toBe(200);
      const data = (await res.json()).data;
      expect(data.message).toBe(
        "Indirizzo creato, non sarà necessario inserire il codice la prossima volta. L'Area di ritiro ha accesso limitato: assicurati di avere i permessi necessari prima di accedervi",
      );
      expect(data.address).toMatchObject({
        driveId: m.torrePn,
        drive: true,
        privateCode: true,
        lockers: true,
        description: 'Mensa aziendale Torre Porta Nuova',
      });
      const again = await browser.call('POST', '/auth/addresses', {
        json: { ...body, privateCode: 'TORREPN24' },
        xsrf: true,
      });
      expect((await again.json()).data.address.deliveryAddressId).toBe(data.address.deliveryAddressId);
      const list = await browser.call('GET', '/auth/addresses/drive');
      const addresses = (await list.json()).data;
      expect(addresses).toHaveLength(1);
      expect(JSON.stringify(addresses)).not.toContain('TORREPN24');
      expect((await (await browser.call('GET', '/auth/addresses/prenotazioni')).json()).data).toEqual([]);
      expect((await browser.call('GET', '/auth/addresses/nessuno')).status).toBe(400);
    });

    it('answers 409 with the Fìdaty message to a customer without a card choosing drive or prenotazioni', async () => {
      const browser = browserOf(shop);
      await browser.login(noCard.email, TEST_PASSWORD);
      const res = await browser.call('POST', '/auth/addresses', {
        json: { postcode: '20121', streetId: m.dante, site: 'prenotazioni', negozioFisicoId: m.storeTorino },
        xsrf: true,
      });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe(
        'Gentile Cliente, per usufruire del servizio Prenota e Ritira è necessario essere in possesso della Carta Fìdaty. Vuoi registrarti?',
      );
      const home = await browser.call('POST', '/auth/addresses', {
        json: { postcode: '20121', streetId: m.dante, site: 'supermercato', houseNumber: '7' },
        xsrf: true,
      });
      expect(home.status).toBe(200);
      expect((await home.json()).data).toMatchObject({
        message: 'Indirizzo creato',
        address: { drive: false, street: { name: 'Via Dante' }, houseNumber: '7', town: 'Milano' },
      });
    });

    it("'Vuoi registrarti?': a customer without a card gets one digital card, once, and can then choose Prenota e Ritira", async () => {
      const browser = browserOf(shop);
      expect((await browser.call('POST', '/auth/fidaty/card', { xsrf: true })).status).toBe(401);
      const anna = await createCustomer(shop, {}, null);
      await browser.login(anna.email, TEST_PASSWORD);
      expect((await browser.call('POST', '/auth/fidaty/card')).status).toBe(403);
      // A double click: both answer with the same card, only one is stored.
      const [a, b] = await Promise.all([1, 2].map(() => browser.call('POST', '/auth/fidaty/card', { xsrf: true })));
      const answers = [await a.json(), await b.json()];
      const barcode = answers[0].data.card.barcode;
      expect(barcode).toMatch(/^2960\d{9}$/);
      expect(answers.map((x) => x.data.card)).toEqual([
        { barcode, type: 'VERDE', saldo: 0, selected: true, technical: false },
        { barcode, type: 'VERDE', saldo: 0, selected: true, technical: false },
      ]);
      expect(answers.filter((x) => x.data.created)).toHaveLength(1);
      expect(answers.map((x) => x.data.message).sort()).toEqual([
        `Carta Fìdaty digitale attivata: n. ${barcode}. Ora puoi scegliere Clicca e Vai e Prenota e Ritira.`,
        'Hai già una Carta Fìdaty: puoi scegliere Clicca e Vai e Prenota e Ritira.',
      ]);
      expect((await (await browser.call('GET', '/nav/supermercato')).json()).data.fidatyCards).toEqual([
        answers[0].data.card,
      ]);
      const store = await browser.call('POST', '/auth/addresses', {
        json: { postcode: '20121', streetId: m.dante, site: 'prenotazioni', negozioFisicoId: m.storeTorino },
        xsrf: true,
      });
      expect(store.status).toBe(200);
    });

    it('gives a customer who has a card that card back instead of a new one', async () => {
      const browser = browserOf(shop);
      const owner = await createCustomer(shop, {});
      await browser.login(owner.email, TEST_PASSWORD);
      const before = (await (await browser.call('GET', '/nav/supermercato')).json()).data.fidatyCards;
      expect(before).toHaveLength(1);
      const res = await browser.call('POST', '/auth/fidaty/card', { xsrf: true });
      expect(res.status).toBe(200);
      expect((await res.json()).data).toMatchObject({ card: before[0], created: false });
    });

    it('changes the current address, copying the trolley when asked', async () => {
      const browser = browserOf(shop);
      const luca = await createCustomer(shop, {});
      await browser.login(luca.email, TEST_PASSWORD);
      const home = (
        await (
          await browser.call('POST', '/auth/addresses', {
            json: { postcode: '20121', streetId: m.dante, site: 'supermercato' },
            xsrf: true,
          })
        ).json()
      ).data.address;
      const store = (
        await (
          await browser.call('POST', '/auth/addresses', {
            json: { postcode: '20121', streetId: m.dante, site: 'prenotazioni', negozioFisicoId: m.storeTorino },
            xsrf: true,
          })
        ).json()
      ).data.address;
      const put = (json: unknown) => browser.call('PUT', '/auth/addresses/current', { json, xsrf: true });
      const first = await put({ addressId: home.deliveryAddressId, copyCart: false });
      expect((await first.json()).data).toEqual({
        redirectUrl: '/supermercato/home',
        message: 'Indirizzo modificato per la spesa corrente',
      });
      const canCopy = async (id: number) =>
        (await (await browser.call('GET', `/auth/addresses/${id}/can-copy-trolley`)).json()).data;
      expect(await canCopy(store.deliveryAddressId)).toEqual({ canCopy: false });
      // A trolley with one item for the current (home delivery) address.
      const [cat] = await shop.db
        .insert(categories)
        .values({ name: 'Pasta', slug: 'pasta', level: 1, catalogue: 'grocery' })
        .returning({ id: categories.id });
      const [product] = await shop.db
        .insert(products)
        .values({
          code: '100001',
          description: 'Spaghetti',
          brand: 'Prova',
          label: '500 g',
          categoryId: cat.id,
          catalogue: 'grocery',
          priceCents: 99,
          unitPriceCents: 198,
          unitOfMeasure: 'kg',
          netQuantity: 500,
          vatPercent: 4,
          imagePath: '/img/p.jpg',
          createdAt: new Date(),
        } as typeof products.$inferInsert)
        .returning({ id: products.id });
      const [trolley] = await shop.db
        .insert(trolleys)
        .values({ customerId: luca.id, navigation: 'supermercato' })
        .returning({ id: trolleys.id });
      await shop.db.insert(trolleyItems).values({ trolleyId: trolley.id, productId: product.id, quantity: 3 });
      expect(await canCopy(store.deliveryAddressId)).toEqual({ canCopy: true });
      expect(await canCopy(home.deliveryAddressId)).toEqual({ canCopy: false });
      const moved = await put({ addressId: store.deliveryAddressId, copyCart: true });
      expect((await moved.json()).data.redirectUrl).toBe('/prenotazioni/home');
      const copied = await shop.db
        .select({ q: trolleyItems.quantity })
        .from(trolleyItems)
        .innerJoin(trolleys, eq(trolleys.id, trolleyItems.trolleyId))
        .where(eq(trolleys.navigation, 'prenotazioni'));
      expect(copied).toEqual([{ q: 3 }]);
      const list = (await (await browser.call('GET', '/auth/addresses/prenotazioni')).json()).data;
      expect(list[0]).toMatchObject({ deliveryAddressId: store.deliveryAddressId, currentAddress: true });
      expect((await browser.call('GET', '/auth/addresses/999999/can-copy-trolley')).status).toBe(404);
      expect((await put({ addressId: 999999, copyCart: false })).status).toBe(404);
      expect((await put({ addressId: home.deliveryAddressId })).status).toBe(400);
    });
  });
});
