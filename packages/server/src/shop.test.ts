// The shop as the site uses it: opened, migrated and filled with the demo data, then the documented
// demo accounts log in through the services (the way Astro pages call them).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { RuleAgreementInput } from './services/customers/index.ts';
import type { PageStampRow } from './services/list-cache.ts';
import type { Shop } from './shop.ts';
import { testDatabases } from './test/databases.ts';
import { parseInput } from './validation.ts';

describe.each(testDatabases())('shop with demo data on $name', (database) => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await database.open({ seed: true });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('logs the demo customers in with Mercato2026!', async () => {
    for (const [email, gender, card] of [
      ['mario.rossi@example.it', 'M', 'ORO'],
      ['giulia.bianchi@example.it', 'F', 'PLUS'],
      ['luca.verdi@example.it', 'M', 'VERDE'],
    ] as const) {
      const { customer, sessionId, xsrfToken } = await shop.services.auth.login({
        username: email,
        password: 'Mercato2026!',
        clientKey: '127.0.0.1',
      });
      expect(customer).toMatchObject({ email, gender });
      expect(xsrfToken).toMatch(/^[\w-]{43}$/);
      const session = await shop.services.sessions.get(sessionId);
      expect(session).toMatchObject({ kind: 'logged', customerId: customer.id, xsrfToken });
      const page = await shop.services.nav.pageConfiguration({ nav: 'supermercato', session });
      expect(page.customer?.forename).toBe(customer.forename);
      expect(page.fidatyCards.map((c) => c.type)).toEqual([card]);
      expect(page.agreementEcommerceRule).toBe(email !== 'luca.verdi@example.it');
      await shop.services.auth.logout(sessionId);
      expect(await shop.services.sessions.get(sessionId)).toBeNull();
    }
    const staff = await shop.services.auth.login({
      username: 'staff@example.it',
      password: 'Mercato2026!',
      clientKey: '127.0.0.1',
    });
    expect(staff.customer.role).toBe('staff');
  });

  it('throws HttpError 401 for a wrong password', async () => {
    const err = await shop.services.auth
      .login({ username: 'mario.rossi@example.it', password: 'no', clientKey: '127.0.0.2' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(401);
    expect((err as HttpError).body.message).toBe('Email o password non corretti');
  });

  it('builds every navigation with menus, store and footer from the demo data', async () => {
    for (const nav of ['supermercato', 'drive', 'pharma', 'pharma-drive', 'pharmadrive', 'prenotazioni']) {
      const page = await shop.services.nav.pageConfiguration({ nav, session: null });
      expect(page.freeVisit).toBe(true);
      expect(page.menus.topMenuItems.length).toBeGreaterThan(0);
      expect(page.menus.navBarMenuItems.length).toBeGreaterThan(0);
      expect(page.store.path).toMatch(/^\/[a-z-]+$/);
      expect(page.footer.linkGroups.length).toBeGreaterThan(0);
      expect(page.footer.socialLinks.length).toBeGreaterThan(0);
      expect(page.footer.appStoreLinks.length).toBeGreaterThan(0);
      expect(page.footer.companyVat).toBe('P.IVA 01234567890');
    }
    const page = await shop.services.nav.pageConfiguration({ nav: 'supermercato', session: null });
    expect(page.store).toMatchObject({ path: '/supermercato', name: 'Supermercato' });
  });

  it('filters menus by publish date', async () => {
    const now = await shop.services.nav.pageConfiguration({ nav: 'supermercato', session: null });
    const later = await shop.services.nav.pageConfiguration({
      nav: 'supermercato',
      session: null,
      publishDate: new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10),
    });
    const labels = (p: typeof now) => p.menus.topMenuItems.map((m) => m.label);
    expect(labels(later).length).toBeGreaterThanOrEqual(labels(now).length);
    // An unreadable publish date (a stale cookie) means now, never an error.
    const bad = await shop.services.nav.pageConfiguration({ nav: 'supermercato', session: null, publishDate: 'xyz' });
    expect(labels(bad)).toEqual(labels(now));
  });

  it('accepts the rule agreement through the service', async () => {
    const { customer } = await shop.services.auth.login({
      username: 'luca.verdi@example.it',
      password: 'Mercato2026!',
      clientKey: '127.0.0.3',
    });
    // What the route checks before the service (body(RuleAgreementInput)): both acceptances.
    expect(() => parseInput(RuleAgreementInput, { saleConditionsAccepted: true, privacyAccepted: false })).toThrow(
      HttpError,
    );
    await shop.services.customers.acceptRuleAgreement(customer.id, {
      saleConditionsAccepted: true,
      privacyAccepted: true,
    });
    expect((await shop.services.customers.profile(customer.id)).agreementEcommerceRule).toBe(true);
  });

  it('lists and marks read the pending messages', async () => {
    const { customer } = await shop.services.auth.login({
      username: 'giulia.bianchi@example.it',
      password: 'Mercato2026!',
      clientKey: '127.0.0.4',
    });
    const pending = await shop.services.messages.pending(customer.id);
    for (const m of pending) await shop.services.messages.markRead(customer.id, m.messageId);
    expect(await shop.services.messages.pending(customer.id)).toEqual([]);
  });

  it("shows a change to the customer's own data on the next page, from whatever wrote it", async () => {
    const { customer, sessionId } = await shop.services.auth.login({
      username: 'giulia.bianchi@example.it',
      password: 'Mercato2026!',
      clientKey: '127.0.0.5',
    });
    // Each page reads the session again, as the site's middleware does.
    const page = async () =>
      shop.services.nav.pageConfiguration({
        nav: 'supermercato',
        session: await shop.services.sessions.get(sessionId),
      });
    const before = await page();
    expect((await page()).messages).toEqual(before.messages);
    // Written straight in SQL (another process, a console): no call of the shop's services to drop anything.
    await shop.db.execute(sql`
      insert into messages (customer_id, type, title, text)
      values (${customer.id}, 'INFO', 'Avviso di prova', 'Il negozio chiude alle 20.')`);
    const afterMessage = await page();
    expect(afterMessage.messages.map((m) => m.messageTitle)).toEqual([
      ...before.messages.map((m) => m.messageTitle),
      'Avviso di prova',
    ]);
    await shop.db.execute(sql`update customers set forename = 'Giuliana' where id = ${customer.id}`);
    expect((await page()).customer?.forename).toBe('Giuliana');
    await shop.db.execute(sql`delete from fidaty_cards where customer_id = ${customer.id}`);
    expect((await page()).fidatyCards).toEqual([]);
    await shop.db.execute(sql`update delivery_addresses set town = 'Monza' where customer_id = ${customer.id}`);
    expect((await page()).currentDeliveryAddress?.townName).toBe('Monza');
  });

  it('reads a session and the page stamp in one statement, as get() and stamp() read each', async () => {
    const { sessionId } = await shop.services.auth.login({
      username: 'mario.rossi@example.it',
      password: 'Mercato2026!',
      clientKey: '127.0.0.6',
    });
    const { pageCache, sessions } = shop.services;
    const both = await sessions.getAlongside<PageStampRow>(sessionId, pageCache.stampSelect());
    expect(both.session).toEqual(await sessions.get(sessionId));
    expect(both.session?.ownVersion).toEqual(expect.any(Number));
    expect(pageCache.stampOf(both.row)).toBe(await pageCache.stamp());
    const later = await sessions.getAlongside<PageStampRow>(sessionId, pageCache.stampSelect('2030-01-01'));
    expect(pageCache.stampOf(later.row)).toBe(await pageCache.stamp('2030-01-01'));
    for (const id of [undefined, 'not-a-session', 'A'.repeat(43)]) {
      const none = await sessions.getAlongside<PageStampRow>(id, pageCache.stampSelect());
      expect(none.session).toBeNull();
      expect(pageCache.stampOf(none.row)).toBe(await pageCache.stamp());
    }
    await shop.services.auth.logout(sessionId);
    expect((await sessions.getAlongside(sessionId, pageCache.stampSelect())).session).toBeNull();
  });
});
