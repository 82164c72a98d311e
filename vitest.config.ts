import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Components are written against the React API; the site's islands and the standalone elements render
// them through Preact. Both runtimes are tested: 'ui-preact' and 'widgets-compat' alias react to
// preact/compat, 'widgets-preact' to the elements' own React shim.
const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
const preactDeps = { inline: ['@testing-library/react', '@nanostores/react'] };
// The standalone elements do not use preact/compat but a small React shim of plain Preact
// (packages/widgets/src/preact/, see packages/widgets/scripts/build.mjs): 'widgets-preact' tests the
// widgets through it, as they ship; 'widgets-compat' through preact/compat, as the site's islands run them.
const shim = (file: string) => fileURLToPath(new URL(`./packages/widgets/src/preact/${file}`, import.meta.url));
const elementAlias = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom(\/client)?$/, replacement: shim('react-dom-client.ts') },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: shim('jsx-runtime.ts') },
  { find: /^react$/, replacement: shim('react.ts') },
];

// The tests' helpers (tests/support/: the fake shop, Testing Library) as `@test-support/…`, the alias that
// tsconfig.base.json `paths` also declares: outside every package's `exports`, so none ships a test double.
const testSupport = {
  find: /^@test-support\//,
  replacement: fileURLToPath(new URL('./tests/support/', import.meta.url)),
};

const resolve = { alias: [testSupport] };

// The widgets' CSS is real in their tests (vitest's default makes every stylesheet ''): the styles an
// element or a React entry adopts are what the tests see (computed colours, one sheet per text).
const widgetCss = { include: [/\.css(\?|$)/] };

// The site's `~/` import alias (site/tsconfig.json `paths`, which Astro reads): `~/…` is site/src/….
const siteAlias = [{ find: /^~\//, replacement: fileURLToPath(new URL('./site/src/', import.meta.url)) }];

// Files that leave no module state behind share their worker's module graph instead of starting a new one
// each (about 0.9 s a file: some 80 s of a run on 2 cores, vitest's own estimate). Files that mock modules
// (vi.mock: the client's request test) or keep lazy parts loaded (the widgets' and the islands' component
// tests) keep a fresh graph per file: their projects stay isolated.
const shared = { isolate: false };

/** The same component tests again with `react` resolved to Preact (compat, or the elements' shim). */
const onPreact = (
  name: string,
  include: string,
  alias: typeof preactAlias,
  css?: typeof widgetCss,
  more: { isolate?: boolean } = {},
) => ({
  resolve: { alias: [...alias, testSupport] },
  test: { name, include: [include], environment: 'happy-dom' as const, server: { deps: preactDeps }, css, ...more },
});

// One vitest run for every package. Components run in happy-dom; services on PGlite in memory
// (and on PostgreSQL too when DATABASE_URL_TEST is set).
export default defineConfig({
  test: {
    // Two files at a time (vitest's default is one fewer than the cores: one on a 2-core machine). A
    // server file's PGlite takes up to ~1.3 GB at its peak: two fit.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node', ...shared },
      },
      {
        resolve,
        test: { name: 'client', include: ['packages/client/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve,
        test: { name: 'core', include: ['packages/core/src/**/*.test.{ts,tsx}'], environment: 'happy-dom', ...shared },
      },
      {
        resolve,
        test: { name: 'ui', include: ['packages/ui/src/**/*.test.{ts,tsx}'], environment: 'happy-dom', ...shared },
      },
      onPreact('ui-preact', 'packages/ui/src/**/*.test.tsx', preactAlias, undefined, shared),
      {
        resolve,
        test: {
          name: 'widgets',
          include: ['packages/widgets/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          css: widgetCss,
        },
      },
      // The component tests (*.test.tsx) again on each Preact runtime; the *.test.ts files render nothing
      // (the manifest, the elements' declared attributes, the API calls) and run once, in 'widgets'.
      onPreact('widgets-preact', 'packages/widgets/src/**/*.test.tsx', elementAlias, widgetCss),
      onPreact('widgets-compat', 'packages/widgets/src/**/*.test.tsx', preactAlias, widgetCss),
      // The site's own TypeScript (site/src/**/*.ts: URL state, states, the listings' browser scripts).
      {
        resolve: { alias: [...siteAlias, testSupport] },
        test: { name: 'site', include: ['site/src/**/*.test.ts'], environment: 'happy-dom', ...shared },
      },
      // The site's islands (site/src/**/*.test.tsx), through preact/compat as the site renders them.
      onPreact('site-islands', 'site/src/**/*.test.tsx', [...siteAlias, ...preactAlias]),
      // The shop's server process (site/server/*.ts: page caches, warm start, idle release), as Node runs it.
      { test: { name: 'site-server', include: ['site/server/**/*.test.ts'], environment: 'node', ...shared } },
      {
        resolve,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The migrated (and seeded) template databases, made once per run; each test's shop is a copy
          // of one (packages/server/src/test/templates.ts), so the files run side by side.
          globalSetup: ['packages/server/src/test/templates.ts'],
          ...shared,
        },
      },
    ],
  },
});
