import r2wc from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Registers a React component as the custom element `mercato-<name>` (ARCHITECTURE "Widgets").
 *
 * Built on @r2wc/core with our own renderer and a subclass that fixes r2wc's known gaps:
 * - initial attributes reach the first render under preact/compat: rendering is deferred to a microtask,
 *   so one tick's attribute and property changes arrive in one render;
 * - a boolean attribute present without a value (`<x compact>`) means true, `="false"` means false;
 * - removing an attribute resets the prop to its default (undefined);
 * - properties set on the element before it was defined (upgrade) are kept;
 * - object props (type 'json') are never reflected into the DOM;
 * - the widget's CSS is put inside its shadow root;
 * - moving the element in the DOM does not unmount it (unmount waits a microtask and is cancelled
 *   when the element is connected again); lasting state lives in `core` stores anyway.
 * Outputs are DOM CustomEvents `mercato:<event>` (bubbling, composed): see `emit`.
 */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetDefinition<P> {
  /** Element name without the prefix: 'address-checker' → <mercato-address-checker>. */
  name: string;
  component: ComponentType<P>;
  /** camelCase prop → type; attributes are the kebab-case names. */
  props: Partial<Record<keyof P & string, PropType>>;
  /** CSS text put inside the shadow root (import it with `?inline`). */
  css?: string;
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
const CONTEXT = Symbol.for('r2wc.context');

interface RenderContext<P> {
  root: Root;
  component: ComponentType<P>;
  props: P;
  scheduled: boolean;
  unmounted: boolean;
}

const toKebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

function schedule<P>(ctx: RenderContext<P>) {
  if (ctx.scheduled) return;
  ctx.scheduled = true;
  queueMicrotask(() => {
    ctx.scheduled = false;
    if (ctx.unmounted) return;
    // A fresh object each render: r2wc mutates one props object in place.
    const { container: _container, ...props } = ctx.props as P & { container?: unknown };
    ctx.root.render(createElement(ctx.component as ComponentType<object>, props));
  });
}

function rendererFor<P>(css: string | undefined) {
  return {
    mount(container: HTMLElement, component: ComponentType<P>, props: P): RenderContext<P> {
      const host = container as unknown as ParentNode & Node;
      if (css) {
        const style = document.createElement('style');
        style.textContent = css;
        host.appendChild(style);
      }
      const mountPoint = document.createElement('div');
      mountPoint.setAttribute('part', 'root');
      host.appendChild(mountPoint);
      const ctx: RenderContext<P> = { root: createRoot(mountPoint), component, props, scheduled: false, unmounted: false };
      schedule(ctx);
      return ctx;
    },
    update(ctx: RenderContext<P>, props: P) {
      ctx.props = props;
      schedule(ctx);
    },
    unmount(ctx: RenderContext<P>) {
      ctx.unmounted = true;
      ctx.root.unmount();
    },
  };
}

type Internals = Record<symbol, unknown> & HTMLElement;

function parse(type: PropType, value: string): unknown {
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

export function defineWidget<P extends object>(def: WidgetDefinition<P>): CustomElementConstructor {
  const tag = `mercato-${def.name}`;
  const existing = customElements.get(tag);
  if (existing) return existing;

  const propTypes = def.props as Record<string, PropType>;
  const attrToProp = new Map(Object.keys(propTypes).map((p) => [toKebab(p), p]));
  // r2wc reflects and parses; we take parsing over (below), so every prop is registered as 'string'
  // except json, which r2wc must not stringify into an attribute: those are registered with no transform.
  const r2wcProps = Object.fromEntries(Object.keys(propTypes).map((p) => [p, propTypes[p] === 'json' ? 'json' : 'string']));
  const Base = r2wc(def.component as never, { shadow: 'open', props: r2wcProps as never }, rendererFor<P>(def.css) as never) as unknown as {
    new (): HTMLElement;
    observedAttributes: string[];
  };

  class MercatoWidget extends Base {
    constructor() {
      super();
      const self = this as unknown as Internals;
      const props = self[PROPS] as Record<string, unknown>;
      for (const [attr, prop] of attrToProp) {
        const value = this.getAttribute(attr);
        props[prop] = value === null ? undefined : parse(propTypes[prop], value);
      }
    }

    connectedCallback() {
      const self = this as unknown as Internals;
      // Properties assigned before the element was defined live as own properties and shadow the
      // prototype accessors: move them into the props.
      for (const prop of Object.keys(propTypes)) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      self[CONNECTED] = true;
      (self[RENDER] as () => void).call(this);
    }

    disconnectedCallback() {
      const self = this as unknown as Internals;
      self[CONNECTED] = false;
      // Moving the element (remove + insert in one task) must not reset it: wait a microtask.
      queueMicrotask(() => {
        if (this.isConnected) return;
        const ctx = self[CONTEXT] as RenderContext<P> | undefined;
        if (ctx) {
          ctx.unmounted = true;
          ctx.root.unmount();
          const shadow = this.shadowRoot;
          if (shadow) shadow.replaceChildren();
        }
        delete self[CONTEXT];
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const prop = attrToProp.get(name);
      if (!prop) return;
      const self = this as unknown as Internals;
      const props = self[PROPS] as Record<string, unknown>;
      props[prop] = value === null ? undefined : parse(propTypes[prop], value);
      (self[RENDER] as () => void).call(this);
    }
  }

  // Property setters: store the value as-is (objects stay objects, never reflected) and render.
  for (const prop of Object.keys(propTypes)) {
    Object.defineProperty(MercatoWidget.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: Internals) {
        return (this[PROPS] as Record<string, unknown>)[prop];
      },
      set(this: Internals, value: unknown) {
        const type = propTypes[prop];
        (this[PROPS] as Record<string, unknown>)[prop] =
          typeof value === 'string' && type !== 'string' ? parse(type, value) : value;
        (this[RENDER] as () => void).call(this);
      },
    });
  }

  customElements.define(tag, MercatoWidget);
  return MercatoWidget;
}

/** Dispatches `mercato:<name>` from inside a widget: bubbling and composed, so it leaves the shadow root. */
export function emit<T>(from: EventTarget | null | undefined, name: string, detail: T) {
  from?.dispatchEvent(new CustomEvent(`mercato:${name}`, { detail, bubbles: true, composed: true }));
}
