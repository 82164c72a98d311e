// Client addresses behind proxies (issue 13 point 11): only the X-Forwarded-For entries our own
// proxies add are believed; what a client writes into the header never changes who it is.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { proxyHops, trustedProxies, type ShopConfig } from './config.ts';
import { clientAddress, forwardedClient, isSecure, type AppEnv } from './http.ts';

function whoAmI(trustProxy: number, from: string | null = null, peer = '10.0.0.1') {
  const app = new Hono<AppEnv>();
  const config = { trustProxy, trustedProxies: trustedProxies(from ?? undefined) } as ShopConfig;
  app.get('/', (c) => c.json({ client: clientAddress(c, config), secure: isSecure(c, config) }));
  return async (headers: Record<string, string>) => {
    const res = await app.fetch(new Request('http://shop.test/', { headers }), { clientAddress: peer });
    return (await res.json()) as { client: string; secure: boolean };
  };
}

describe('client address', () => {
  it('without trusted proxies ignores X-Forwarded-For', async () => {
    const ask = whoAmI(0);
    expect(await ask({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' })).toEqual({
      client: '10.0.0.1',
      secure: false,
    });
  });

  it('behind one proxy takes the entry that proxy appended, not what the client wrote first', async () => {
    const ask = whoAmI(1);
    // 30 logins from one client, each with another forged first value: one client every time.
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) seen.add((await ask({ 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` })).client);
    expect([...seen]).toEqual(['203.0.113.9']);
    expect((await ask({ 'x-forwarded-for': '203.0.113.9' })).client).toBe('203.0.113.9');
    expect((await ask({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'http, https' })).secure).toBe(true);
  });

  it('behind two proxies counts two entries from the right; too few entries fall back to the socket', async () => {
    expect(forwardedClient('1.1.1.1, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(forwardedClient('203.0.113.9', 2)).toBeNull();
    expect((await whoAmI(2)({ 'x-forwarded-for': '203.0.113.9' })).client).toBe('10.0.0.1');
  });

  it('with MERCATO_TRUSTED_PROXIES believes the headers only on connections from those addresses', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
    // The cluster's nginx on the loopback (a dual-stack socket writes its IPv4 peer as ::ffff:…).
    expect(await whoAmI(1, '127.0.0.1', '::ffff:127.0.0.1')(headers)).toEqual({ client: '203.0.113.9', secure: true });
    expect(await whoAmI(1, ' 10.9.9.9 , 127.0.0.1', '127.0.0.1')(headers)).toEqual({
      client: '203.0.113.9',
      secure: true,
    });
    // Anyone else reaching an instance directly is the client it connects from, whatever it writes.
    expect(await whoAmI(1, '127.0.0.1', '10.0.0.7')(headers)).toEqual({ client: '10.0.0.7', secure: false });
    expect([undefined, '', ' , '].map(trustedProxies)).toEqual([null, null, null]);
  });

  it('reads MERCATO_TRUST_PROXY as a count of proxies', () => {
    expect([undefined, '', '0', '1', '2', 'yes', '-1', '1.5', '99'].map(proxyHops)).toEqual([
      0, 0, 0, 1, 2, 0, 0, 0, 0,
    ]);
  });
});
