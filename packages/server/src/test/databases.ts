// Test databases: PGlite in memory always, and PostgreSQL when DATABASE_URL_TEST is set. Each open()
// gives a fresh, migrated, empty shop; on PostgreSQL a database of its own (created next to the one
// of the url and dropped by close()), so runs are repeatable and can run in parallel. (A schema per
// run is not enough: drizzle-kit's SQL names "public" in its foreign keys.)
// The fresh shop is a copy of a template made once per run (test/templates.ts, the server project's
// globalSetup): migrated, or already seeded with the catalogue asked for when that one was made.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { SESSION_COOKIE, XSRF_COOKIE } from '../auth/cookies.ts';
import { hashPassword } from '../auth/password.ts';
import type { NewSession } from '../services/sessions/index.ts';
import { customers, fidatyCards, messages } from '../db/schema/platform.ts';
import { openShop, type OpenShopOptions, type Shop } from '../shop.ts';
import { undocumentedAnswer } from './documented.ts';
import { templateKey, type Templates } from './templates.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(opts?: Omit<OpenShopOptions, 'databaseUrl' | 'inMemory' | 'dataDir'>): Promise<Shop>;
}

/** The run's templates (undefined when the globalSetup did not run, e.g. another vitest config). */
function templates(): Templates | undefined {
  try {
    return inject('mercatoTemplates');
  } catch {
    return undefined;
  }
}

const tarballs = new Map<string, Blob>();
/** The PGlite data folder to start from, read once per test file. */
function pgliteTemplate(opts: OpenShopOptions): Blob | undefined {
  const file = templates()?.pglite[templateKey(opts)];
  if (!file) return undefined;
  let blob = tarballs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    tarballs.set(file, blob);
  }
  return blob;
}

async function openPostgresShop(url: string, opts: OpenShopOptions): Promise<Shop> {
  const admin = drizzle(url);
  const name = `mercato_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = templates()?.postgres[templateKey(opts)];
  await admin.$client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  try {
    const shop = await openShop({ seed: false, ...opts, databaseUrl: u.toString() });
    return {
      ...shop,
      close: async () => {
        await shop.close();
        await admin.$client.query(`drop database if exists "${name}" with (force)`);
        await admin.$client.end();
      },
    };
  } catch (err) {
    await admin.$client.query(`drop database if exists "${name}" with (force)`);
    await admin.$client.end();
    throw err;
  }
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'pglite',
      open: (opts = {}) => openShop({ seed: false, pgliteTemplate: pgliteTemplate(opts), ...opts, inMemory: true }),
    },
  ];
  const url = process.env.DATABASE_URL_TEST?.trim();
  if (url) list.push({ name: 'postgres', open: (opts = {}) => openPostgresShop(url, opts) });
  return list;
}

export const TEST_PASSWORD = 'Prova-2026!';
let hash: Promise<string> | null = null;

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
}

/** Inserts a customer (password TEST_PASSWORD) with a loyalty card. */
export async function createCustomer(
  shop: Shop,
  over: Partial<typeof customers.$inferInsert> = {},
  card: { type: 'VERDE' | 'ORO' | 'PLUS'; saldo?: number } | null = { type: 'ORO', saldo: 1200 },
): Promise<TestCustomer> {
  hash ??= hashPassword(TEST_PASSWORD);
  const email = over.email ?? `cliente.${randomBytes(4).toString('hex')}@example.it`;
  const [row] = await shop.db
    .insert(customers)
    .values({
      email,
      passwordHash: await hash,
      forename: 'Anna',
      surname: 'Neri',
      gender: 'F',
      agreementEcommerceRule: true,
      ...over,
    })
    .returning({ id: customers.id });
  if (card) {
    await shop.db.insert(fidatyCards).values({
      customerId: row.id,
      barcode: `29${randomBytes(5).toString('hex')}`,
      type: card.type,
      saldo: card.saldo ?? 0,
    });
  }
  return { id: row.id, email, password: TEST_PASSWORD };
}

export async function createMessage(
  shop: Shop,
  customerId: number,
  over: Partial<typeof messages.$inferInsert> = {},
): Promise<number> {
  const [row] = await shop.db
    .insert(messages)
    .values({
      customerId,
      title: 'Novità',
      text: 'Nuove offerte per te',
      confirmButtonLabel: 'OK',
      ...over,
    })
    .returning({ id: messages.id });
  return row.id;
}

/** A tiny browser: keeps cookies, sends the XSRF header when asked, calls the app in-process. */
export class Client {
  cookies = new Map<string, string>();
  shop: Shop;
  clientAddress: string;
  constructor(shop: Shop, clientAddress = '192.0.2.1') {
    this.shop = shop;
    this.clientAddress = clientAddress;
  }
  async call(
    method: string,
    path: string,
    opts: { json?: unknown; body?: string; headers?: Record<string, string>; xsrf?: boolean } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (opts.xsrf && this.cookies.has('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') as string;
    let body: string | undefined = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    }
    const url = `http://localhost:4321/commerce/resources${path}`;
    const res = await this.shop.app.fetch(new Request(url, { method, headers, body }), {
      clientAddress: this.clientAddress,
    });
    // Every answer a test gets is one its route documents (the API's OpenAPI description, openapi/).
    const undocumented = await undocumentedAnswer(this.shop.app, method, url, res);
    if (undocumented) throw new Error(`Answer outside the API's description: ${undocumented}`);
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  login(email: string, password: string): Promise<Response> {
    return this.call('POST', '/login', { json: { username: email, password } });
  }
}

/** A browser holding a power guest's session (address verified, not logged in) on `site`, its cookies as the server sets them. */
export async function powerGuestClient(
  shop: Shop,
  streetId: number,
  site: NewSession['site'] = 'supermercato',
): Promise<Client> {
  const session = await shop.services.sessions.create({ kind: 'powerGuest', streetId, site });
  const guest = new Client(shop);
  guest.cookies.set(SESSION_COOKIE, session.id);
  guest.cookies.set(XSRF_COOKIE, session.xsrfToken);
  return guest;
}

/** A new customer (createCustomer) logged in through the login call from a browser of its own. */
export async function loggedInCustomer(shop: Shop, clientAddress?: string): Promise<{ id: number; browser: Client }> {
  const customer = await createCustomer(shop);
  const browser = new Client(shop, clientAddress);
  const res = await browser.login(customer.email, customer.password);
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return { id: customer.id, browser };
}
