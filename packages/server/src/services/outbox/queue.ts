// The outbox of messages to customers (issue 16): order confirmations by e-mail, verification codes by
// SMS. A message is written in the transaction that causes it (so a rolled-back order sends nothing),
// as PENDING when a transport for its channel is configured (SMTP_URL for e-mail), otherwise KEPT: kept in
// the database and readable on the development outbox page. The sender (services/outbox/)
// delivers the PENDING ones.
import type { Db, Tx } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/checkout.ts';

export type OutboxChannel = 'EMAIL' | 'SMS';

export interface OutboxMessage {
  channel: OutboxChannel;
  /** What it is: 'ORDER_CONFIRMATION', 'MOBILE_CODE'. */
  kind: string;
  customerId?: number | null;
  /** An e-mail address or a mobile number. */
  recipient: string;
  subject?: string;
  bodyText: string;
  bodyHtml?: string | null;
}

/** Which channels have a transport (the sender can deliver them). */
export interface OutboxTransports {
  email: boolean;
  sms: boolean;
}

/** Writes a message to the outbox, in the caller's transaction; answers its id. */
export async function queueMessage(db: Db | Tx, transports: OutboxTransports, message: OutboxMessage): Promise<number> {
  const deliverable = message.channel === 'EMAIL' ? transports.email : transports.sms;
  const [row] = await db
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      kind: message.kind,
      customerId: message.customerId ?? null,
      recipient: message.recipient,
      subject: message.subject ?? '',
      bodyText: message.bodyText,
      bodyHtml: message.bodyHtml ?? null,
      status: deliverable ? 'PENDING' : 'KEPT',
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}
