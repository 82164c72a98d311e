// Every element's props are declared once (meta.ts `props`, see widget-meta.ts): the element observes
// exactly their kebab-case and lower-case attributes, and its documentation (the source of custom-elements.json
// and the element typings) has a description for each of them. The elements are found as the manifest finds
// them: the defineWidget calls of each element.ts (scripts/manifest.ts).
import { describe, expect, it } from 'vitest';
import { elementSources } from '../scripts/manifest.ts';
import { attributeOf } from './runtime/widget-meta.ts';

const elements = await elementSources();

describe.each(elements.map((e) => [e.tagName, e] as const))('<%s>', (tagName, { widget, className, meta }) => {
  it('is the class its element.ts exports, observing the attributes of its declared props', async () => {
    const module: Record<string, unknown> = await import(`./${widget}/element.ts`);
    const element = customElements.get(tagName) as unknown as { observedAttributes: string[] } | undefined;
    expect(element, tagName).toBeDefined();
    expect(module[className]).toBe(element);
    // The documented kebab-case attribute, and the lower-case one frameworks write for a camelCase prop
    // before the element is defined (productid); nothing else.
    const names = Object.keys(meta.props).flatMap((p) => [p, attributeOf(p), p.toLowerCase()]);
    expect(new Set(element!.observedAttributes)).toEqual(new Set(names));
  });

  it('documents every prop, and boolean options are off by default as HTML boolean attributes are', () => {
    for (const p of Object.keys(meta.props)) expect(attributeOf(p)).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(Object.keys(meta.attributes)).toEqual(Object.keys(meta.props));
    for (const [prop, doc] of Object.entries(meta.attributes)) {
      expect(doc.description.length, prop).toBeGreaterThan(10);
      if (meta.props[prop] === 'boolean') expect(doc.default, prop).toBe(false);
    }
  });
});
