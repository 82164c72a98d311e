// `npm test`: every check, in order, stopping at the first that fails. Each step is an npm script of its
// own, so any one can be run alone (`npm run lint`, `npm run check:sizes`, …). CI runs this (.ci/run).
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';
import { summary } from './test-report.mjs';

const steps = [
  ['check-node', 'the pinned Node 24 runs the scripts'],
  ['lint', 'format and lint with Biome (biome.jsonc: style, recommended rules, the layers as import rules)'],
  ['typecheck', 'TypeScript of the packages, tests and scripts (tsc -b)'],
  ['check:astro', "TypeScript of the site's .astro files (astro check)"],
  ['check:sizes', 'gzipped load weight of each element against its budget (packages/widgets/size-budgets.json)'],
  ['test:unit', 'unit and component tests (vitest)'],
  ['test:e2e', 'end-to-end tests (Playwright in Chromium)'],
];

const started = performance.now();
const startedAt = Date.now();
const seconds = (t) => `${((performance.now() - t) / 1000).toFixed(1)} s`;
/** [script, ms, status] of each step run: told at the end with the slowest tests (scripts/test-report.mjs). */
const times = [];
const tell = () => {
  for (const line of summary(times, startedAt)) console.log(line);
};
for (const [i, [script, what]] of steps.entries()) {
  console.log(`\nnpm test ▶ ${i + 1}/${steps.length} ${script}: ${what}`);
  const t0 = performance.now();
  // Biome colours its diagnostics even into a pipe, character by character: plain text for logs (CI).
  const extra = script === 'lint' && !process.stderr.isTTY ? ['--', '--colors=off'] : [];
  const run = spawnSync('npm', ['run', '--silent', script, ...extra], { cwd: root, stdio: 'inherit' });
  times.push([script, performance.now() - t0, run.status === 0 ? '' : 'failed']);
  if (run.status !== 0) {
    tell();
    console.error(
      `\nnpm test ✗ step ${i + 1}/${steps.length} '${script}' failed (${what}; ` +
        `exit ${run.status ?? run.signal}, after ${seconds(t0)}). Its output above says what and where; ` +
        `repeat it alone with: npm run ${script}`,
    );
    process.exit(run.status || 1);
  }
  console.log(`npm test ✓ ${script} (${seconds(t0)})`);
}
tell();
console.log(`\nnpm test: all ${steps.length} steps passed in ${seconds(started)}`);
