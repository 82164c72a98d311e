// `npm test`: every check, stopping at the first stage that fails. Each step is an npm script of its own,
// so any one can be run alone (`npm run lint`, `npm run check:sizes`, …). CI runs this (.ci/run).
// The static checks each keep one core busy (tsc, astro check, Biome, the widgets' build), so they run two
// at a time, their output held and printed whole as each ends; the tests use both cores themselves and run
// one after the other. MERCATO_TEST_SERIAL=1 runs every step alone, in order.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';
import { summary } from './test-report.mjs';

const stages = [
  [['check-node', 'the pinned Node 24 runs the scripts']],
  [
    ['typecheck', 'TypeScript of the packages, tests and scripts (tsc -b)'],
    ['check:astro', "TypeScript of the site's .astro files (astro check)"],
    ['lint', 'format and lint with Biome (biome.jsonc: style, recommended rules, the layers as import rules)'],
    ['check:sizes', 'gzipped load weight of each element against its budget (packages/widgets/size-budgets.json)'],
  ],
  [['test:unit', 'unit and component tests (vitest)']],
  [['test:e2e', 'end-to-end tests (Playwright in Chromium)']],
];
const all = stages.flat();
const serial = process.env.MERCATO_TEST_SERIAL === '1';
const concurrency = serial ? 1 : 2;

const started = performance.now();
const startedAt = Date.now();
const seconds = (t) => `${((performance.now() - t) / 1000).toFixed(1)} s`;
/** [script, ms, status] of each step run: told at the end with the slowest tests (scripts/test-report.mjs). */
const times = [];

/** Runs one step; a step run beside another has its output held and printed whole when it ends. */
function step([script, what], held) {
  const n = all.findIndex(([s]) => s === script) + 1;
  const head = `\nnpm test ▶ ${n}/${all.length} ${script}: ${what}`;
  if (!held) console.log(head);
  const t0 = performance.now();
  // Biome colours its diagnostics even into a pipe, character by character: plain text for logs (CI).
  const extra = script === 'lint' && (held || !process.stderr.isTTY) ? ['--', '--colors=off'] : [];
  const child = spawn('npm', ['run', '--silent', script, ...extra], {
    cwd: root,
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: held ? { ...process.env, FORCE_COLOR: '0' } : process.env,
  });
  const output = [];
  child.stdout?.on('data', (d) => output.push(d));
  child.stderr?.on('data', (d) => output.push(d));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const ms = performance.now() - t0;
      times.push([script, ms, code === 0 ? '' : 'failed']);
      if (held) {
        console.log(head);
        process.stdout.write(Buffer.concat(output));
      }
      if (code === 0) console.log(`npm test ✓ ${script} (${seconds(t0)})`);
      resolve({ script, what, ok: code === 0, exit: code ?? signal, ms, n });
    });
  });
}

/** Runs a stage's steps, `concurrency` at a time; resolves with the failures. */
async function stage(steps) {
  const held = steps.length > 1 && concurrency > 1;
  const queue = [...steps];
  const failures = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await step(next, held);
      if (!result.ok) failures.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, steps.length) }, lane));
  return failures;
}

for (const steps of stages) {
  const failures = await stage(steps);
  if (failures.length) {
    for (const line of summary(times, startedAt)) console.log(line);
    for (const f of failures)
      console.error(
        `\nnpm test ✗ step ${f.n}/${all.length} '${f.script}' failed (${f.what}; exit ${f.exit}, after ` +
          `${(f.ms / 1000).toFixed(1)} s). Its output above says what and where; repeat it alone with: npm run ${f.script}`,
      );
    process.exit(1);
  }
}
for (const line of summary(times, startedAt)) console.log(line);
console.log(`\nnpm test: all ${all.length} steps passed in ${seconds(started)}`);
