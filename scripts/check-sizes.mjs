// `npm run check:sizes` (part of `npm test`): builds the element bundles when they are missing or older
// than their sources, weighs each one as the bench does (scripts/weigh.mjs: the entry plus the chunks it
// imports statically, each gzip -9) and fails when one passes its budget in packages/widgets/size-budgets.json,
// or has no budget there.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';
import { builtElements, elementsNeedBuild, elementWeight, kB, pageWeight } from './weigh.mjs';

const budgetsFile = join(root, 'packages/widgets/size-budgets.json');
const where = relative(root, budgetsFile);

if (elementsNeedBuild()) {
  console.log('check:sizes: building the element bundles (npm run build:widgets)');
  // Through npm, so that the build runs on the pinned Node 24 like every script.
  const build = spawnSync('npm', ['run', '--silent', 'build:widgets'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`check:sizes: the widgets' build failed (exit ${build.status ?? build.signal}); see above.`);
    process.exit(1);
  }
}

const budgets = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(budgetsFile, 'utf8'))).filter(([k]) => !k.startsWith('$')),
);
const names = builtElements();
const problems = [];
const rows = [];
for (const name of names) {
  const w = await elementWeight(name);
  const budget = budgets[name];
  let verdict = 'ok';
  if (typeof budget !== 'number') {
    verdict = 'NO BUDGET';
    problems.push(`element '${name}' has no budget: add "${name}": <bytes> to ${where} (its issue gives the figure)`);
  } else if (w.initial.gzip > budget) {
    verdict = 'OVER';
    problems.push(
      `element '${name}' (packages/widgets/dist/elements/${name}.js) weighs ${kB(w.initial.gzip)} gzip at load ` +
        `(${w.initial.gzip} bytes), over its budget of ${kB(budget)} (${budget} bytes) in ${where}`,
    );
  }
  // "<name>:lazy": a budget for what the element downloads on demand (the cookie centre's centre).
  const lazyBudget = budgets[`${name}:lazy`];
  if (typeof lazyBudget === 'number' && w.lazy.gzip > lazyBudget) {
    verdict = 'OVER';
    problems.push(
      `element '${name}' downloads ${kB(w.lazy.gzip)} gzip on demand, over its lazy budget of ${kB(lazyBudget)} in ${where}`,
    );
  }
  rows.push([
    `mercato-${name}`,
    kB(w.initial.gzip),
    typeof budget === 'number' ? kB(budget) : '—',
    typeof budget === 'number' ? `${Math.round((w.initial.gzip / budget) * 100)}%` : '—',
    String(w.files),
    w.lazyFiles ? `+${kB(w.lazy.gzip)} (${w.lazyFiles})` : '—',
    verdict,
  ]);
}
for (const name of Object.keys(budgets)) {
  if (!names.includes(name.replace(/:lazy$/, '')))
    problems.push(`${where} has a budget for '${name}', which the build does not make`);
}
if (names.length > 1) {
  const all = await pageWeight(names);
  rows.push(['all elements on one page', kB(all.initial.gzip), '', '', String(all.files), '', '']);
}

const head = ['element', 'load (gzip)', 'budget', 'used', 'files', 'lazy (files)', ''];
const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) =>
  r
    .map((c, i) => (i === 0 || i === r.length - 1 ? c.padEnd(width[i]) : c.padStart(width[i])))
    .join('  ')
    .trimEnd();
console.log(line(head));
for (const r of rows) console.log(line(r));

if (names.length === 0) problems.push('no element bundle in packages/widgets/dist/elements after the build');
if (problems.length) {
  for (const p of problems) console.error(`check:sizes: ${p}`);
  process.exit(1);
}
