// What every call of the checkout needs: the database, the shop's configuration, its clock, the payment
// provider and which outbox channels can be delivered. Built once by the composition root (services/index.ts).
import type { ShopConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OutboxTransports } from '../outbox/queue.ts';
import type { PaymentProvider } from '../payments/provider.ts';

export interface CheckoutContext {
  db: Db;
  config: ShopConfig;
  /** The clock (tests move it, as the slots' clock). */
  now: () => Date;
  provider: PaymentProvider;
  /** Which outbox channels have a transport (the confirmation e-mail is PENDING or KEPT). */
  transports: OutboxTransports;
}
