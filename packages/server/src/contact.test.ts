// The contact area and the assistant (issue 37), on PGlite and (DATABASE_URL_TEST) PostgreSQL: the FAQ's
// Italian full-text search, the write-us report (the form's rule, the captcha made for write_us, spent
// once), the staff's list and answer by e-mail, and the chat: FAQ answers, limits, ownership, the
// hand-over of a logged customer to staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chat as chatTexts } from '@mercato/contracts/i18n/it-chat';
import { outboxPage, writeUs } from '@mercato/contracts/i18n/it';
import { formatDate } from '@mercato/contracts/format/date';
import { outboxMessages } from './db/schema/checkout.ts';
import { contactMessages, faqEntries } from './db/schema/contact.ts';
import { FAQ_ENTRIES } from './db/seed/faq-data.ts';
import { customers } from './db/schema/platform.ts';
import { createChallenge, encodeSolution, solveChallenge } from './services/captcha/index.ts';
import type { Session } from './services/sessions/index.ts';
import type { Shop } from './shop.ts';
import { createCustomer, testDatabases } from './test/databases.ts';

async function refusal(promise: Promise<unknown>) {
  const err = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as {
    status?: number;
    body?: { message: string; type?: string; entityErrors?: { field: string; message: string }[] };
  } | null;
  return {
    status: err?.status,
    message: err?.body?.message,
    type: err?.body?.type,
    entityErrors: err?.body?.entityErrors,
  };
}

describe.each(testDatabases())('contact area on $name', (database) => {
  let shop: Shop;
  let staff: Session;
  let customer: Session;
  let customerEmail: string;
  let visitor: Session;
  let other: Session;
  // A challenge made for write_us as the service makes them, small enough to solve at once.
  const solved = () => {
    const c = createChallenge(shop.config.sessionSecret, { maxNumber: 20, ttlMs: 60_000, action: 'write_us' });
    return encodeSolution(c, solveChallenge(c)!);
  };
  const report = (over: Record<string, unknown> = {}) => ({
    name: 'Anna',
    surname: 'Verdi',
    email: 'anna.verdi@example.it',
    phoneNumber: '3331234567',
    segnalationGroup: 'DELIVERY_PROBLEM',
    segnalationType: 'LATE',
    orderNumber: '12345',
    deliveryDate: formatDate(new Date()),
    message: 'La spesa è arrivata con due ore di ritardo.',
    privacyAgreement: true,
    userAgent: 'vitest',
    ...over,
  });

  beforeAll(async () => {
    shop = await database.open();
    // The demo FAQ, as the seed writes it (the template database has no rows).
    await shop.db.insert(faqEntries).values(
      FAQ_ENTRIES.map((f, i) => ({
        section: f.section,
        question: f.question,
        answer: f.answer,
        keywords: f.keywords,
        linkUrl: f.link?.[0] ?? null,
        linkLabel: f.link?.[1] ?? null,
        orderNo: i + 1,
      })),
    );
    const staffMember = await createCustomer(shop, { email: 'staff.contact@example.it' }, null);
    await shop.db.update(customers).set({ role: 'staff' }).where(eq(customers.id, staffMember.id));
    const anna = await createCustomer(shop);
    customerEmail = anna.email;
    staff = await shop.services.sessions.create({ kind: 'logged', customerId: staffMember.id });
    customer = await shop.services.sessions.create({ kind: 'logged', customerId: anna.id });
    visitor = await shop.services.sessions.create({ kind: 'freeVisit' });
    other = await shop.services.sessions.create({ kind: 'freeVisit' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('finds FAQ entries in Italian (stems, any word), the complaint section only when asked', async () => {
    const found = await shop.services.contact.faq({ q: 'A che ora consegnate?' });
    expect(found[0]?.question).toBe('In quali orari consegnate la spesa?');
    expect(await shop.services.contact.faq({ q: 'reclamo' })).toEqual([]);
    expect((await shop.services.contact.faq({ q: 'reclamo', complaints: true }))[0]?.section).toBe('Reclami');
    expect(await shop.services.contact.faq({ q: 'il la di' })).toEqual([]);
    expect((await refusal(shop.services.contact.faq({ q: 'x'.repeat(201) }))).status).toBe(400);
  });

  it('refuses a bad report field by field, stores a good one once, with the captcha of write_us only', async () => {
    const bad = await refusal(
      shop.services.contact.saveMessage(
        null,
        report({ name: '', orderNumber: '12a', privacyAgreement: false, captcha: solved() }),
        'a',
      ),
    );
    expect(bad.status).toBe(400);
    expect(Object.fromEntries((bad.entityErrors ?? []).map((e) => [e.field, e.message]))).toMatchObject({
      name: "Il campo 'Nome' è obbligatorio",
      orderNumber: 'Il numero ordine deve contenere solo cifre',
      privacyAgreement: "Accettare l'informativa sulla privacy",
    });
    const token = solved();
    const { id } = await shop.services.contact.saveMessage(null, report({ captcha: token }), 'a');
    const [row] = await shop.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      customerId: null,
      name: 'Anna',
      segnalationGroup: 'DELIVERY_PROBLEM',
      segnalationType: 'LATE',
      orderNumber: '12345',
      browser: null,
      status: 'NEW',
    });
    // The same solution again (a double click), a power-guest challenge's: the spec's alert, nothing stored.
    expect(await refusal(shop.services.contact.saveMessage(null, report({ captcha: token }), 'a'))).toMatchObject({
      status: 400,
      type: 'ALERT',
      message: writeUs.recaptchaFailed,
    });
    const guestChallenge = createChallenge(shop.config.sessionSecret, { maxNumber: 20, ttlMs: 60_000 });
    const guestToken = encodeSolution(guestChallenge, solveChallenge(guestChallenge)!);
    expect((await refusal(shop.services.contact.saveMessage(null, report({ captcha: guestToken }), 'a'))).message).toBe(
      writeUs.recaptchaFailed,
    );
    // A nature of another type is refused on its field.
    const wrong = await refusal(
      shop.services.contact.saveMessage(null, report({ segnalationType: 'SUGGESTION', captcha: solved() }), 'a'),
    );
    expect(wrong.entityErrors?.[0]?.field).toBe('segnalationType');
    // A logged customer needs no privacy consent; the report is theirs.
    const mine = await shop.services.contact.saveMessage(
      customer,
      report({ privacyAgreement: undefined, captcha: solved() }),
      'b',
    );
    const [own] = await shop.db.select().from(contactMessages).where(eq(contactMessages.id, mine.id));
    expect(own?.customerId).toBe(customer.customerId);
  });

  it('lists reports to staff only, who answer once by e-mail through the outbox', async () => {
    expect((await refusal(shop.services.contact.staffMessages(null))).status).toBe(401);
    expect(await refusal(shop.services.contact.staffMessages(customer))).toMatchObject({
      status: 403,
      message: outboxPage.staffOnly,
    });
    const { id } = await shop.services.contact.saveMessage(
      null,
      report({ email: 'risposta.contatti@example.it', captcha: solved() }),
      'c',
    );
    expect((await shop.services.contact.staffMessages(staff)).some((m) => m.id === id && m.status === 'NEW')).toBe(
      true,
    );
    expect((await refusal(shop.services.contact.answerMessage(customer, id, { answer: 'Ciao' }))).status).toBe(403);
    expect((await refusal(shop.services.contact.answerMessage(staff, id, { answer: ' ' }))).status).toBe(400);
    await shop.services.contact.answerMessage(staff, id, { answer: 'Ci scusiamo per il ritardo.' });
    expect((await refusal(shop.services.contact.answerMessage(staff, id, { answer: 'Di nuovo' }))).status).toBe(409);
    const mails = await shop.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'risposta.contatti@example.it'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.bodyText).toContain('Ci scusiamo per il ritardo.');
  });

  it('answers from the FAQ with links, refuses long, empty and flooding messages, counts a resent one once', async () => {
    const chat = shop.services.chat;
    const answer = await chat.post(visitor, 'client-0001', 'Quali sono gli orari di consegna?');
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.messages.map((m) => m.author)).toEqual(['customer', 'bot']);
    expect(answer.messages[1]?.text).toContain('In quali orari consegnate la spesa?');
    expect(answer.messages[1]?.links.length).toBeGreaterThan(0);
    expect(await chat.post(visitor, 'client-0001', 'Quali sono gli orari di consegna?')).toMatchObject({
      ok: true,
      messages: [],
    });
    expect(await chat.post(visitor, 'client-0002', 'x'.repeat(256))).toMatchObject({
      ok: false,
      code: 'tooLong',
      message: chatTexts.tooLong,
    });
    expect(await chat.post(visitor, 'client-0003', '   ')).toMatchObject({ ok: false, code: 'empty' });
    // Another session sees nothing of it.
    expect((await chat.history(other)).messages).toEqual([]);
    expect((await chat.history(visitor)).messages).toHaveLength(2);
    const outcomes = [];
    for (let i = 0; i < 10; i++) outcomes.push(await chat.post(other, `flood-${1000 + i}`, 'ciao'));
    expect(outcomes.at(-1)).toMatchObject({ ok: false, code: 'flood', message: chatTexts.flood });
  });

  it('hands a logged customer to staff on "operatore"; staff answer; a free visitor is asked to log in', async () => {
    const chat = shop.services.chat;
    expect(await chat.askOperator(visitor)).toMatchObject({
      ok: true,
      state: 'BOT',
      messages: [{ text: chatTexts.operatorNeedsLogin }],
    });
    const asked = await chat.post(customer, 'operator-0001', 'Vorrei parlare con un operatore');
    expect(asked).toMatchObject({ ok: true, state: 'QUEUED' });
    const queue = await chat.staffQueue(staff);
    const mine = queue.find((q) => q.email === customerEmail);
    expect(mine?.state).toBe('QUEUED');
    expect((await refusal(chat.staffQueue(customer))).status).toBe(403);
    await chat.staffReply(staff, mine!.id, 'Buongiorno, come posso aiutarti?');
    const h = await chat.history(customer);
    expect(h.state).toBe('LIVE');
    expect(h.messages.at(-1)).toMatchObject({ author: 'staff', text: 'Buongiorno, come posso aiutarti?' });
    // While live, the assistant keeps quiet.
    const live = await chat.post(customer, 'operator-0002', 'Grazie');
    expect(live.ok && live.messages.map((m) => m.author)).toEqual(['customer']);
    await chat.staffClose(staff, mine!.id);
    expect((await chat.history(customer)).state).toBe('CLOSED');
  });
});
