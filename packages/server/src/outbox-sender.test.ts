// The outbox sender (issue 16) against a small SMTP server of the test's own (node:net), through
// nodemailer's real SMTP transport, on PGlite and (DATABASE_URL_TEST) PostgreSQL: PENDING e-mails are
// delivered once and marked SENT; a refused one is tried again later and FAILED after 5 tries; SMS stay
// KEPT; two senders at once never send one message twice; without SMTP_URL nothing is sent.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { outboxMessages } from './db/schema/checkout.ts';
import { queueMessage } from './services/outbox/queue.ts';
import { bindArea } from './services/bind.ts';
import * as outbox from './services/outbox/index.ts';
import type { Shop } from './shop.ts';
import { testDatabases } from './test/databases.ts';

/** The outbox's calls bound to a context of their own, as the composition root binds them. */
const senderOf = (...args: Parameters<typeof outbox.outboxContext>) => bindArea(outbox, outbox.outboxContext(...args));

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server: refuses recipients whose address starts with 'rifiuta'. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let mail: Received = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.setEncoding('utf8');
    socket.write('220 prova ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let i = buffer.indexOf('\r\n');
      while (i >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        i = buffer.indexOf('\r\n');
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 2.0.0 accettato\r\n');
          } else mail.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-prova\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          mail.from = line;
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          if (/<rifiuta/i.test(line)) socket.write('550 5.1.1 casella inesistente\r\n');
          else {
            mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
            socket.write('250 2.1.5 ok\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 avanti\r\n');
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' };
          socket.write('250 ok\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 ciao\r\n');
        } else socket.write('502 non previsto\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    });
  });
}

describe.each(testDatabases())('outbox sender on $name', (database) => {
  let shop: Shop;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  const clock = new Date('2026-11-20T09:00:00Z').getTime();

  beforeAll(async () => {
    shop = await database.open({ seed: false });
    smtp = await fakeSmtp();
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await new Promise((r) => smtp?.server.close(r));
  });
  beforeEach(async () => {
    await shop.db.delete(outboxMessages);
    smtp.received.length = 0;
  });

  const sender = (port = smtp.port) =>
    senderOf(shop.db, { ...shop.config, smtpUrl: `smtp://127.0.0.1:${port}` }, { now: () => new Date(clock) });
  const email = (recipient: string, subject = 'Conferma ordine') =>
    queueMessage(
      shop.db,
      { email: true, sms: false },
      {
        channel: 'EMAIL',
        kind: 'ORDER_CONFIRMATION',
        recipient,
        subject,
        bodyText: `Grazie per il tuo ordine, ${recipient}`,
      },
    );
  const rowOf = async (id: number) => (await shop.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];
  const at = (ms: number) => shop.db.update(outboxMessages).set({ createdAt: new Date(clock - ms) });

  it('delivers the PENDING e-mails by SMTP once and marks them SENT; SMS stay KEPT', async () => {
    const id = await email('anna.neri@example.it');
    await at(0);
    const sms = await queueMessage(
      shop.db,
      { email: true, sms: false },
      { channel: 'SMS', kind: 'MOBILE_CODE', recipient: '3331234567', bodyText: 'Codice 1234' },
    );
    const s = sender();
    expect(await s.sendPending()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['anna.neri@example.it']);
    expect(smtp.received[0].data).toContain('Subject: Conferma ordine');
    expect(smtp.received[0].data).toContain('Grazie per il tuo ordine');
    expect(await rowOf(id)).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect((await rowOf(id)).sentAt).not.toBeNull();
    expect(await rowOf(sms)).toMatchObject({ status: 'KEPT', attempts: 0 });
    // Nothing left: a second round sends nothing again.
    expect(await s.sendPending()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    await s.close();
  });

  it('tries a refused e-mail again after attempts² minutes and gives up after 5 tries', async () => {
    const id = await email('rifiuta@example.it');
    await at(0);
    const s = sender();
    expect(await s.sendPending()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const first = await rowOf(id);
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(first.lastError).toMatch(/550/);
    // Not yet due again (1 minute after creation).
    expect(await s.sendPending()).toEqual({ sent: 0, retried: 0, failed: 0 });
    for (const [minutes, outcome] of [
      [1, { sent: 0, retried: 1, failed: 0 }],
      [4, { sent: 0, retried: 1, failed: 0 }],
      [9, { sent: 0, retried: 1, failed: 0 }],
      [16, { sent: 0, retried: 0, failed: 1 }],
    ] as const) {
      await at(minutes * 60_000);
      expect(await s.sendPending()).toEqual(outcome);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'FAILED', attempts: 5 });
    await at(60 * 60_000);
    expect(await s.sendPending()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    await s.close();
  });

  it('keeps the e-mails PENDING while the SMTP server cannot be reached', async () => {
    const closed = await fakeSmtp();
    await new Promise((r) => closed.server.close(r));
    const id = await email('mario.rossi@example.it');
    await at(0);
    const s = sender(closed.port);
    expect(await s.sendPending()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'PENDING', attempts: 1 });
    await s.close();
  });

  it('two senders at once never send one message twice', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await email(`cliente${i}@example.it`));
    await at(0);
    const a = sender();
    const b = sender();
    const [ra, rb] = await Promise.all([a.sendPending(), b.sendPending()]);
    expect(ra.sent + rb.sent).toBe(8);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `cliente${i}@example.it`).sort(),
    );
    const rows = await shop.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
    await a.close();
    await b.close();
  });

  it('without SMTP_URL sends nothing', async () => {
    await email('anna.neri@example.it');
    const none = senderOf(shop.db, { ...shop.config, smtpUrl: null });
    expect(none.sending()).toBe(false);
    expect(await none.sendPending()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('lists the messages newest first, or those of one recipient', async () => {
    const s = sender();
    await email('uno@example.it', 'Primo');
    await email('due@example.it', 'Secondo');
    await email('uno@example.it', 'Terzo');
    const all = await s.list();
    expect(all.map((m) => m.subject)).toEqual(['Terzo', 'Secondo', 'Primo']);
    expect((await s.list({ to: 'uno@example.it' })).map((m) => m.subject)).toEqual(['Terzo', 'Primo']);
    expect(all[0]).toMatchObject({ recipient: 'uno@example.it', kind: 'ORDER_CONFIRMATION', status: 'PENDING' });
    await s.close();
  });
});
