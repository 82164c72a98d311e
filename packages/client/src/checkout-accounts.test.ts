// The billing-address and mobile-number calls of checkoutCalls(): the paths of contracts checkout.ts.
import { SAMPLE_BILLING_ADDRESS } from '@test-support/sample-data.ts';
import { describe, expect, it } from 'vitest';
import { checkoutCalls } from './checkout.ts';
import { createClient } from './client.ts';
import { fakeFetch, json, type Handler } from '@test-support/fake-shop.ts';

function setup(handler?: Handler) {
  const f = fakeFetch(handler);
  const { request } = createClient({ fetch: f.fetch, pagePath: () => '/', xsrfToken: () => 'tok', retryDelayMs: 0 });
  return { ...f, client: checkoutCalls(request) };
}

const ADDRESS = SAMPLE_BILLING_ADDRESS;

describe('billing-address and mobile-number calls', () => {
  it('call the paths of contracts checkout.ts; the verify of an edit names the address', async () => {
    const { client, calls } = setup(() => json(200, { data: {} }));
    await client.getBillingAddresses();
    await client.verifyBillingAddress(ADDRESS);
    await client.verifyBillingAddress(ADDRESS, 12);
    await client.addBillingAddress(ADDRESS);
    await client.updateBillingAddress(12, ADDRESS);
    await client.removeBillingAddress(12);
    await client.sendVerifyCode({ mobileNumber: '3331234567' });
    await client.verifyCode({ mobileNumber: '3331234567', verifyCode: '1234' });
    await client.confirmMobileNumber({ deliveryAddressId: 3, mobileNumber: '3331234567' });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/commerce/resources/auth/billing-addresses'],
      ['POST', '/commerce/resources/auth/billing-addresses/verify'],
      ['POST', '/commerce/resources/auth/billing-addresses/verify?id=12'],
      ['POST', '/commerce/resources/auth/billing-addresses'],
      ['PUT', '/commerce/resources/auth/billing-addresses/12'],
      ['DELETE', '/commerce/resources/auth/billing-addresses/12'],
      ['POST', '/commerce/resources/auth/mobilenumber/sendVerifyCode'],
      ['POST', '/commerce/resources/auth/mobilenumber/verifyCode'],
      ['POST', '/commerce/resources/auth/mobilenumber/confirm'],
    ]);
    expect(JSON.parse(calls[2].body ?? '')).toEqual(ADDRESS);
    expect(calls[2].headers.get('x-xsrf-token')).toBe('tok');
  });
});
