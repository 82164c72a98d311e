import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4391);
const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 4392);
// A partner page on an origin NOT listed in MERCATO_PARTNER_ORIGINS (tests/e2e/partner-any-origin.spec.ts).
const unlistedPartnerPort = Number(process.env.E2E_UNLISTED_PARTNER_PORT ?? partnerPort + 2);
// A fresh embedded database per run: created, migrated and seeded by the shop itself on start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mercato-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node site/server.mjs',
      url: `http://localhost:${port}/commerce/resources/info/server`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: 'localhost',
        MERCATO_DATA_DIR: dataDir,
        MERCATO_PARTNER_ORIGINS: `http://localhost:${partnerPort},http://127.0.0.1:${partnerPort}`,
        DATABASE_URL: '',
      },
      stdout: 'pipe',
    },
    {
      // The partner page on another origin, embedding the element from the shop by one script tag.
      command: 'node examples/partner-page/serve.mjs',
      url: `http://localhost:${partnerPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PARTNER_PORT: String(partnerPort), SHOP_ORIGIN: `http://localhost:${port}` },
    },
    {
      // The same page on an origin the shop does not list: look-ups only, no credentials.
      command: 'node examples/partner-page/serve.mjs',
      url: `http://localhost:${unlistedPartnerPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PARTNER_PORT: String(unlistedPartnerPort), SHOP_ORIGIN: `http://localhost:${port}` },
    },
  ],
});
