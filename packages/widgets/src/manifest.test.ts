// custom-elements.json and the element typings are committed, generated from the code (scripts/manifest.ts),
// and must say what the code does: the classes the bundles export, their tags, one member and one attribute
// per prop, a field's default written as JavaScript source and an attribute's as its plain value.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { attributeDefault, CHILDREN, elementSources, generate, jsLiteral, packageDir } from '../scripts/manifest.ts';
import { attributeOf } from './runtime/widget-meta.ts';

interface Field {
  name: string;
  type: { text: string };
  description: string;
  default?: string;
}
interface Declaration {
  kind: string;
  name: string;
  tagName: string;
  customElement: boolean;
  superclass: { name: string };
  description: string;
  attributes: (Field & { fieldName: string })[];
  members: (Field & { kind: string; attribute: string; reflects: boolean })[];
  events: { name: string; type: { text: string } }[];
  slots?: unknown[];
}
interface Manifest {
  schemaVersion: string;
  modules: {
    kind: string;
    path: string;
    declarations: Declaration[];
    exports: { kind: string; name: string; declaration: { name: string; module: string } }[];
  }[];
}

const here = dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(join(packageDir, file), 'utf8');
const manifest: Manifest = JSON.parse(read('custom-elements.json'));
const packageJson = JSON.parse(read('package.json'));
const elements = await elementSources();

/** The value of a default written as JavaScript source: a single-quoted string, a number, true or false. */
function literalValue(source: string): unknown {
  if (/^'([^'\\]|\\.)*'$/.test(source)) return source.slice(1, -1).replace(/\\(.)/g, '$1');
  if (source === 'true' || source === 'false') return source === 'true';
  if (/^-?\d+(\.\d+)?$/.test(source)) return Number(source);
  throw new Error(`not a JavaScript literal: ${source}`);
}

describe('custom-elements.json and the element typings', () => {
  it('are what the code generates now', async () => {
    for (const [file, text] of Object.entries(await generate()))
      expect(read(file), `${file} is stale: run npm run manifest`).toBe(text);
  });

  it('can be found: package.json names the manifest and exports it with the typings', () => {
    expect(packageJson.customElements).toBe('custom-elements.json');
    expect(packageJson.exports['./custom-elements.json']).toBe('./custom-elements.json');
    expect(packageJson.exports['./elements']).toEqual({ types: './elements.d.ts' });
    expect(packageJson.exports['./elements/react']).toEqual({ types: './elements-react.d.ts' });
    expect(manifest.schemaVersion).toBe('2.0.0');
  });

  it('declares every element the bundles define, under the class the bundle exports', async () => {
    const declared = manifest.modules.flatMap((m) => m.declarations.map((d) => ({ module: m, d })));
    expect(declared.map(({ d }) => d.tagName)).toEqual(elements.map((e) => e.tagName));
    for (const { module, d } of declared) {
      const widget = module.path.match(/^dist\/elements\/([a-z-]+)\.js$/)?.[1];
      expect(widget, module.path).toBeDefined();
      const code: Record<string, unknown> = await import(`./${widget}/element.ts`);
      expect(typeof code[d.name], `${d.name} exported by src/${widget}/element.ts`).toBe('function');
      expect(customElements.get(d.tagName), d.tagName).toBe(code[d.name]);
      expect(d).toMatchObject({ kind: 'class', customElement: true, superclass: { name: 'HTMLElement' } });
      expect(module.exports).toEqual(
        expect.arrayContaining([
          { kind: 'js', name: d.name, declaration: { name: d.name, module: module.path } },
          { kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: module.path } },
        ]),
      );
    }
    // And no element class of a bundle is left out.
    for (const module of manifest.modules) {
      const widget = module.path.replace(/^dist\/elements\/|\.js$/g, '');
      const code: Record<string, unknown> = await import(`./${widget}/element.ts`);
      const classes = Object.entries(code).filter(
        ([, v]) => typeof v === 'function' && (v as { prototype: unknown }).prototype instanceof HTMLElement,
      );
      expect(classes.map(([name]) => name).sort()).toEqual(module.declarations.map((d) => d.name).sort());
    }
  });

  it('gives every prop an attribute and a member linked to each other, as the element has them', () => {
    for (const d of manifest.modules.flatMap((m) => m.declarations)) {
      const { meta } = elements.find((e) => e.tagName === d.tagName)!;
      const element = customElements.get(d.tagName)!;
      const props = Object.keys(meta.props);
      expect(d.attributes.map((a) => a.fieldName)).toEqual(props);
      expect(d.members.map((m) => m.name)).toEqual(props);
      for (const a of d.attributes) {
        expect(a.name).toBe(attributeOf(a.fieldName));
        expect((element as unknown as { observedAttributes: string[] }).observedAttributes).toContain(a.name);
      }
      for (const m of d.members) {
        expect(m).toMatchObject({ kind: 'field', attribute: attributeOf(m.name), reflects: false });
        expect(Object.getOwnPropertyDescriptor(element.prototype, m.name)?.set, m.name).toBeTypeOf('function');
      }
      expect(d.events.map((e) => e.name)).toEqual(Object.keys(meta.events));
    }
  });

  it("writes an attribute's default as its plain value and a field's as JavaScript, as the schema defines them", () => {
    const attributes: string[] = [];
    const fields: string[] = [];
    for (const d of manifest.modules.flatMap((m) => m.declarations)) {
      const { meta } = elements.find((e) => e.tagName === d.tagName)!;
      for (const a of d.attributes) {
        const documented = meta.attributes[a.fieldName]!.default;
        // Attributes are strings: the default is the text itself. A boolean attribute that is off by
        // default is absent, which no text says: it has no default (its field says false).
        if (documented === undefined || documented === false) {
          expect(a.default, `${d.tagName} ${a.name}`).toBeUndefined();
          continue;
        }
        expect(a.default, `${d.tagName} ${a.name}`).toBe(documented === true ? '' : String(documented));
        attributes.push(`${d.tagName} ${a.name}=${a.default}`);
      }
      for (const f of d.members) {
        const documented = meta.attributes[f.name]!.default;
        if (documented === undefined) {
          expect(f.default, `${d.tagName} ${f.name}`).toBeUndefined();
          continue;
        }
        expect(f.default, `${d.tagName} ${f.name}`).not.toMatch(/^"|\\"/);
        expect(literalValue(f.default!), `${d.tagName} ${f.name}`).toEqual(documented);
        fields.push(`${d.tagName} ${f.name}=${f.default}`);
      }
    }
    expect(attributes).toEqual(
      expect.arrayContaining([
        'mercato-floating-trolley checkout-url=/checkout/trolley',
        'mercato-add-to-trolley quantity=1',
        'mercato-slot-picker layout=week',
      ]),
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        "mercato-floating-trolley checkoutUrl='/checkout/trolley'",
        'mercato-add-to-trolley quantity=1',
        'mercato-add-to-trolley hideQuantity=false',
      ]),
    );
    expect([jsLiteral("it's"), jsLiteral(1), jsLiteral(false)]).toEqual(["'it\\'s'", '1', 'false']);
    expect([attributeDefault('/x'), attributeDefault(1), attributeDefault(false), attributeDefault(true)]).toEqual([
      '/x',
      '1',
      undefined,
      '',
    ]);
  });

  it('says what children are; the only slots are the named ones an element declares, rendered by its own code', () => {
    for (const d of manifest.modules.flatMap((m) => m.declarations)) {
      expect(d.description).toContain(CHILDREN);
      const meta = elements.find((e) => e.tagName === d.tagName)?.meta;
      expect(d.slots ?? []).toEqual((meta?.slots ?? []).map(({ name, description }) => ({ name, description })));
    }
    // defineWidget's shadow root holds only the mount point (define-widget.test.tsx); a component renders a
    // slot only in a widget that declares one (the cookie centre's 'banner', ADR 0057), and never unnamed.
    const withSlots = new Set(elements.filter((e) => (e.meta.slots ?? []).length > 0).map((e) => e.widget));
    expect([...withSlots]).toEqual(['cookie-centre']);
    const sources = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.check\.tsx$/.test(f),
    );
    expect(sources.length).toBeGreaterThan(20);
    for (const f of sources) {
      const text = readFileSync(join(here, f), 'utf8');
      if (!/<slot\b|createElement\(\s*'slot'/.test(text)) continue;
      expect(withSlots.has(f.split(sep)[0] ?? ''), f).toBe(true);
      expect(text, f).not.toMatch(/<slot\s*\/?>/);
      expect(text, f).toMatch(/slot\.name = /);
    }
  });
});
