// The host pages of tests/e2e/hosts.spec.ts on their own origin (default http://localhost:4395): the
// elements embedded in plain HTML, React 19, Vue 3 and Preact pages (html/, react/, vue/, preact/), as
// Custom Elements Everywhere embeds elements in each framework. Builds the pages once with Vite into dist/
// beside this file (git-ignored; the shop's origin SHOP_ORIGIN goes into the build), then serves them: /<host>/.
// Playwright starts it (playwright.config.ts webServer); alone: SHOP_ORIGIN=… HOSTS_PORT=… node serve.mjs
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const port = Number(process.env.HOSTS_PORT ?? 4395);
const shop = (process.env.SHOP_ORIGIN ?? 'http://localhost:4391').replace(/\/+$/, '');
const root = fileURLToPath(new URL('.', import.meta.url));
const HOSTS = ['html', 'react', 'vue', 'preact'];

const outDir = join(root, 'dist');

// Vite reads VITE_* variables from the environment: import.meta.env.VITE_SHOP_ORIGIN, %VITE_SHOP_ORIGIN%.
process.env.VITE_SHOP_ORIGIN = shop;
const started = performance.now();
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  // A multi-page build: one HTML entry per host; React, Vue and Preact each in their page's chunks.
  build: {
    outDir,
    emptyOutDir: true,
    rollupOptions: { input: Object.fromEntries(HOSTS.map((h) => [h, join(root, h, 'index.html')])) },
  },
  // JSX: React's automatic runtime (preact/main.jsx names Preact's with a pragma); `onmercato:…` event
  // props are namespaced JSX names, which React 19 and Preact take as they are.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react', throwIfNamespace: false } },
  // Vue's full build (the template is compiled in the browser) wants its feature flags defined.
  define: {
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
});
console.log(`host pages built in ${Math.round(performance.now() - started)} ms`);

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
  if (path === '/') {
    res.writeHead(200, { 'content-type': TYPES['.html'] });
    res.end(
      `<!doctype html><html lang="it"><title>Host pages</title><ul>${HOSTS.map((h) => `<li><a href="/${h}/">${h}</a>`).join('')}</ul>`,
    );
    return;
  }
  const file = normalize(join(outDir, path.endsWith('/') ? `${path}index.html` : path));
  let body;
  try {
    if (!file.startsWith(outDir + sep)) throw new Error('outside');
    body = readFileSync(file);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Pagina non trovata');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  });
  res.end(body);
})
  .on('error', (err) => {
    // The port taken (or any other failure to listen): say so and stop, never exit silently.
    console.error(`host pages: cannot listen on localhost:${port}: ${err.message}`);
    process.exit(1);
  })
  .listen(port, 'localhost', () =>
    console.log(`host pages on http://localhost:${port}/<${HOSTS.join('|')}>/ (shop ${shop})`),
  );
