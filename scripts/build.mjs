// `npm run build`: the element bundles (packages/widgets: `npm run build:widgets`), then the site (Astro),
// each only when its output is missing or older than a source it is built from (scripts/weigh.mjs
// elementsNeedBuild, scripts/lib.mjs siteNeedsBuild: code, styles, package.json, the lock file; not a
// README nor a test). So `npm test` builds each at most once, whichever step asks first (check:sizes,
// test:e2e), and a second `npm run build` returns at once. `npm run build -- --force` builds both anyway;
// `--widgets` only the element bundles (`npm run pack:widgets`).
import { run, siteNeedsBuild } from './lib.mjs';
import { elementsNeedBuild } from './weigh.mjs';

const force = process.argv.includes('--force');
const seconds = (t) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

const widgetsStarted = performance.now();
if (force || elementsNeedBuild()) {
  run('npm', ['run', '--silent', 'build:widgets']);
  console.log(`build: element bundles built (${seconds(widgetsStarted)})`);
} else console.log('build: the element bundles are up to date (packages/widgets/dist)');

if (!process.argv.includes('--widgets')) {
  const siteStarted = performance.now();
  if (force || siteNeedsBuild()) {
    run('npm', ['run', 'build', '--workspace', 'site']);
    console.log(`build: site built (${seconds(siteStarted)})`);
  } else console.log('build: the site is up to date (site/dist)');
}
