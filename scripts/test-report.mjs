// The cost of `npm test`, told at its end (scripts/test.mjs): the slowest tests, read from the JSON
// reports vitest and Playwright write beside their console output (package.json `test:unit`,
// playwright.config.ts `reporter`). Plain Node, no dependencies.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

export const reportsDir = join(root, 'node_modules/.cache/mercato-tests');
export const vitestReport = join(reportsDir, 'vitest.json');
export const playwrightReport = join(reportsDir, 'playwright.json');

const read = (file) => {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
};

/** vitest's JSON report: one entry per test run (a test of three projects is three). */
function vitestTests(report) {
  if (!report) return [];
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((t) => ({
      what: 'vitest',
      file: relative(root, file.name),
      title: t.fullName ?? t.title,
      ms: t.duration ?? 0,
    })),
  );
}

/** Playwright's JSON report: suites of specs of tests (one per project), each with its tries. */
function playwrightTests(report) {
  if (!report) return [];
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        found.push({
          what: `playwright${test.projectName ? ` ${test.projectName}` : ''}`,
          file: join('tests/e2e', spec.file ?? suite.file ?? ''),
          title: [...titles, spec.title].filter(Boolean).join(' › '),
          ms,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** The lines of the summary: each step's time, then the `count` slowest tests of this run's reports. */
export function summary(stepTimes, since, count = 10) {
  const lines = ['', 'npm test: time per step'];
  const width = Math.max(...stepTimes.map(([s]) => s.length));
  for (const [script, ms, status] of stepTimes)
    lines.push(`  ${script.padEnd(width)}  ${(ms / 1000).toFixed(1).padStart(7)} s${status ? `  ${status}` : ''}`);
  // Only the reports this run wrote (one older than the run is an earlier run's).
  const fresh = (file) => (existsSync(file) && statSync(file).mtimeMs >= since ? read(file) : null);
  const tests = [...vitestTests(fresh(vitestReport)), ...playwrightTests(fresh(playwrightReport))].sort(
    (a, b) => b.ms - a.ms,
  );
  if (tests.length) {
    lines.push('', `npm test: the ${Math.min(count, tests.length)} slowest tests`);
    for (const t of tests.slice(0, count))
      lines.push(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.what.padEnd(10)}  ${t.file} › ${t.title}`);
  }
  return lines;
}
