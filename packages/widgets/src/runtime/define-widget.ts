import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from './part.tsx';
import type { PropValue } from './widget-meta.ts';

export { emit } from './emit.ts';

/**
 * Registers a React component as the custom element `mercato-<name>` (ARCHITECTURE "Widgets").
 *
 * A small custom-element class of our own (it replaced @r2wc/core, whose behaviour we had overridden
 * almost entirely, saving about 1.4 kB gzipped on every element):
 * - one shadow root (open) holding a `part="root"` mount point; the widget's CSS is one constructed
 *   stylesheet shared by every instance (`adoptedStyleSheets`), a `<style>` per instance only where
 *   constructed stylesheets are missing;
 * - the widget renders inside an error boundary: a failure shows 'Caricamento non riuscito…' with
 *   'Riprova', never a blank element;
 * - attributes are the kebab-case names of the props, parsed by type; the lower-case names that React,
 *   Vue and Preact write for camelCase props before the element is defined (`productid`) are understood
 *   too; a boolean attribute present (`<x compact>`, `compact=""`) means true, `="false"` means false;
 * - properties are the camelCase props (and their lower-case names); objects set as properties stay
 *   objects and are never reflected; properties set on the element before it was defined (upgrade) are
 *   kept;
 * - the documented default (the component's, for `undefined`) comes back for a removed attribute, an
 *   empty or blank value (`quantity=""`), a number that is not one, and a property set to '' (what
 *   Preact writes when a prop goes away: for a boolean property '' is false, as in Custom Elements
 *   Everywhere; booleans default to false, so that is the default too);
 * - rendering is deferred to a microtask, so one tick's attribute and property changes arrive in one
 *   render (initial attributes reach the first render under Preact too);
 * - moving the element in the DOM does not unmount it (unmount waits a microtask and is cancelled when
 *   the element is connected again); lasting state lives in `core` stores anyway.
 * Outputs are DOM CustomEvents `mercato:<event>` (bubbling, composed): see `emit` (emit.ts).
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetDefinition<P, D> {
  /** Element name without the prefix: 'address-checker' → <mercato-address-checker>. */
  name: string;
  component: ComponentType<P>;
  /** camelCase prop → type (meta.ts `props`); attributes are the kebab-case names. */
  props: D;
  /** CSS text put inside the shadow root (import it with `?inline`). */
  css?: string;
}

/** An element of a widget: its props are properties (camelCase, typed; undefined until set: the default). */
export type ElementWithProps<D> = HTMLElement & {
  [K in keyof D]: (D[K] extends PropType ? PropValue<D[K]> : never) | undefined;
};

/** The class defineWidget registers (what element.ts exports, and the element bundle with it). */
export interface WidgetClass<D> {
  new (): ElementWithProps<D>;
  readonly prototype: ElementWithProps<D>;
}

const PROPS = Symbol();
const MOUNT = Symbol();
const RENDER = Symbol();

interface Mount {
  root: Root;
  scheduled?: boolean;
  unmounted?: boolean;
}

type WidgetElement = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [MOUNT]?: Mount;
  [RENDER](): void;
};

const toKebab = (s: string) => s.replace(/[A-Z]/g, '-$&').toLowerCase();

/** An attribute's (or, with `property`, a string property's) value as the prop; undefined: the default. */
function parse(type: PropType, value: string | null, property?: boolean): unknown {
  // Absent, or blank but for a present boolean attribute: the default.
  if (value === null || (!value.trim() && (property || type !== 'boolean'))) return undefined;
  switch (type) {
    case 'boolean':
      return value !== 'false';
    case 'number': {
      const n = Number(value);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        return undefined;
      }
    default:
      return value;
  }
}

export function defineWidget<P extends object, const D extends { [K in keyof P & string]?: PropType }>(
  def: WidgetDefinition<P, D>,
): WidgetClass<D> {
  const tag = `mercato-${def.name}`;
  const existing = customElements.get(tag);
  if (existing) return existing as unknown as WidgetClass<D>;

  const propTypes = def.props as Record<string, PropType>;
  // Every name a prop goes by (camelCase, kebab-case, lower-case: what frameworks write before the
  // definition) → the prop: the observed attributes and the properties.
  const names = new Map<string, string>();
  for (const p in propTypes) for (const n of [p, toKebab(p), p.toLowerCase()]) names.set(n, p);
  // One stylesheet for every instance, made when the first one renders.
  let sheet: CSSStyleSheet | undefined;

  class MercatoWidget extends HTMLElement {
    static observedAttributes = [...names.keys()];
    [PROPS]: Record<string, unknown> = {};
    [MOUNT]?: Mount;

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
      // The attributes an upgraded element has (browsers repeat them through attributeChangedCallback,
      // happy-dom does not).
      for (const { name, value } of this.attributes)
        if (names.has(name)) this.attributeChangedCallback(name, null, value);
    }

    [RENDER]() {
      if (!this.isConnected) return;
      let m = this[MOUNT];
      if (!m) {
        const shadow = this.shadowRoot!;
        if (def.css) {
          // Constructed stylesheets and adoptedStyleSheets came together in every browser.
          if ('replaceSync' in CSSStyleSheet.prototype) {
            if (!sheet) {
              sheet = new CSSStyleSheet();
              sheet.replaceSync(def.css);
            }
            shadow.adoptedStyleSheets = [sheet];
          } else {
            const style = document.createElement('style');
            style.textContent = def.css;
            shadow.append(style);
          }
        }
        const point = document.createElement('div');
        point.setAttribute('part', 'root');
        shadow.append(point);
        m = this[MOUNT] = { root: createRoot(point) };
      }
      if (m.scheduled) return;
      m.scheduled = true;
      const mount = m;
      queueMicrotask(() => {
        mount.scheduled = false;
        // A fresh props object each render.
        if (!mount.unmounted)
          mount.root.render(
            createElement(
              ErrorBoundary,
              null,
              createElement(def.component as ComponentType<object>, { ...this[PROPS] }),
            ),
          );
      });
    }

    connectedCallback() {
      // Properties assigned before the element was defined live as own properties and shadow the
      // prototype accessors: move them into the props.
      for (const name of names.keys()) {
        if (Object.hasOwn(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      this[RENDER]();
    }

    disconnectedCallback() {
      // Moving the element (remove + insert in one task) must not reset it: wait a microtask.
      queueMicrotask(() => {
        const m = this[MOUNT];
        if (this.isConnected || !m) return;
        m.unmounted = true;
        m.root.unmount();
        this.shadowRoot!.replaceChildren();
        delete this[MOUNT];
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const prop = names.get(name)!;
      this[PROPS][prop] = parse(propTypes[prop]!, value);
      this[RENDER]();
    }
  }

  // Property setters: a string is read as an attribute would be (but '' is the default), null is the
  // default, anything else is stored as-is (objects stay objects, never reflected); then render.
  for (const [name, prop] of names) {
    Object.defineProperty(MercatoWidget.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return this[PROPS][prop];
      },
      set(this: WidgetElement, value: unknown) {
        this[PROPS][prop] = typeof value === 'string' ? parse(propTypes[prop]!, value, true) : (value ?? undefined);
        this[RENDER]();
      },
    });
  }

  customElements.define(tag, MercatoWidget);
  return MercatoWidget as unknown as WidgetClass<D>;
}
