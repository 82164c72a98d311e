import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The inline scripts of the site (the listing's layout boot, the filter bar's and the smart banner's, each
// rendered verbatim with set:html): Astro hashes the scripts it bundles, an inline script's hash is ours to give.
const inlineScripts = [
  './src/features/catalogue/layout-boot.js',
  './src/features/catalogue/filter-boot.js',
  './src/features/content/smart-banner-boot.js',
  './src/features/cookie-centre/cookie-banner-boot.js',
].map(
  (file) =>
    `sha256-${createHash('sha256')
      .update(readFileSync(new URL(file, import.meta.url)))
      .digest('base64')}`,
);

// Islands are written against the React API and rendered through preact/compat (ARCHITECTURE
// "Two runtimes, one code"): one island weighs ~11 kB gzip instead of ~70 kB with React 19.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// client:tiles: the page's one island for the product tiles' add buttons (TileAddButtons.tsx) hydrates
// when the first button nears the viewport (tiles-directive.ts).
const tilesDirective = {
  name: 'mercato:client-tiles',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({
        name: 'tiles',
        entrypoint: fileURLToPath(new URL('./src/features/catalogue/tiles-directive.ts', import.meta.url)),
      }),
  },
};

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react({ experimentalDisableStreaming: true }), tilesDirective],
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  security: {
    // The API under /commerce/resources has its own XSRF and CORS rules (partner pages POST JSON
    // from other origins); Astro's own check would answer 403 to them. Page forms check the origin
    // themselves in middleware.
    checkOrigin: false,
    // Scripts and styles only from the shop or with the hash Astro computes for each inline one; the
    // pages cannot be framed (site/server/main.ts adds X-Frame-Options for older browsers).
    csp: {
      scriptDirective: { hashes: inlineScripts },
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ],
    },
  },
  vite: {
    resolve: { alias: preactAliases, dedupe: ['preact'] },
    // @mercato/server is not bundled: Node 24 runs its TypeScript sources (type stripping; the
    // workspace link resolves outside node_modules), so site/server/main.ts and the pages share one shop.
    ssr: {
      noExternal: [/^@mercato\/(?!server$)/, '@nanostores/react', 'nanostores'],
      external: ['@mercato/server', '@electric-sql/pglite', 'pg', 'sanitize-html'],
    },
    // Vite bundles linked workspace packages even when listed in ssr.external; the bare id is kept here.
    build: { rollupOptions: { external: ['@mercato/server'] } },
  },
});
