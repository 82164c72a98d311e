import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOT_HOLD_MINUTES } from '@mercato/contracts';
import { DEFAULT_PARTNER_ORIGINS, devOutboxEnabled, loadConfig, repoRoot, startNotices } from './config.ts';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mercato-config-'));
    try {
      const c = loadConfig({}, { MERCATO_DATA_DIR: dir, DATABASE_URL: '' });
      expect(c.port).toBe(4321);
      expect(c.databaseUrl).toBeNull();
      expect(c.dataDir).toBe(dir);
      expect(c.partnerOrigins).toEqual(DEFAULT_PARTNER_ORIGINS);
      // The generated secret is kept in the data folder and reused.
      expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(c.sessionSecret);
      expect(loadConfig({}, { MERCATO_DATA_DIR: dir }).sessionSecret).toBe(c.sessionSecret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('defaults the data folder to .data at the repository root', () => {
    const c = loadConfig({ inMemory: true }, {});
    expect(c.dataDir).toBe(join(repoRoot, '.data'));
    expect(readFileSync(join(repoRoot, 'package.json'), 'utf8')).toContain('"workspaces"');
  });
  it('reads PORT, DATABASE_URL, partner origins and the secret', () => {
    const c = loadConfig(
      { inMemory: true },
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://x@h/db',
        MERCATO_PARTNER_ORIGINS: 'https://a.example, https://b.example/',
        MERCATO_SESSION_SECRET: 's'.repeat(32),
      },
    );
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://x@h/db',
      partnerOrigins: ['https://a.example', 'https://b.example'],
      sessionSecret: 's'.repeat(32),
    });
    expect(() => loadConfig({ inMemory: true }, { PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ inMemory: true }, { MERCATO_SESSION_SECRET: 'short' })).toThrow(/16/);
  });
  it('holds a booked slot SLOT_HOLD_MINUTES unless MERCATO_SLOT_HOLD_MINUTES says otherwise', () => {
    expect(loadConfig({ inMemory: true }, {}).slots.holdMinutes).toBe(SLOT_HOLD_MINUTES);
    expect(loadConfig({ inMemory: true }, { MERCATO_SLOT_HOLD_MINUTES: ' 45 ' }).slots.holdMinutes).toBe(45);
    for (const bad of ['0', '-5', '1.5', 'due ore', '1441'])
      expect(() => loadConfig({ inMemory: true }, { MERCATO_SLOT_HOLD_MINUTES: bad }), bad).toThrow(
        /MERCATO_SLOT_HOLD_MINUTES/,
      );
  });
});

describe('SMTP and the development outbox page', () => {
  const env = (more: Record<string, string>) => ({ MERCATO_SESSION_SECRET: 'x'.repeat(32), ...more });
  it('sends e-mails only with SMTP_URL', () => {
    expect(loadConfig({ inMemory: true }, env({})).smtpUrl).toBeNull();
    expect(loadConfig({ inMemory: true }, env({ SMTP_URL: ' smtp://mail:25 ' })).smtpUrl).toBe('smtp://mail:25');
  });
  it('keeps the development outbox off by default with either database, on only with MERCATO_DEV_OUTBOX=1', () => {
    const pg = 'postgres://shop@db/mercato';
    expect(devOutboxEnabled(env({}))).toBe(false);
    expect(loadConfig({ inMemory: true }, env({})).devOutbox).toBe(false);
    expect(loadConfig({ dataDir: '/tmp/mercato-config-test' }, env({})).devOutbox).toBe(false);
    expect(loadConfig({ databaseUrl: pg }, env({})).devOutbox).toBe(false);
    expect(devOutboxEnabled(env({ MERCATO_DEV_OUTBOX: '0' }))).toBe(false);
    expect(devOutboxEnabled(env({ MERCATO_DEV_OUTBOX: 'yes' }))).toBe(false);
    expect(devOutboxEnabled(env({ MERCATO_DEV_OUTBOX: '1' }))).toBe(true);
    expect(loadConfig({ databaseUrl: pg }, env({ MERCATO_DEV_OUTBOX: '1' })).devOutbox).toBe(true);
    expect(devOutboxEnabled(env({ MERCATO_DEV_OUTBOX: '1', MERCATO_SSO_ENVIRONMENT: 'production' }))).toBe(false);
  });

  it('says on start that the development outbox is on, and nothing when it is off', () => {
    expect(startNotices({ devOutbox: false })).toEqual([]);
    const [notice] = startNotices({ devOutbox: true });
    expect(notice).toMatch(/MERCATO_DEV_OUTBOX=1/);
    expect(notice).toMatch(/\/commerce\/dev\/outbox/);
    expect(notice).toMatch(/staff/);
  });

  it('MERCATO_PHARMACY_ORIGIN: an http(s) origin only, else none', () => {
    const origin = (v?: string) =>
      loadConfig({ inMemory: true }, v === undefined ? {} : { MERCATO_PHARMACY_ORIGIN: v }).pharmacyOrigin;
    expect(origin()).toBeNull();
    expect(origin('https://farmacia.example/ordini?x=1')).toBe('https://farmacia.example');
    expect(origin('javascript:alert(1)')).toBeNull();
    expect(origin('not a url')).toBeNull();
  });
});
