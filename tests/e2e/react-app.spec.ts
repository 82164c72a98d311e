// examples/react-app as a customer gets it (issue 14 points 7 and 13): a copy of the app installs
// @mercato/widgets from the packed tarball (no workspace around it), type-checks against the package's
// types (the components', and the elements' JSX through `import type {} from '@mercato/widgets/elements/react'`
// in src/elements.check.tsx: issue 33 point 19), and is built with Vite and with esbuild; both builds, served on their own origin (listed in
// MERCATO_PARTNER_ORIGINS, playwright.config.ts), run the address checker's whole look-up and guest
// entry and the trolley against the shop's API origin, styled, with the callbacks' documented details.
import { execFile } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { chooseStreet, expectNoAxeViolations } from './helpers';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');
const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 4392);
const reactAppPort = Number(process.env.E2E_REACT_APP_PORT ?? partnerPort + 5);
// What the example's server (playwright.config.ts) serves: <dir>/vite and <dir>/esbuild.
const served = join(tmpdir(), `mercato-react-app-${reactAppPort}`);
const APP = `http://localhost:${reactAppPort}`;
const BRAND = 'rgb(11, 107, 58)';

let app: string;
let typecheck: Promise<{ stdout: string; stderr: string }>;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const t0 = Date.now();
  const lap = (what: string) => console.log(`react-app: ${what} at ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  app = join(mkdtempSync(join(tmpdir(), 'mercato-react-app-')), 'app');
  cpSync(join(root, 'examples/react-app'), app, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|dist|dist-esbuild|vendor)$/.test(src),
  });
  // The package as `npm run pack:widgets` makes it, from the build `npm run build` made.
  const vendor = join(app, 'vendor');
  await run('node', [join(root, 'packages/widgets/scripts/pack.mjs'), vendor], { cwd: root });
  const [tarball] = readdirSync(vendor).filter((f) => f.endsWith('.tgz'));
  renameSync(join(vendor, tarball), join(vendor, 'mercato-widgets.tgz'));
  lap('packed');
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app });
  lap('installed');
  rmSync(served, { recursive: true, force: true });
  typecheck = run('npm', ['run', '--silent', 'typecheck'], { cwd: app });
  await Promise.all([
    run('npm', ['run', '--silent', 'build', '--', '--outDir', join(served, 'vite'), '--emptyOutDir'], { cwd: app }),
    run('npm', ['run', '--silent', 'build:esbuild', '--', join(served, 'esbuild')], { cwd: app }),
  ]);
  lap('built with Vite and esbuild');
  // Failures are the type-check test's to report.
  typecheck.catch(() => undefined);
});

test.afterAll(() => {
  if (app) rmSync(join(app, '..'), { recursive: true, force: true });
});

test("the package installs from its tarball alone and its types, the elements' JSX included, check the app (tsc --noEmit)", async () => {
  const installed = join(app, 'node_modules/@mercato/widgets');
  expect(lstatSync(installed).isSymbolicLink()).toBe(false);
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  expect(manifest.private).toBeUndefined();
  expect(manifest.dependencies).toBeUndefined();
  expect(manifest.peerDependencies).toEqual({ react: '^19.0.0', 'react-dom': '^19.0.0' });
  // The typings the README documents; the app imports the JSX ones (src/elements.check.tsx).
  expect(manifest.exports['./elements']).toEqual({ types: './elements.d.ts' });
  expect(manifest.exports['./elements/react']).toEqual({ types: './elements-react.d.ts' });
  expect(readFileSync(join(app, 'src/elements.check.tsx'), 'utf8')).toContain(
    "import type {} from '@mercato/widgets/elements/react';",
  );
  const checked = await typecheck.catch((err: { stdout: string; stderr: string }) => err);
  expect(`${checked.stdout}${checked.stderr}`.replace(/^npm warn.*\n/gm, '')).toBe('');
});

/** The shop's API calls the page makes, and what went wrong on it. */
function watch(page: Page, shop: string) {
  const apiCalls: string[] = [];
  const problems: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/commerce/resources/')) apiCalls.push(req.url());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text());
  });
  page.on('response', (res) => {
    const call = `${res.status()} ${res.request().method()} ${res.url()}`;
    // The trolley read before the guest entry: a free visitor has none (403, silent by design).
    if (res.status() >= 400 && call !== `403 GET ${shop}/commerce/resources/auth/trolley`) problems.push(call);
  });
  return { offShop: () => apiCalls.filter((u) => !u.startsWith(`${shop}/commerce/resources/`)), problems };
}

for (const bundler of ['vite', 'esbuild']) {
  test(`built with ${bundler}: styled widgets, the whole look-up, the callbacks and the trolley`, async ({
    page,
    baseURL,
  }) => {
    const shop = baseURL!;
    const seen = watch(page, shop);
    await page.goto(`${APP}/${bundler}/`);
    const callbacks = page.locator('#callbacks');

    // Styled with no CSS import: the brand colour, not the browser's grey button.
    const verify = page.getByRole('button', { name: 'Verifica indirizzo' });
    await expect(verify).toBeVisible();
    expect(await verify.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(BRAND);
    await expect(page.getByRole('link', { name: /^CARRELLO/ })).toBeVisible();

    // Postcode → street → services, on the shop's origin.
    await chooseStreet(page, '20121', 'mont');
    await expect(page.getByRole('heading', { name: 'Servizi disponibili' })).toBeVisible();
    await expect(callbacks).toContainText(
      'AddressChecker onAddressVerified {"postcode":"20121","streetId":1,"street":"Via Montenapoleone","townName":"Milano"}',
    );

    // The guest entry (credentials: a listed origin); noNavigate keeps the app, which links to the shop.
    const choose = page.getByRole('button', { name: 'Scegli Mercato a Casa' });
    expect(await choose.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(BRAND);
    await choose.click();
    await expect(callbacks).toContainText(
      'AddressChecker onServiceSelected {"postcode":"20121","streetId":1,"site":"supermercato",' +
        `"street":"Via Montenapoleone","townName":"Milano","redirectUrl":"${shop}/commerce/resources/onboarding/guest/handoff?t=`,
    );
    await expect(page.getByRole('link', { name: 'Continua la spesa su Mercato' })).toHaveAttribute(
      'href',
      new RegExp(`^${shop}/commerce/resources/onboarding/guest/handoff\\?t=`),
    );

    // The trolley: an add button adds on the shop, the badge follows.
    const products = page.getByRole('list', { name: 'Prodotti trovati' }).getByRole('listitem');
    const first = products.first();
    await first.getByRole('button', { name: /^Aggiungi al carrello/ }).click();
    await expect(first.getByRole('status')).toHaveText('Prodotto aggiunto al carrello');
    await expect(page.locator('.ft-count')).toHaveText('1');
    await expect(callbacks).toContainText(/AddToTrolley onAdd \{"productId":\d+,"quantity":1,"status":"done"\}/);
    await page.getByRole('button', { name: 'Mostra carrello' }).click();
    const trolley = page.getByRole('dialog');
    await expect(trolley).toBeVisible();
    await expect(trolley).toContainText('1 Prodotto');
    await expect(callbacks).toContainText('FloatingTrolley onOpenChange {"open":true}');

    await expectNoAxeViolations(page);
    expect(seen.offShop()).toEqual([]);
    expect(seen.problems).toEqual([]);
  });
}
