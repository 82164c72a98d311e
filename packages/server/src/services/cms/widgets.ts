// The shop's custom elements an editor may drop into a CMS page, as one table: tag → the bundle that
// defines it and its documented attributes. Read from the widget manifest (custom-elements.json, which
// `@mercato/widgets` generates from each widget's meta.ts and ships), filtered by the contracts' list of
// CMS widgets: an element of that list that no bundle defines yet (a widget still being built) is not in
// the table, so the sanitiser drops it and no page asks for a bundle that does not exist. When its
// widget ships, its manifest entry brings it to life without a change here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CMS_WIDGET_DENIED_ATTRIBUTES, CMS_WIDGET_TAGS, type CmsWidget } from '@mercato/contracts/cms';

interface ManifestAttribute {
  name: string;
}
interface ManifestDeclaration {
  tagName?: string;
  attributes?: ManifestAttribute[];
}
interface Manifest {
  modules?: { path?: string; declarations?: ManifestDeclaration[] }[];
}

/** The site serves `dist/elements/<file>.js` of the widget package at `/elements/<file>.js`. */
const bundleUrl = (modulePath: string): string | null => {
  const m = /^dist\/elements\/([a-z0-9-]+\.js)$/.exec(modulePath);
  return m ? `/elements/${m[1]}` : null;
};

/** The table from a manifest's content (exported for tests). */
export function widgetTable(manifest: Manifest, allowed: readonly string[] = CMS_WIDGET_TAGS): CmsWidget[] {
  const table: CmsWidget[] = [];
  for (const mod of manifest.modules ?? []) {
    const bundle = bundleUrl(mod.path ?? '');
    if (!bundle) continue;
    for (const d of mod.declarations ?? []) {
      if (!d.tagName || !allowed.includes(d.tagName)) continue;
      const attributes = (d.attributes ?? [])
        .map((a) => a.name)
        .filter((n) => /^[a-z][a-z0-9-]*$/.test(n) && !(CMS_WIDGET_DENIED_ATTRIBUTES as readonly string[]).includes(n));
      table.push({ tag: d.tagName, bundle, attributes });
    }
  }
  return table;
}

let cached: CmsWidget[] | null = null;

/** The table of the installed widget package (read once); empty when its manifest cannot be read. */
export function cmsWidgets(): CmsWidget[] {
  if (cached) return cached;
  try {
    const require = createRequire(import.meta.url);
    const path = require.resolve('@mercato/widgets/custom-elements.json');
    cached = widgetTable(JSON.parse(readFileSync(path, 'utf8')) as Manifest);
  } catch (err) {
    console.error('CMS widgets: the widget manifest could not be read; pages keep no element.', err);
    cached = [];
  }
  return cached;
}

/** The bundles `html` needs: one per distinct element of the table found in it, in table order. */
export function bundlesOf(html: string, table: CmsWidget[] = cmsWidgets()): string[] {
  const found = new Set<string>();
  for (const w of table) if (new RegExp(`<${w.tag}[\\s>/]`, 'i').test(html)) found.add(w.bundle);
  return [...found];
}
