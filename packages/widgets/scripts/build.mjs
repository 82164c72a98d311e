// Builds the widgets two ways from the same source (ARCHITECTURE "Two runtimes, one code"):
//  - dist/elements/<name>.js: standalone custom-element bundles rendered through Preact, ESM,
//    with the shared runtime (preact, core stores, client) in hashed chunks beside them, so elements
//    loaded separately on one page share one copy of `core`;
//  - dist/react/<name>.js and .d.ts: the React components for React apps, packed by scripts/pack.mjs.
// custom-elements.json and the element typings are committed and written by scripts/manifest.ts
// (`npm run manifest`), not here: `npm test` builds before its unit tests, which check them against the code.
import { build } from 'vite';
import { readdirSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactTypes } from './react-types.mjs';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(pkg, 'src');
const widgets = readdirSync(src, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(src, d.name, 'element.ts')))
  .map((d) => d.name);

// The elements render through plain Preact with a small React shim of our own (src/preact/), not
// preact/compat: the widgets use a small part of React's API and compat costs ~2.5 kB gzip per page.
const preactAlias = [
  { find: /^react-dom(\/client)?$/, replacement: join(src, 'preact/react-dom-client.ts') },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: join(src, 'preact/jsx-runtime.ts') },
  { find: /^react$/, replacement: join(src, 'preact/react.ts') },
];
const common = {
  configFile: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuild: { jsx: 'automatic' },
};

rmSync(join(pkg, 'dist'), { recursive: true, force: true });
if (widgets.length === 0) {
  console.log('widgets: no element to build yet');
  process.exit(0);
}

/**
 * Vite wraps every dynamic import in its preload helper even with `modulePreload: false` (vitejs/vite
 * #18551), and the helper weighs about 0.5 kB gzipped in the shared chunk every element loads. Our lazy
 * parts (dialogs, the trolley panel, the add button) have no CSS files (styles are inlined into shadow
 * roots) and their shared chunks are already loaded with the element: a plain import() does the same.
 */
const noPreloadHelper = {
  name: 'mercato:no-preload-helper',
  enforce: 'post',
  renderChunk(code) {
    if (!code.includes('__vitePreload')) return null;
    let out = code.replace(
      /__vitePreload\(\s*\(\)\s*=>\s*(import\((?:"[^"]*"|'[^']*')\))\s*,\s*__VITE_PRELOAD__\s*\)/g,
      '$1',
    );
    const head = 'var __vitePreload = function preload(';
    const start = out.indexOf(head);
    if (start >= 0) {
      let i = out.indexOf('{', start);
      for (let depth = 0; i < out.length; i++) {
        if (out[i] === '{') depth++;
        else if (out[i] === '}' && --depth === 0) break;
      }
      out = `${out.slice(0, start)}var __vitePreload = (load) => load()${out.slice(i + 1)}`;
    }
    return { code: out, map: null };
  },
  // What is left of the helper once every call is a plain import() is a chunk `var e=e=>e();export{…}`
  // that entries still import for its side effects (none): the chatbot's launcher must load no shared
  // chunk at all (ADR 0039), so such bare imports are dropped.
  generateBundle(_, bundle) {
    const helpers = Object.values(bundle)
      .filter((c) => c.type === 'chunk' && /^var \w+=\w+=>\w+\(\);export\{\w+ as \w+\};?\s*$/.test(c.code))
      .map((c) => c.fileName.replace(/^.*\//, ''));
    if (helpers.length === 0) return;
    for (const c of Object.values(bundle)) {
      if (c.type !== 'chunk') continue;
      for (const h of helpers)
        c.code = c.code.replace(
          new RegExp(`import\\s*["'\`](\\./)?(chunks/)?${h.replace('.', '\\.')}["'\`];?`, 'g'),
          '',
        );
    }
  },
};

/**
 * The contracts' modules declare zod schemas beside plain values (the rules beside their messages, the
 * domain modules beside their enums): a widget that uses a plain value must not carry zod for schemas it
 * never uses (constants.ts itself has none). zod's
 * builders have no side effects, but a bundler cannot know: the top-level `= z.…(…)` initialisers of
 * those modules are marked pure, so an unused schema is dropped (a used one stays as it was).
 */
const pureSchemas = {
  name: 'mercato:pure-schemas',
  transform(code, id) {
    if (
      !/packages[\\/]contracts[\\/]src[\\/](?!i18n)[^?]*\.ts$/.test(id) ||
      !/^export const \w+(?::[^=]+)? = z\.\w+\(/m.test(code)
    )
      return null;
    return { code: code.replace(/^(export const \w+(?::[^=]+)? = )(z\.\w+\()/gm, '$1/* @__PURE__ */ $2'), map: null };
  },
};

/**
 * Every element puts the design tokens (@mercato/ui tokens.css, runtime/widget-css.ts) in its shadow
 * root, and some of them only the site reads (its toasts, its loader, …): a token that no file of this
 * build names outside the tokens' own rule (no `var(--mercato-…)` in any element or lazy part) is dropped
 * from that rule. A page can still set any --mercato-* property on an element; the React build (which
 * adopts the tokens into the app's document) keeps them all.
 */
const unreadTokens = {
  name: 'mercato:unread-tokens',
  generateBundle(_, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const rule = /:root\{--mercato-[^}]*\}/g;
    const rest = chunks.map((c) => c.code.replace(rule, '')).join('\n');
    const read = (name) => new RegExp(`${name}(?![\\w-])`).test(rest);
    for (const c of chunks)
      c.code = c.code.replace(rule, (tokens) =>
        tokens.replace(/(--mercato-[\w-]+):[^;}]*;?/g, (declaration, name) => (read(name) ? declaration : '')),
      );
  },
};

/** One build of element bundles: `names`' entries and the chunks they share, into dist/elements. */
const buildElements = (names, emptyOutDir) =>
  build({
    ...common,
    root: pkg,
    plugins: [pureSchemas, noPreloadHelper, unreadTokens],
    resolve: { alias: preactAlias, dedupe: ['preact'] },
    build: {
      outDir: join(pkg, 'dist/elements'),
      emptyOutDir,
      modulePreload: false,
      minify: true,
      target: 'es2022',
      sourcemap: false,
      // Not lib mode: Vite keeps whitespace in ES lib builds; these bundles go straight to browsers.
      rollupOptions: {
        input: Object.fromEntries(names.map((w) => [w, join(src, w, 'element.ts')])),
        // An entry may export more than its element class: code shared by an element and its own lazy
        // parts then stays in the entry file instead of a tiny extra chunk the page would download too.
        preserveEntrySignatures: 'allow-extension',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          // The shared chunks by their hash alone: a chunk's name is written in every file that imports it and
          // follows whichever module the bundler meets first. The lazy parts keep theirs, so a page (or a
          // test) can tell which part it downloads.
          chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'chunks/[name]-[hash].js' : 'chunks/[hash].js'),
          // The slot picker's texts and date and price formats in one chunk instead of three: every file is
          // gzipped on its own, and three cost the picker ~80 B more at load (the lazy parts that share
          // some of them, the trolley panel and the checker's dialogs, download the rest too: ~1.6 kB).
          manualChunks: (id) =>
            /contracts[\\/]src[\\/](format[\\/](date|price)|i18n[\\/]it-slots)\.ts$/.test(id) ? 'slots' : undefined,
        },
      },
    },
  });

// The cookie centre (issue 36, ADRs 0036, 0048) is built on its own: it is on every page of the shop and
// on partner pages alone, its element loads no shared chunk (it has no UI runtime at load), and its centre
// uses a smaller set of modules than the other elements (no API client, no stores): in one build with them
// it would split their shared chunks in two and add ~0.3 kB to each at load. Its consent state lives in
// cookies, so two copies of the runtime on one page still agree.
// The chatbot button (issue 37, ADR 0039) too: its launcher loads no shared chunk, and its panel, sharing
// part of the runtime with the others, split their shared chunk in two (the address checker +0.25 kB at
// load, over its budget); alone, the panel carries what it needs (10.5 kB) and talks to the shop over
// its own WebSocket, so it needs none of the other elements' stores.
const ALONE = ['cookie-centre', 'chatbot-button'];
await buildElements(
  widgets.filter((w) => !ALONE.includes(w)),
  true,
);
for (const w of ALONE.filter((w) => widgets.includes(w))) await buildElements([w], false);

// The React build (dist/react, packed into the installable package by scripts/pack.mjs; ADR 0010): the
// React entries (<widget>/react.tsx: the components with their styles, adopted into the page) as ESM that
// any bundler takes: everything but React bundled in (our workspace packages, zod, nanostores), the CSS
// as strings (no `?inline` left for the app's bundler), lazy parts as chunks loaded by plain relative
// `import()`; React is the app's (peer dependency). Types: react-types.mjs.
const reactEntries = Object.fromEntries(
  widgets.map((w) => [w, join(src, w, existsSync(join(src, w, 'react.tsx')) ? 'react.tsx' : 'index.ts')]),
);
await build({
  ...common,
  // The app's bundler decides process.env.NODE_ENV (React reads it, and nanostores for its warnings).
  define: {},
  root: pkg,
  plugins: [pureSchemas],
  build: {
    outDir: join(pkg, 'dist/react'),
    emptyOutDir: true,
    minify: false,
    target: 'es2022',
    lib: { entry: reactEntries, formats: ['es'] },
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/],
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
for (const [w, text] of Object.entries(reactTypes(pkg, reactEntries)))
  writeFileSync(join(pkg, 'dist/react', `${w}.d.ts`), text);

console.log(`widgets: built ${widgets.join(', ')}`);
