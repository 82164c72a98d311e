// The development outbox page's reader (services/outbox readPage, issue 33 point 5), on PGlite and
// (DATABASE_URL_TEST) PostgreSQL: off by default (404), and when on, every customer's messages to staff
// accounts only; a recipient no message can have (a NUL, too long) is 400 with the page's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxPage } from '@mercato/contracts/i18n/it';
import { customers } from './db/schema/platform.ts';
import { bindArea } from './services/bind.ts';
import * as outbox from './services/outbox/index.ts';
import { queueMessage } from './services/outbox/queue.ts';
import type { Session } from './services/sessions/index.ts';
import type { Shop } from './shop.ts';
import { createCustomer, testDatabases } from './test/databases.ts';

/** The refusal `promise` rejects with: its status and message. */
async function refusal(promise: Promise<unknown>) {
  const err = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { status?: number; body?: { message: string; entityErrors?: unknown } } | null;
  return { status: err?.status, message: err?.body?.message, entityErrors: err?.body?.entityErrors };
}

describe.each(testDatabases())('development outbox page on $name', (database) => {
  let shop: Shop;
  let on: ReturnType<typeof bindArea<typeof outbox, outbox.OutboxContext>>;
  let staff: Session;
  let customer: Session;
  let guest: Session;
  const number = '+393331234567';

  beforeAll(async () => {
    shop = await database.open();
    on = bindArea(outbox, outbox.outboxContext(shop.db, { ...shop.config, devOutbox: true }, { transport: null }));
    const staffMember = await createCustomer(shop, { email: 'staff.outbox@example.it' }, null);
    await shop.db.update(customers).set({ role: 'staff' }).where(eq(customers.id, staffMember.id));
    const anna = await createCustomer(shop);
    staff = await shop.services.sessions.create({ kind: 'logged', customerId: staffMember.id });
    customer = await shop.services.sessions.create({ kind: 'logged', customerId: anna.id });
    guest = await shop.services.sessions.create({ kind: 'powerGuest' });
    await queueMessage(
      shop.db,
      { email: false, sms: false },
      {
        channel: 'SMS',
        kind: 'MOBILE_CODE',
        customerId: anna.id,
        recipient: number,
        bodyText: 'Il tuo codice di verifica è 1234',
      },
    );
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('does not exist by default: 404 even to staff', async () => {
    expect(shop.config.devOutbox).toBe(false);
    expect(await refusal(shop.services.outbox.readPage(staff, number))).toMatchObject({ status: 404 });
  });

  it('when on, shows the messages to staff accounts only: 401 without a login, 403 to customers and guests', async () => {
    for (const session of [null, guest])
      expect(await refusal(on.readPage(session, number))).toMatchObject({ status: 401, message: outboxPage.staffOnly });
    expect(await refusal(on.readPage(customer, number))).toMatchObject({ status: 403, message: outboxPage.staffOnly });
    const [sms] = await on.readPage(staff, number);
    expect(sms).toMatchObject({ channel: 'SMS', recipient: number, text: 'Il tuo codice di verifica è 1234' });
    expect((await on.readPage(staff, undefined)).length).toBeGreaterThan(0);
    expect(await on.readPage(staff, 'nessuno@example.it')).toEqual([]);
  });

  it('answers 400 with its message to a recipient holding a NUL or too long, never a database error', async () => {
    for (const to of ['\u0000', `a\u0000b`, '\u001b[0m', 'x'.repeat(256)])
      expect(await refusal(on.readPage(staff, to))).toMatchObject({
        status: 400,
        message: outboxPage.badRecipient,
        entityErrors: [{ field: 'to', message: outboxPage.badRecipient }],
      });
  });
});
