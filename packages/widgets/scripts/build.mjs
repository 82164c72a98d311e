// Builds the widgets two ways from the same source (ARCHITECTURE "Two runtimes, one code"):
//  - dist/elements/<name>.js: standalone custom-element bundles rendered through Preact, ESM,
//    with the shared runtime (preact, core stores, client) in hashed chunks beside them, so elements
//    loaded separately on one page share one copy of `core`;
//  - dist/react/<name>.js: the React components for React apps (react and react-dom stay external).
// Then writes custom-elements.json from each widget's meta.ts (its props, documented: widget-meta.ts).
import { build } from 'vite';
import { readdirSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(pkg, 'src');
const widgets = readdirSync(src, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(src, d.name, 'element.ts')))
  .map((d) => d.name);

// The elements render through plain Preact with a small React shim of our own (src/preact/), not
// preact/compat: the widgets use a small part of React's API and compat costs ~2.5 kB gzip per page.
const preactAlias = [
  { find: /^react-dom(\/client)?$/, replacement: join(src, 'preact/react-dom-client.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
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

await build({
  ...common,
  root: pkg,
  plugins: [pureSchemas, noPreloadHelper],
  resolve: { alias: preactAlias, dedupe: ['preact'] },
  build: {
    outDir: join(pkg, 'dist/elements'),
    emptyOutDir: true,
    modulePreload: false,
    minify: true,
    target: 'es2022',
    sourcemap: false,
    // Not lib mode: Vite keeps whitespace in ES lib builds; these bundles go straight to browsers.
    rollupOptions: {
      input: Object.fromEntries(widgets.map((w) => [w, join(src, w, 'element.ts')])),
      // An entry may export more than its element class: code shared by an element and its own lazy
      // parts then stays in the entry file instead of a tiny extra chunk the page would download too.
      preserveEntrySignatures: 'allow-extension',
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

await build({
  ...common,
  root: pkg,
  build: {
    outDir: join(pkg, 'dist/react'),
    emptyOutDir: true,
    minify: false,
    target: 'es2022',
    lib: { entry: Object.fromEntries(widgets.map((w) => [w, join(src, w, 'index.ts')])), formats: ['es'] },
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/],
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});

// custom-elements.json (schema 2.0.0) from the widgets' meta.ts files.
const { attributeOf } = await import(pathToFileURL(join(src, 'widget-meta.ts')).href);
const modules = [];
const kebab = (s) =>
  s
    .replace(/^Mercato/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
for (const w of widgets) {
  // Every exported meta of a widget's meta.ts is one element of its bundle (e.g. floating-trolley also
  // defines <mercato-add-to-trolley>); the tag comes from the class name: MercatoAddToTrolley → mercato-add-to-trolley.
  const metas = Object.values(await import(pathToFileURL(join(src, w, 'meta.ts')).href)).filter((m) => m?.className);
  const declarations = metas.map((meta) => ({
    kind: 'class',
    customElement: true,
    name: meta.className,
    tagName: `mercato-${kebab(meta.className)}`,
    description: meta.description,
    // The attributes are the declared props (kebab-case), with their documentation.
    attributes: Object.entries(meta.props).map(([prop, type]) => ({
      name: attributeOf(prop),
      fieldName: prop,
      type: { text: type },
      description: meta.attributes[prop].description,
      ...(meta.attributes[prop].default !== undefined
        ? { default: JSON.stringify(meta.attributes[prop].default) }
        : {}),
    })),
    events: Object.entries(meta.events).map(([name, e]) => ({
      name,
      type: { text: `CustomEvent<${e.detail}>` },
      description: e.description,
    })),
    cssParts: (meta.parts ?? []).map((p) => ({ name: p.name, description: p.description })),
    cssProperties: (meta.cssProperties ?? []).map((p) => ({ name: p.name, description: p.description })),
  }));
  modules.push({
    kind: 'javascript-module',
    path: `dist/elements/${w}.js`,
    declarations,
    exports: declarations.map((d) => ({
      kind: 'custom-element-definition',
      name: d.tagName,
      declaration: { name: d.name, module: `dist/elements/${w}.js` },
    })),
  });
}
writeFileSync(join(pkg, 'custom-elements.json'), `${JSON.stringify({ schemaVersion: '2.0.0', modules }, null, 2)}\n`);
console.log(`widgets: built ${widgets.join(', ')}`);
