// The payment provider chosen by MERCATO_PAYMENT_PROVIDER (config.ts; provider.ts says how a real one
// plugs in), and the test gateway's hosted pages when it is the test one.
import type { ShopConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createTestGateway, type TestGateway } from './test-gateway.ts';

export function createPayments(
  db: Db,
  config: ShopConfig,
): { provider: PaymentProvider; testGateway: TestGateway | null } {
  switch (config.checkout.paymentProvider) {
    case 'test': {
      const testGateway = createTestGateway(db);
      return { provider: testGateway.provider, testGateway };
    }
  }
}

export type Payments = ReturnType<typeof createPayments>;
