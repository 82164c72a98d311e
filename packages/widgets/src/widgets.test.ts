// Every element's props are declared once (meta.ts `props`, see widget-meta.ts): the element observes
// exactly their kebab-case and lower-case attributes, and its documentation (the source of custom-elements.json) has a
// description for each of them.
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { attributeOf, type WidgetMeta } from './widget-meta.ts';

const here = dirname(fileURLToPath(import.meta.url));
const widgets = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(here, d.name, 'element.ts')))
  .map((d) => d.name);

const tagOf = (className: string) =>
  `mercato-${className
    .replace(/^Mercato/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()}`;

describe.each(widgets)('%s', (name) => {
  it('observes the attributes of its declared props and documents each of them', async () => {
    await import(`./${name}/element.ts`);
    const metas = Object.values(await import(`./${name}/meta.ts`)).filter(
      (m): m is WidgetMeta => !!m && typeof m === 'object' && 'className' in m,
    );
    expect(metas.length).toBeGreaterThan(0);
    for (const meta of metas) {
      const element = customElements.get(tagOf(meta.className)) as unknown as
        | { observedAttributes: string[] }
        | undefined;
      expect(element, tagOf(meta.className)).toBeDefined();
      // The documented kebab-case attribute, and the lower-case one frameworks write for a camelCase prop
      // before the element is defined (productid); nothing else.
      const names = Object.keys(meta.props).flatMap((p) => [p, attributeOf(p), p.toLowerCase()]);
      expect(new Set(element!.observedAttributes)).toEqual(new Set(names));
      for (const p of Object.keys(meta.props)) expect(attributeOf(p)).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(Object.keys(meta.attributes)).toEqual(Object.keys(meta.props));
      for (const doc of Object.values(meta.attributes)) expect(doc.description.length).toBeGreaterThan(10);
    }
  });
});
