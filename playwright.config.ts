import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEnv } from './scripts/lib.mjs';
import { consentedState } from './tests/e2e/consent-state.ts';

const port = Number(process.env.E2E_PORT ?? 4391);
const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 4392);
// A partner page on an origin NOT listed in MERCATO_PARTNER_ORIGINS (tests/e2e/partner-any-origin.spec.ts).
const unlistedPartnerPort = Number(process.env.E2E_UNLISTED_PARTNER_PORT ?? partnerPort + 2);
// An editor's content page with the elements dropped in (tests/e2e/cms-page.spec.ts), on a listed origin.
const cmsPort = Number(process.env.E2E_CMS_PORT ?? partnerPort + 3);
// The plain HTML, React 19, Vue 3 and Preact host pages of tests/e2e/hosts.spec.ts, on an origin of their own.
const hostsPort = Number(process.env.E2E_HOSTS_PORT ?? partnerPort + 4);
// examples/react-app on its own origin (tests/e2e/react-app.spec.ts builds it into reactAppDir, with Vite
// and with esbuild, from the packed widget package; the folder's name is the same in every process).
const reactAppPort = Number(process.env.E2E_REACT_APP_PORT ?? partnerPort + 5);
const reactAppDir = join(tmpdir(), `mercato-react-app-${reactAppPort}`);
// A fresh database per run, migrated and seeded by the shop itself on start: on the PostgreSQL server of
// DATABASE_URL_TEST when there is one (CI), so that two workers do not queue on PGlite's one connection;
// else an embedded PGlite folder. E2E_PGLITE=1 keeps PGlite anyway.
const pgServer = process.env.E2E_PGLITE === '1' ? '' : (process.env.DATABASE_URL_TEST ?? '');
const databaseName = process.env.E2E_DATABASE_NAME ?? `mercato_e2e_${port}`;
const databaseUrl = pgServer ? Object.assign(new URL(pgServer), { pathname: `/${databaseName}` }).href : '';
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `mercato-e2e-${port}`);
// Two workers: the specs are independent (docs/testing.md), each test on a customer of its own.
const workers = Number(process.env.E2E_WORKERS ?? 2);

const PROCESS_SPECS = /(react-app|stopping)\.spec\.ts$/;
// The cluster (issue 41, docs/adr/0046-cluster-behind-nginx.md): when the e2e shop runs on PostgreSQL, two
// more instances on its database behind nginx (`npm run start:cluster`), started after it (it migrates and
// seeds); the purchase, the slots' live events and the trolley across tabs run again through them, and
// cluster.spec.ts kills an instance of a cluster of its own in the middle of trolley adds.
const clusterPort = Number(process.env.E2E_CLUSTER_PORT ?? port + 30);
const CLUSTER_SPECS = /(checkout|slots|trolley|cluster)\.spec\.ts$/;
const CLUSTER_TESTS =
  /pays with the approved test card|sees it sold out without a reload|a second tab follows|an instance killed/;

export default defineConfig({
  testDir: process.env.E2E_TEST_DIR ?? 'tests/e2e',
  // E2E_ONE_BY_ONE (scripts/e2e-order.mjs): one test after another, files in the order of their names.
  fullyParallel: process.env.E2E_ONE_BY_ONE !== '1',
  workers,
  retries: 0,
  // The list, and a JSON report that `npm test` reads for its slowest tests (scripts/test-report.mjs).
  reporter: [['list'], ['json', { outputFile: 'node_modules/.cache/mercato-tests/playwright.json' }]],
  // 60 s: the longest tests take 8-15 s on a quiet 2-core machine, but CI's machine has run four times
  // slower (stop 44: two tests of 8 s here took 33 s there and met the old 30 s). The time budget per test
  // stays docs/testing.md's, watched by npm test's list of the slowest tests.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    { name: 'shop', testIgnore: [PROCESS_SPECS, /cluster\.spec\.ts$/] },
    // Specs that start processes of their own (a packed app built twice, fresh shops stopped): beside the
    // shop's specs, one test after another.
    { name: 'process', testMatch: PROCESS_SPECS, fullyParallel: false },
    ...(databaseUrl
      ? [
          {
            name: 'cluster',
            testMatch: CLUSTER_SPECS,
            grep: CLUSTER_TESTS,
            // Its own origin's banner version too: localStorage, unlike the cookies, is per port.
            use: {
              baseURL: `http://localhost:${clusterPort}`,
              storageState: consentedState(`http://localhost:${clusterPort}`),
            },
            metadata: { databaseUrl, dataDir, killPort: clusterPort + 5 },
          },
        ]
      : []),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // The cookie policy decided, only the necessary cookies (tests/e2e/consent-state.ts; issue 36).
    storageState: consentedState(`http://localhost:${port}`),
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
      command: databaseUrl
        ? `node scripts/e2e-database.mjs ${databaseUrl} && node site/server/main.ts`
        : `rm -rf ${dataDir} && node site/server/main.ts`,
      url: `http://localhost:${port}/commerce/resources/info/server`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        ...serverEnv(),
        PORT: String(port),
        HOST: 'localhost',
        MERCATO_DATA_DIR: dataDir,
        MERCATO_PARTNER_ORIGINS: [partnerPort, cmsPort, hostsPort, reactAppPort]
          .map((p) => `http://localhost:${p}`)
          .concat(`http://127.0.0.1:${partnerPort}`)
          .join(','),
        DATABASE_URL: databaseUrl,
        // The tests' fixtures (packages/server/src/routes/test-hooks.ts; tests/e2e/slots.spec.ts).
        MERCATO_TEST_HOOKS: '1',
        // The development outbox page (/commerce/dev/outbox): the e2e tests read SMS and e-mails there,
        // logged in as staff (tests/e2e/helpers.ts readOutbox).
        MERCATO_DEV_OUTBOX: '1',
        // One proxy hop trusted: the guest entries made by API say a client address of their own
        // (X-Forwarded-For), so the suite's thirty-odd entries do not meet the per-device limit of 20 an hour
        // as one client. The browser's own requests carry no such header and count as before.
        MERCATO_TRUST_PROXY: '1',
      },
      stdout: 'pipe',
    },
    ...(databaseUrl
      ? [
          {
            // The cluster project's shop: 2 instances behind nginx on the e2e database (installed by .ci/run).
            command: `node scripts/cluster.mjs --instances 2 --port ${clusterPort} --instance-port ${clusterPort + 1} --no-warmup --no-build`,
            url: `http://localhost:${clusterPort}/commerce/resources/info/server`,
            timeout: 180_000,
            reuseExistingServer: false,
            env: {
              HOST: 'localhost',
              DATABASE_URL: databaseUrl,
              // The same session secret as the shop's (kept in its data folder).
              MERCATO_DATA_DIR: dataDir,
              MERCATO_PARTNER_ORIGINS: `http://localhost:${partnerPort}`,
              MERCATO_TEST_HOOKS: '1',
              MERCATO_DEV_OUTBOX: '1',
              // One proxy in front of the balancer (the fixtures' X-Forwarded-For), as the shop trusts one.
              MERCATO_TRUST_PROXY: '1',
            },
            stdout: 'pipe' as const,
          },
        ]
      : []),
    {
      // The partner page on another origin, embedding the elements from the shop by script tags.
      command: 'node examples/serve.mjs partner-page',
      url: `http://localhost:${partnerPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { EXAMPLE_PORT: String(partnerPort), SHOP_ORIGIN: `http://localhost:${port}` },
    },
    {
      // The same page on an origin the shop does not list: look-ups only, no credentials.
      command: 'node examples/serve.mjs partner-page',
      url: `http://localhost:${unlistedPartnerPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { EXAMPLE_PORT: String(unlistedPartnerPort), SHOP_ORIGIN: `http://localhost:${port}` },
    },
    {
      // The recipe page of examples/cms-page: plain HTML, the shop set once by <mercato-config>.
      command: 'node examples/serve.mjs cms-page',
      url: `http://localhost:${cmsPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { EXAMPLE_PORT: String(cmsPort), SHOP_ORIGIN: `http://localhost:${port}` },
    },
    {
      // The host pages, built with Vite into tests/e2e/hosts/dist as the server starts (about a second).
      command: 'node tests/e2e/hosts/serve.mjs',
      url: `http://localhost:${hostsPort}/`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { HOSTS_PORT: String(hostsPort), SHOP_ORIGIN: `http://localhost:${port}` },
    },
    {
      // The React app example, a listed partner origin (its builds appear when react-app.spec.ts runs).
      command: 'node examples/react-app/serve.mjs',
      url: `http://localhost:${reactAppPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        REACT_APP_PORT: String(reactAppPort),
        REACT_APP_DIR: reactAppDir,
        SHOP_ORIGIN: `http://localhost:${port}`,
      },
    },
  ],
});
