import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client.ts';
import { toShopError } from './errors.ts';
import { createLogBuffer } from './log-buffer.ts';
import { fakeFetch, json } from '@test-support/fake-shop.ts';

describe('createLogBuffer', () => {
  it('keeps the last 100 entries, oldest dropped', () => {
    const buf = createLogBuffer({ send: async () => ({ stored: 1, dropped: 0 }) });
    for (let i = 0; i < 130; i++) buf.add({ level: 'info', message: `m${i}` });
    const kept = buf.entries();
    expect(kept).toHaveLength(100);
    expect(kept[0]).toEqual({ level: 'info', message: 'm30' });
    expect(kept[99]).toEqual({ level: 'info', message: 'm129' });
  });

  it('honours a configured size', () => {
    const buf = createLogBuffer({ size: 3, send: async () => ({ stored: 1, dropped: 0 }) });
    for (const m of ['a', 'b', 'c', 'd']) buf.add(m);
    expect(buf.entries()).toEqual(['b', 'c', 'd']);
  });

  it('flush posts the entries through the client logger and empties the buffer', async () => {
    const f = fakeFetch(() => json(200, { data: { stored: 2, dropped: 0 } }));
    const client = createClient({ fetch: f.fetch, pagePath: () => '/', xsrfToken: () => null, retryDelayMs: 0 });
    const buf = createLogBuffer({ send: client.log, domainCode: 'web', clientInfo: () => ({ ua: 'test' }) });
    buf.add('primo');
    buf.add({ level: 'error', message: 'secondo' });
    await expect(buf.flush()).resolves.toBe('sent');
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0].url).toBe('/commerce/resources/logger');
    expect(JSON.parse(f.calls[0].body ?? '')).toEqual({
      clientInfo: { ua: 'test' },
      logs: ['primo', { level: 'error', message: 'secondo' }],
      domainCode: 'web',
    });
    expect(buf.entries()).toEqual([]);
    await expect(buf.flush()).resolves.toBe('empty');
    expect(f.calls).toHaveLength(1);
  });

  it('a 401 from the logger is ignored: no error, no report, entries dropped', async () => {
    const onError = vi.fn();
    const f = fakeFetch(() =>
      json(401, { error: { code: '401', type: 'ALERT', message: 'Sessione scaduta: login necessaria...' } }),
    );
    const client = createClient({ fetch: f.fetch, pagePath: () => '/', onError, retryDelayMs: 0 });
    const buf = createLogBuffer({ send: client.log });
    buf.add('x');
    await expect(buf.flush()).resolves.toBe('ignored');
    expect(onError).not.toHaveBeenCalled();
    expect(buf.entries()).toEqual([]);
  });

  it('a 401 thrown by a bare send is ignored as well', async () => {
    const buf = createLogBuffer({ send: () => Promise.reject(toShopError(401, null)) });
    buf.add('x');
    await expect(buf.flush()).resolves.toBe('ignored');
  });

  it('another failure keeps the entries (within the size) for the next flush, without rejecting', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ stored: 3, dropped: 0 });
    const buf = createLogBuffer({ size: 3, send });
    buf.add('a');
    buf.add('b');
    await expect(buf.flush()).resolves.toBe('failed');
    buf.add('c');
    buf.add('d');
    expect(buf.entries()).toEqual(['b', 'c', 'd']);
    await expect(buf.flush()).resolves.toBe('sent');
    expect(send).toHaveBeenLastCalledWith({ clientInfo: null, logs: ['b', 'c', 'd'], domainCode: null });
  });

  it('rowLimit sends only the newest entries', async () => {
    const send = vi.fn().mockResolvedValue({ stored: 2, dropped: 0 });
    const buf = createLogBuffer({ rowLimit: 2, send });
    for (const m of ['a', 'b', 'c']) buf.add(m);
    await buf.flush();
    expect(send.mock.calls[0][0].logs).toEqual(['b', 'c']);
  });
});
