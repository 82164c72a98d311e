// What a page downloads, measured one way for the bench (tests/bench) and the size check
// (scripts/check-sizes.mjs): byte sizes of files as a server sends them, the ES module graph of an entry,
// and the load weight of each custom element. Plain Node, no dependencies.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { newestSource, root } from './lib.mjs';

// ---------------------------------------------------------------- sizes

/** Raw, gzip (level 9) and brotli (quality 11) byte sizes of a buffer or string. */
export function sizes(content) {
  const buf = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
    }).length,
  };
}

export function addSizes(list) {
  return list.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** Bytes as kB (1 kB = 1,000 bytes), one decimal. */
export const kB = (n) => (n === null || n === undefined ? 'n/a' : `${(n / 1000).toFixed(1)} kB`);

/** The summed sizes of files on disk, each compressed on its own (as a server sends them). */
export function measureFiles(files) {
  return addSizes(files.map((f) => sizes(readFileSync(f))));
}

// ---------------------------------------------------------------- ES module graphs

const STATIC = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]*?\s*from\s*)?["'`]([^"'`]+)["'`]/g;
const DYNAMIC = /\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

/** Relative specifiers a minified ES module imports: static ones (loaded at once) and dynamic ones (lazy). */
export function importsOf(code) {
  const found = { static: new Set(), dynamic: new Set() };
  for (const m of code.matchAll(DYNAMIC)) if (m[1].startsWith('.') || m[1].startsWith('/')) found.dynamic.add(m[1]);
  const withoutDynamic = code.replace(DYNAMIC, '');
  for (const m of withoutDynamic.matchAll(STATIC))
    if (m[1].startsWith('.') || m[1].startsWith('/')) found.static.add(m[1]);
  return found;
}

/**
 * The files an ES module entry loads: `initial` = the entry and its static imports, transitively;
 * `lazy` = what its dynamic imports add later (with their own static imports). `read(ref)` returns the
 * code of a reference, `join(from, spec)` resolves a specifier. Works on files and on URLs.
 */
export async function moduleGraph(entries, read, joinRef) {
  const initial = new Set();
  const lazyRoots = new Set();
  const code = new Map();
  const load = async (ref) => {
    if (!code.has(ref)) code.set(ref, await read(ref));
    return code.get(ref);
  };
  const walk = async (ref, into) => {
    if (into.has(ref)) return;
    into.add(ref);
    const { static: s, dynamic: d } = importsOf(await load(ref));
    for (const spec of s) await walk(joinRef(ref, spec), into);
    for (const spec of d) lazyRoots.add(joinRef(ref, spec));
  };
  for (const e of entries) await walk(e, initial);
  const lazy = new Set();
  for (const r of lazyRoots) if (!initial.has(r)) await walk(r, lazy);
  for (const r of initial) lazy.delete(r);
  return { initial: [...initial], lazy: [...lazy], code };
}

/** moduleGraph over files on disk. */
export function fileGraph(entries) {
  return moduleGraph(
    entries,
    (f) => readFileSync(f, 'utf8'),
    (from, spec) => resolve(dirname(from), spec),
  );
}

// ---------------------------------------------------------------- custom elements

/** The element bundles of the widgets' build: packages/widgets/dist/elements/<name>.js. */
export const elementsDir = join(root, 'packages/widgets/dist/elements');

/** Names of the built element bundles ('address-checker', 'floating-trolley', …), sorted. */
export function builtElements() {
  if (!existsSync(elementsDir)) return [];
  return readdirSync(elementsDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -3))
    .sort();
}

/** Names of the widgets the build makes: the folders of packages/widgets/src with an element.ts. */
export function widgetSources() {
  const src = join(root, 'packages/widgets/src');
  return readdirSync(src, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(src, d.name, 'element.ts')))
    .map((d) => d.name)
    .sort();
}

/**
 * The load weight of one element bundle: its entry file plus every chunk it imports statically (shared
 * runtime included), each file compressed on its own; `lazy` is what its dynamic imports add on demand.
 */
export async function elementWeight(name) {
  const graph = await fileGraph([join(elementsDir, `${name}.js`)]);
  return {
    name,
    initial: measureFiles(graph.initial),
    lazy: measureFiles(graph.lazy),
    files: graph.initial.length,
    lazyFiles: graph.lazy.length,
  };
}

/** Everything some elements load together on one page, shared chunks counted once. */
export async function pageWeight(names) {
  const graph = await fileGraph(names.map((n) => join(elementsDir, `${n}.js`)));
  return { initial: measureFiles(graph.initial), files: graph.initial.length };
}

/** The element bundles or the React build are missing, incomplete or older than a source they are built from. */
export function elementsNeedBuild() {
  const built = builtElements();
  const expected = widgetSources();
  if (expected.some((w) => !built.includes(w))) return true;
  if (!existsSync(join(root, 'packages/widgets/dist/react'))) return true;
  const oldest = Math.min(...built.map((n) => statSync(join(elementsDir, `${n}.js`)).mtimeMs));
  const packages = ['contracts', 'client', 'core', 'ui', 'widgets'];
  const sources = packages.flatMap((p) => [
    join(root, 'packages', p, 'src'),
    join(root, 'packages', p, 'package.json'),
  ]);
  sources.push(join(root, 'packages/widgets/scripts'), join(root, 'package-lock.json'));
  return newestSource(...sources) > oldest;
}
