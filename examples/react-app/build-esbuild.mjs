// The same app bundled by esbuild instead of Vite (npm run build:esbuild [folder], default
// dist-esbuild): the widget package must work with any bundler, not only Vite.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const here = import.meta.dirname;
const out = resolve(process.argv[2] ?? join(here, 'dist-esbuild'));
mkdirSync(out, { recursive: true });
await build({
  entryPoints: { main: join(here, 'src/main.tsx') },
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  target: 'es2022',
  jsx: 'automatic',
  outdir: out,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
const html = readFileSync(join(here, 'index.html'), 'utf8').replace('./src/main.tsx', './main.js');
writeFileSync(join(out, 'index.html'), html);
console.log(`esbuild: ${out}`);
