// Every element's documented attributes (meta.ts, the source of custom-elements.json) are exactly the
// props it registers (props.ts), with the same types.
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { propsOf, type WidgetMeta } from './widget-meta.ts';

const here = dirname(fileURLToPath(import.meta.url));
const widgets = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(here, d.name, 'element.ts')))
  .map((d) => d.name);

describe.each(widgets)('%s', (name) => {
  it('documents every attribute it registers, with its type', async () => {
    const { meta } = (await import(`./${name}/meta.ts`)) as { meta: WidgetMeta };
    const { props } = (await import(`./${name}/props.ts`)) as { props: Record<string, string> };
    expect(propsOf(meta)).toEqual(props);
    for (const [attr, a] of Object.entries(meta.attributes)) {
      expect(attr).toBe(a.prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase());
      expect(a.description.length).toBeGreaterThan(10);
    }
  });
});
