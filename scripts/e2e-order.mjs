// `npm run test:e2e:order -- --reverse` or `-- --shuffle [--seed N]`: the end-to-end specs one file after
// another in reverse file order, or shuffled by a printed seed, on one shop and one worker, to show that no
// spec leans on what another left behind (docs/testing.md). Playwright runs files in alphabetical order
// when they run one at a time, so the specs are copied to tests/e2e-order/ (the same depth, so their
// relative imports hold) under names that sort in the order wanted, and run from there.
// Further arguments go to Playwright (a file filter, --grep, …).
import { cpSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';

const { values, positionals } = parseArgs({
  options: { reverse: { type: 'boolean' }, shuffle: { type: 'boolean' }, seed: { type: 'string' } },
  allowPositionals: true,
  strict: false,
});
if (!values.reverse && !values.shuffle) {
  console.error('npm run test:e2e:order -- --reverse | --shuffle [--seed N] [playwright arguments]');
  process.exit(2);
}
const from = join(root, 'tests/e2e');
const to = join(root, 'tests/e2e-order');
const specs = readdirSync(from)
  .filter((f) => f.endsWith('.spec.ts'))
  .sort();
let order = [...specs].reverse();
if (values.shuffle) {
  const seed = Number(values.seed ?? Math.floor(Math.random() * 2 ** 31));
  // mulberry32: a small seeded generator, so a seed printed here gives the same order again.
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  order = [...specs];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  console.log(`e2e order: shuffled with --seed ${seed}`);
} else console.log('e2e order: reverse file order');
console.log(order.map((f, i) => `  ${String(i + 1).padStart(3, '0')} ${f}`).join('\n'));

rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true, filter: (src) => !src.includes(`${join(from, 'hosts')}/dist`) });
order.forEach((f, i) => renameSync(join(to, f), join(to, `${String(i + 1).padStart(3, '0')}-${f}`)));
const result = spawnSync('node', ['scripts/e2e.mjs', '--workers=1', ...positionals.map(String)], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, E2E_TEST_DIR: 'tests/e2e-order', E2E_ONE_BY_ONE: '1' },
});
rmSync(to, { recursive: true, force: true });
process.exit(result.status ?? 1);
