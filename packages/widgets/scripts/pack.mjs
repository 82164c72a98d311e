// `npm run pack:widgets -- [folder]`: the installable @mercato/widgets package (ADR 0010), packed into
// `folder` (default packages/widgets/dist) as mercato-widgets-<version>.tgz; prints the tarball's path.
// Packs what the widgets' build made (the root script builds first): the workspace's own package.json
// points at sources and private packages, so the package is assembled in dist/npm with a package.json
// of its own:
//   dist/react/<widget>.js, .d.ts, chunks/   the React components (react, react-dom: peer dependencies)
//   dist/elements/<widget>.js, chunks/       the standalone element bundles, for those who self-host them
//   custom-elements.json, elements.d.ts      the manifest and the elements' typings, when present
//   README.md
// and checked: every export exists, and the React build names no module but react's and its own files.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(pkg, 'dist');
const out = resolve(process.argv[2] ?? dist);
const stage = join(dist, 'npm');

const fail = (message) => {
  console.error(`pack:widgets: ${message}`);
  process.exit(1);
};
for (const part of ['react', 'elements'])
  if (!existsSync(join(dist, part))) fail(`dist/${part} is missing: run npm run build:widgets first.`);

const workspace = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
const react = readdirSync(join(dist, 'react')).filter((f) => f.endsWith('.d.ts'));
const widgets = react.map((f) => f.slice(0, -'.d.ts'.length)).sort();
const elements = readdirSync(join(dist, 'elements'))
  .filter((f) => f.endsWith('.js'))
  .sort();

rmSync(stage, { recursive: true, force: true });
mkdirSync(join(stage, 'dist'), { recursive: true });
cpSync(join(dist, 'react'), join(stage, 'dist/react'), { recursive: true });
cpSync(join(dist, 'elements'), join(stage, 'dist/elements'), { recursive: true });
// Made by another step (the manifest): packed when present.
const optional = ['custom-elements.json', 'elements.d.ts', 'README.md'].filter((f) => existsSync(join(pkg, f)));
for (const f of optional) cpSync(join(pkg, f), join(stage, f));

const has = (f) => optional.includes(f);
const manifest = {
  name: workspace.name,
  version: workspace.version,
  description:
    "Mercato's widgets: React 19 components (address checker, floating trolley, add to trolley, slot picker) and the same widgets as standalone custom elements.",
  type: 'module',
  exports: {
    ...Object.fromEntries(
      widgets.map((w) => [`./react/${w}`, { types: `./dist/react/${w}.d.ts`, import: `./dist/react/${w}.js` }]),
    ),
    ...Object.fromEntries(elements.map((f) => [`./elements/${f}`, `./dist/elements/${f}`])),
    ...(has('elements.d.ts') ? { './elements': { types: './elements.d.ts' } } : {}),
    ...(has('custom-elements.json') ? { './custom-elements.json': './custom-elements.json' } : {}),
    './package.json': './package.json',
  },
  ...(has('custom-elements.json') ? { customElements: 'custom-elements.json' } : {}),
  // Importing an element bundle defines its elements; the React modules do nothing until rendered.
  sideEffects: ['./dist/elements/**'],
  peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
};
writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// Every export points at a file of the package.
const targets = Object.values(manifest.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)));
for (const t of targets) if (!existsSync(join(stage, t))) fail(`export target ${t} is missing`);
// The React build leaves nothing for the app's bundler to know about: no bundler query (?inline, ?raw…),
// no workspace or other package but react.
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)],
  );
for (const file of files(join(stage, 'dist/react'))) {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((m) => m[1]);
  for (const s of specifiers)
    if (!(s.startsWith('./') || s.startsWith('../') || /^react(-dom)?(\/|$)/.test(s)) || s.includes('?'))
      fail(`${relative(stage, file)} imports '${s}'`);
}

mkdirSync(out, { recursive: true });
const packed = JSON.parse(
  execFileSync('npm', ['pack', stage, '--pack-destination', out, '--json', '--silent'], { encoding: 'utf8' }),
)[0];
const tarball = join(out, packed.filename);
const shown = relative(process.cwd(), tarball);
console.log(
  `pack:widgets: ${shown.startsWith('..') ? tarball : shown} (${packed.entryCount} files, ` +
    `${(packed.size / 1000).toFixed(1)} kB packed, ${(packed.unpackedSize / 1000).toFixed(1)} kB unpacked)`,
);
