import { describe, it, expect, beforeAll, vi } from 'vitest';
import { useRef, useState } from 'react';
import { defineWidget } from './define-widget.ts';
import { emit } from './emit.ts';

interface DemoProps {
  label?: string;
  count?: number;
  compact?: boolean;
  options?: { items: string[] };
  shortName?: string;
}

function Demo({ label = 'predefinito', count, compact, options, shortName = 'nessuno' }: DemoProps) {
  const [clicks, setClicks] = useState(0);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <button
      ref={ref}
      type="button"
      data-compact={compact ? 'si' : 'no'}
      data-short={shortName}
      onClick={() => {
        setClicks(clicks + 1);
        emit(ref.current, 'demo-click', { clicks: clicks + 1 });
      }}
    >
      {label}|{count ?? '-'}|{options?.items.join(',') ?? ''}|{clicks}
    </button>
  );
}

// React 19 renders through its scheduler, Preact at once: wait for what the user would see.
const _tick = () => new Promise((r) => setTimeout(r, 20));
const text = (el: Element) => el.shadowRoot?.querySelector('button')?.textContent ?? null;
const data = (el: Element, key: 'compact' | 'short') => el.shadowRoot?.querySelector('button')?.dataset[key];
type DemoElement = HTMLElement & Record<string, unknown>;

describe('defineWidget', () => {
  beforeAll(() => {
    // An element whose property is set before the definition exists (upgrade case).
    const early = document.createElement('mercato-demo') as HTMLElement & { options?: unknown };
    early.id = 'early';
    early.options = { items: ['prima'] };
    document.body.appendChild(early);
    // What React, Vue and Preact do with a camelCase prop before the element is defined: an attribute
    // (lower-cased by HTML), or a property in lower case.
    const earlyAttribute = document.createElement('mercato-demo');
    earlyAttribute.id = 'early-attribute';
    earlyAttribute.setAttribute('shortName', 'attributo');
    earlyAttribute.setAttribute('count', '2');
    const earlyProperty = document.createElement('mercato-demo') as DemoElement;
    earlyProperty.id = 'early-property';
    earlyProperty.shortname = 'proprietà';
    document.body.append(earlyAttribute, earlyProperty);
    // Fallback content a page puts in the element for visitors whose script does not load.
    const earlyChildren = document.createElement('mercato-demo');
    earlyChildren.id = 'early-children';
    earlyChildren.innerHTML = '<a href="/supermercato/home">Vai al negozio</a>';
    document.body.append(earlyChildren);
    defineWidget({
      name: 'demo',
      component: Demo,
      props: { label: 'string', count: 'number', compact: 'boolean', options: 'json', shortName: 'string' },
      css: '.x{color:red}',
    });
  });

  it('renders the attributes set right after creation in the first render', async () => {
    const el = document.createElement('mercato-demo');
    el.setAttribute('label', 'Ciao');
    el.setAttribute('count', '3');
    document.body.appendChild(el);
    await expect.poll(() => text(el)).toBe('Ciao|3||0');
  });

  it('treats a boolean attribute without value as true, "false" as false, and removal as the default', async () => {
    const el = document.createElement('mercato-demo');
    el.setAttribute('compact', '');
    document.body.appendChild(el);
    const compact = () => el.shadowRoot!.querySelector('button')?.dataset.compact;
    await expect.poll(compact).toBe('si');
    el.setAttribute('compact', 'false');
    await expect.poll(compact).toBe('no');
    el.setAttribute('label', 'Altro');
    await expect.poll(() => text(el)).toContain('Altro');
    el.removeAttribute('label');
    await expect.poll(() => text(el)).toContain('predefinito');
  });

  it('gives the documented default back for a removed, empty or non-numeric attribute', async () => {
    const el = document.createElement('mercato-demo');
    el.setAttribute('count', '3');
    el.setAttribute('label', 'Ciao');
    document.body.appendChild(el);
    await expect.poll(() => text(el)).toBe('Ciao|3||0');
    el.setAttribute('count', '');
    el.setAttribute('label', '');
    await expect.poll(() => text(el)).toBe('predefinito|-||0');
    el.setAttribute('count', '4');
    await expect.poll(() => text(el)).toBe('predefinito|4||0');
    el.setAttribute('count', 'tre');
    await expect.poll(() => text(el)).toBe('predefinito|-||0');
    el.setAttribute('count', '5');
    await expect.poll(() => text(el)).toBe('predefinito|5||0');
    el.setAttribute('count', ' ');
    await expect.poll(() => text(el)).toBe('predefinito|-||0');
    el.setAttribute('count', '6');
    await expect.poll(() => text(el)).toBe('predefinito|6||0');
    el.removeAttribute('count');
    await expect.poll(() => text(el)).toBe('predefinito|-||0');
  });

  it("defaults a boolean to false, and reads a property as frameworks write it (Preact: '' when removed)", async () => {
    const el = document.createElement('mercato-demo') as DemoElement;
    document.body.appendChild(el);
    await expect.poll(() => data(el, 'compact')).toBe('no');
    el.compact = true;
    await expect.poll(() => data(el, 'compact')).toBe('si');
    // Preact writes '' for a removed prop: for a property that is the default (false), not a present attribute.
    el.compact = '';
    await expect.poll(() => data(el, 'compact')).toBe('no');
    expect(el.compact).toBeUndefined();
    el.compact = 'true';
    await expect.poll(() => data(el, 'compact')).toBe('si');
    el.compact = null;
    await expect.poll(() => data(el, 'compact')).toBe('no');
    el.setAttribute('compact', '');
    await expect.poll(() => data(el, 'compact')).toBe('si');
    el.removeAttribute('compact');
    await expect.poll(() => data(el, 'compact')).toBe('no');
    el.count = 5;
    el.label = 'Ciao';
    await expect.poll(() => text(el)).toBe('Ciao|5||0');
    el.count = '';
    el.label = '';
    await expect.poll(() => text(el)).toBe('predefinito|-||0');
    el.count = '7';
    el.label = 'Ciao';
    await expect.poll(() => text(el)).toBe('Ciao|7||0');
    el.count = undefined;
    el.label = null;
    await expect.poll(() => text(el)).toBe('predefinito|-||0');
  });

  it('understands the lower-case attributes and properties frameworks write for camelCase props', async () => {
    const earlyAttribute = document.getElementById('early-attribute')!;
    const earlyProperty = document.getElementById('early-property') as DemoElement;
    await expect.poll(() => data(earlyAttribute, 'short')).toBe('attributo');
    expect(text(earlyAttribute)).toBe('predefinito|2||0');
    await expect.poll(() => data(earlyProperty, 'short')).toBe('proprietà');
    expect(Object.hasOwn(earlyProperty, 'shortname')).toBe(false);
    expect(earlyProperty.shortName).toBe('proprietà');
    const observed = (customElements.get('mercato-demo') as unknown as { observedAttributes: string[] })
      .observedAttributes;
    expect(observed).toEqual(expect.arrayContaining(['short-name', 'shortname']));
    const el = document.createElement('mercato-demo') as DemoElement;
    document.body.appendChild(el);
    for (const [write, seen] of [
      [() => el.setAttribute('shortName', 'uno'), 'uno'],
      [() => el.setAttribute('short-name', 'due'), 'due'],
      [() => el.removeAttribute('short-name'), 'nessuno'],
      [() => (el.shortname = 'tre'), 'tre'],
      [() => (el.shortName = 'quattro'), 'quattro'],
      [() => el.removeAttribute('shortname'), 'nessuno'],
    ] as const) {
      write();
      await expect.poll(() => data(el, 'short')).toBe(seen);
    }
  });

  it('keeps properties set before the element was defined, and never reflects objects', async () => {
    const early = document.getElementById('early')!;
    await expect.poll(() => text(early)).toBe('predefinito|-|prima|0');
    (early as HTMLElement & { options: unknown }).options = { items: ['a', 'b'] };
    await expect.poll(() => text(early)).toBe('predefinito|-|a,b|0');
    expect(early.hasAttribute('options')).toBe(false);
  });

  it('puts its CSS inside the shadow root: one constructed stylesheet shared by every instance', async () => {
    const one = document.createElement('mercato-demo');
    const two = document.createElement('mercato-demo');
    document.body.append(one, two);
    await expect.poll(() => text(one) && text(two)).not.toBeNull();
    const [sheet] = one.shadowRoot!.adoptedStyleSheets;
    expect([...sheet!.cssRules].map((r) => r.cssText.replace(/\s/g, ''))).toEqual(['.x{color:red;}']);
    expect(two.shadowRoot!.adoptedStyleSheets).toEqual([sheet]);
    expect(one.shadowRoot!.querySelector('style')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('falls back to a <style> in each shadow root where constructed stylesheets are missing', async () => {
    // A browser whose CSSStyleSheet cannot be constructed and filled (replaceSync).
    vi.stubGlobal('CSSStyleSheet', class {});
    try {
      defineWidget({ name: 'demo-old', component: Demo, props: { label: 'string' }, css: '.y{color:blue}' });
      const el = document.createElement('mercato-demo-old');
      document.body.appendChild(el);
      await expect.poll(() => text(el)).not.toBeNull();
      expect(el.shadowRoot!.querySelector('style')!.textContent).toBe('.y{color:blue}');
      expect(el.shadowRoot!.adoptedStyleSheets).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the part error with Riprova instead of a blank element when the widget fails to render', async () => {
    let broken = true;
    // biome-ignore lint/correctness/noComponentHookFactories: a test component closing over the test's switch
    function Fragile() {
      if (broken) throw new Error('rotto');
      return <p>Pronto</p>;
    }
    defineWidget({ name: 'demo-fragile', component: Fragile, props: {} });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = document.createElement('mercato-demo-fragile');
    document.body.appendChild(el);
    const alert = () => el.shadowRoot!.querySelector('[role="alert"]');
    await expect
      .poll(() => alert()?.textContent)
      .toBe('Caricamento non riuscito. Controlla la connessione e riprova. Riprova');
    broken = false;
    alert()!.querySelector('button')!.click();
    await expect.poll(() => el.shadowRoot!.textContent).toBe('Pronto');
    quiet.mockRestore();
  });

  it('keeps its state when moved in the DOM', async () => {
    const el = document.createElement('mercato-demo');
    document.body.appendChild(el);
    await expect.poll(() => text(el)).not.toBeNull();
    el.shadowRoot!.querySelector('button')!.click();
    await expect.poll(() => text(el)).toBe('predefinito|-||1');
    const other = document.createElement('section');
    document.body.appendChild(other);
    other.appendChild(el);
    await expect.poll(() => text(el)).toBe('predefinito|-||1');
  });

  it('leaves its children (fallback content) in the light DOM untouched, and renders no slot for them', async () => {
    const upgraded = document.getElementById('early-children')!;
    const link = upgraded.querySelector('a')!;
    const created = document.createElement('mercato-demo');
    created.innerHTML = '<p>Il negozio non si è caricato.</p>';
    document.body.append(created);
    await expect.poll(() => text(upgraded) && text(created)).not.toBeNull();
    // Children added after the upgrade, a render caused by a change, a move, and a removal.
    const late = document.createElement('span');
    late.textContent = 'dopo';
    upgraded.append(late);
    upgraded.setAttribute('label', 'Altro');
    await expect.poll(() => text(upgraded)).toContain('Altro');
    document.body.append(upgraded);
    created.remove();
    await expect.poll(() => created.shadowRoot!.childNodes.length).toBe(0);
    expect([...upgraded.childNodes]).toEqual([link, late]);
    expect(upgraded.innerHTML).toBe('<a href="/supermercato/home">Vai al negozio</a><span>dopo</span>');
    expect(created.innerHTML).toBe('<p>Il negozio non si è caricato.</p>');
    expect(upgraded.shadowRoot!.querySelector('slot')).toBeNull();
    expect(upgraded.shadowRoot!.textContent).toBe('Altro|-||0');
  });

  it('emits mercato:<event> events that leave the shadow root', async () => {
    const el = document.createElement('mercato-demo');
    document.body.appendChild(el);
    await expect.poll(() => text(el)).not.toBeNull();
    const seen: unknown[] = [];
    document.addEventListener('mercato:demo-click', (e) => seen.push((e as CustomEvent).detail));
    el.shadowRoot!.querySelector('button')!.click();
    await expect.poll(() => seen).toEqual([{ clicks: 1 }]);
  });
});
