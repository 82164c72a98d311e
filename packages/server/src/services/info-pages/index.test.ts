// The information pages as the site reads them (services.infoPages): the published version of a url,
// with the demo data's sale conditions and privacy policy, on PGlite (and PostgreSQL with DATABASE_URL_TEST).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '../../shop.ts';
import { testDatabases } from '../../test/databases.ts';

const DAY = 24 * 3600_000;

describe.each(testDatabases())('information pages on $name', (database) => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await database.open({ seed: true, products: 50 });
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('reads the sale conditions and the privacy policy: titled, sectioned, sanitised Italian text', async () => {
    const sale = await shop.services.infoPages.page('/sale-condition');
    expect(sale?.title).toBe('Condizioni generali di vendita');
    expect(sale?.html).toMatch(/^<h1>Condizioni generali di vendita<\/h1>/);
    expect(sale?.html.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(8);
    expect(sale?.html).toContain('Diritto di recesso');
    const privacy = await shop.services.infoPages.page('/privacy-policy');
    expect(privacy?.title).toBe('Informativa sulla privacy');
    expect(privacy?.html.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(8);
    expect(privacy?.html).toContain('Garante per la protezione dei dati personali');
    for (const page of [sale, privacy]) expect(page?.html).not.toMatch(/<script|on\w+=/i);
  });

  it('answers the version published at the date asked, and null for an unknown url', async () => {
    const now = await shop.services.infoPages.page('/sale-condition');
    expect(now?.html).not.toContain('Versione in vigore dal prossimo mese');
    const later = await shop.services.infoPages.page('/sale-condition', { at: new Date(Date.now() + 60 * DAY) });
    expect(later?.html).toContain('Versione in vigore dal prossimo mese');
    expect(await shop.services.infoPages.page('/non-esiste')).toBeNull();
    expect(await shop.services.infoPages.page('/privacy-policy', { at: new Date('2000-01-01T00:00:00Z') })).toBeNull();
  });
});
