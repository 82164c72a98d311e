// Row 1, widget weight: what a partner page downloads to show each custom element (entry + static
// chunks, shared runtime included), the total for all elements on one page, the same widget rendered by
// React 19, and the open-source anchors a partner would otherwise pick.
// The element figures come from scripts/weigh.mjs, which the size check of `npm test` uses too.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtElements, elementsDir, elementWeight, pageWeight } from '../../scripts/weigh.mjs';
import { fileGraph, kB, measureFiles, root, tempDir } from './lib.mjs';

const widgetsDist = join(root, 'packages/widgets/dist');
const fmt = (s) => `gzip ${kB(s.gzip)} · br ${kB(s.brotli)} · min ${kB(s.raw)}`;

/** Bundles dist/react/<name>.js with react + react-dom/client (minified, production) in a temp folder. */
async function reactBundle(name, build) {
  const tmp = tempDir('react', { inRepo: true });
  try {
    const entry = join(tmp.dir, 'entry.js');
    const widget = join(widgetsDist, 'react', `${name}.js`);
    writeFileSync(
      entry,
      [
        `import { createElement } from 'react';`,
        `import { createRoot } from 'react-dom/client';`,
        `import * as widget from ${JSON.stringify(widget)};`,
        `const Component = Object.values(widget).find((v) => typeof v === 'function');`,
        `export function mount(el, props) { createRoot(el).render(createElement(Component, props)); }`,
      ].join('\n'),
    );
    await build({
      configFile: false,
      logLevel: 'silent',
      root: tmp.dir,
      define: { 'process.env.NODE_ENV': '"production"' },
      resolve: { dedupe: ['react', 'react-dom'] },
      build: {
        outDir: join(tmp.dir, 'out'),
        minify: true,
        target: 'es2022',
        rollupOptions: {
          input: { [name]: entry },
          preserveEntrySignatures: 'exports-only',
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      },
    });
    const graph = await fileGraph([join(tmp.dir, 'out', `${name}.js`)]);
    return { initial: measureFiles(graph.initial), lazy: measureFiles(graph.lazy), files: graph.initial.length };
  } finally {
    tmp.remove();
  }
}

/**
 * The cookie centre's two moments (issue 36, ADR 0048): a first visit downloads the element, then the
 * banner and the saving code (chunks banner-*, save-*); opening 'Gestisci cookie' adds the centre
 * (centre-mount-*), each with its static imports. A decided visitor's load is the element's own row.
 */
async function cookieCentreParts() {
  const chunks = join(elementsDir, 'chunks');
  const chunk = (prefix) => readdirSync(chunks).find((f) => f.startsWith(`${prefix}-`));
  const parts = { banner: chunk('banner'), save: chunk('save'), centre: chunk('centre-mount') };
  if (!parts.banner || !parts.save || !parts.centre)
    return [
      { area: 'widgets', item: 'mercato-cookie-centre banner', figures: 'n/a', note: 'its chunks are not built' },
    ];
  const first = await fileGraph([
    join(elementsDir, 'cookie-centre.js'),
    join(chunks, parts.banner),
    join(chunks, parts.save),
  ]);
  const all = await fileGraph([...first.initial, join(chunks, parts.centre)]);
  const centre = all.initial.filter((f) => !first.initial.includes(f));
  return [
    {
      area: 'widgets',
      item: 'mercato-cookie-centre banner (a first visit)',
      figures: fmt(measureFiles(first.initial)),
      note: `${first.initial.length} files: the element, the banner with its styles, the saving code; issue 36 asks at most 8 kB gzip`,
    },
    {
      area: 'widgets',
      item: "mercato-cookie-centre centre (on 'Gestisci cookie')",
      figures: fmt(measureFiles(centre)),
      note: `${centre.length} files downloaded when the centre is opened, on top of the banner's`,
    },
  ];
}

/** The anchors: the file a page would load, as published on npm. */
async function anchors(build) {
  const nm = join(root, 'node_modules');
  const out = [];
  const one = (label, files, note) => {
    const missing = files.filter((f) => !existsSync(f));
    if (missing.length)
      out.push({
        area: 'widgets',
        item: label,
        figures: 'n/a',
        note: `not installed (${missing[0].replace(`${nm}/`, '')})`,
      });
    else {
      const s = measureFiles(files);
      out.push({ area: 'widgets', item: label, figures: fmt(s), note, data: s });
    }
  };
  one(
    'anchor: vanilla-cookieconsent 3 (js+css)',
    [
      join(nm, 'vanilla-cookieconsent/dist/cookieconsent.umd.js'),
      join(nm, 'vanilla-cookieconsent/dist/cookieconsent.css'),
    ],
    'dist/cookieconsent.umd.js + cookieconsent.css (cookie centre)',
  );
  one(
    'anchor: @shopify/buy-button-js 3',
    [join(nm, '@shopify/buy-button-js/dist/buybutton.min.js')],
    'dist/buybutton.min.js (trolley/cart widget)',
  );
  // @stripe/stripe-js ships the loader only (ESM, not minified); it then fetches js.stripe.com/v3, which is
  // not on npm and not measured here.
  const stripe = join(nm, '@stripe/stripe-js/dist/index.mjs');
  if (!existsSync(stripe))
    out.push({ area: 'widgets', item: 'anchor: @stripe/stripe-js', figures: 'n/a', note: 'not installed' });
  else {
    const tmp = tempDir('stripe', { inRepo: true });
    try {
      await build({
        configFile: false,
        logLevel: 'silent',
        root: tmp.dir,
        build: {
          outDir: `${tmp.dir}/out`,
          minify: true,
          target: 'es2022',
          rollupOptions: {
            input: { stripe },
            preserveEntrySignatures: 'exports-only',
            output: { format: 'es', entryFileNames: '[name].js' },
          },
        },
      });
      const s = measureFiles([join(tmp.dir, 'out/stripe.js')]);
      out.push({
        area: 'widgets',
        item: 'anchor: @stripe/stripe-js 10 loader',
        figures: fmt(s),
        note: 'loader minified here; + js.stripe.com/v3 at runtime (not on npm, not measured)',
        data: s,
      });
    } finally {
      tmp.remove();
    }
  }
  return out;
}

export async function widgetRows() {
  const rows = [];
  const names = builtElements();
  let build = null;
  try {
    ({ build } = await import('vite'));
  } catch (err) {
    rows.push({
      area: 'widgets',
      item: 'React 19 builds, anchors',
      figures: 'n/a',
      note: `vite not available (${err.message})`,
    });
  }
  if (names.length === 0) {
    rows.push({
      area: 'widgets',
      item: 'elements',
      figures: 'n/a',
      note: 'not built yet (packages/widgets/dist/elements is empty)',
    });
  }
  let first = null;
  for (const name of names) {
    const { initial, lazy, files, lazyFiles } = await elementWeight(name);
    rows.push({
      area: 'widgets',
      item: `mercato-${name} Preact (element build)`,
      figures: fmt(initial),
      note: `${files} files at load${lazyFiles ? `; +${kB(lazy.gzip)} gzip lazy (${lazyFiles} files on demand)` : ''}`,
      data: { initial, lazy },
    });
    first ??= rows.at(-1);
    if (!build) continue;
    if (!existsSync(join(widgetsDist, 'react', `${name}.js`))) {
      rows.push({
        area: 'widgets',
        item: `mercato-${name} React 19`,
        figures: 'n/a',
        note: 'dist/react build missing',
      });
      continue;
    }
    try {
      const r = await reactBundle(name, build);
      rows.push({
        area: 'widgets',
        item: `mercato-${name} React 19`,
        figures: fmt(r.initial),
        note: `component + react + react-dom/client, minified (×${(r.initial.gzip / initial.gzip).toFixed(1)} gzip); CSS included (adopted by the component)${r.lazy.gzip ? `; +${kB(r.lazy.gzip)} gzip lazy` : ''}`,
        data: { initial: r.initial, lazy: r.lazy },
      });
    } catch (err) {
      rows.push({
        area: 'widgets',
        item: `mercato-${name} React 19`,
        figures: 'n/a',
        note: `bundling failed: ${err.message.split('\n')[0]}`,
      });
    }
  }
  if (names.includes('cookie-centre')) rows.push(...(await cookieCentreParts()));
  if (names.length > 1) {
    const all = await pageWeight(names);
    rows.push({
      area: 'widgets',
      item: `all ${names.length} elements on one page`,
      figures: fmt(all.initial),
      note: `${all.files} files, shared chunks counted once`,
      data: all.initial,
    });
  } else if (names.length === 1) {
    rows.push({
      area: 'widgets',
      item: 'all elements on one page',
      figures: first.figures,
      note: 'only one element exists yet',
      data: first.data.initial,
    });
  }
  if (build) rows.push(...(await anchors(build)));
  return rows;
}
