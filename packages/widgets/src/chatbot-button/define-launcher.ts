// The chatbot's launcher as a custom element without the widget runtime (ADR 0039): no Preact, no
// defineWidget, no stores at load (the budget is 3 kB gzip, under the loaders of Intercom or Crisp). It
// draws one button in its shadow root and, on the first click, downloads the panel (`load`: a dynamic
// import of the element <mercato-chatbot-panel>, which brings the runtime) and puts it beside the button.
// - Props as attributes (kebab-case) and properties, handed on to the panel.
// - The panel stays open across a reload of the same page (sessionStorage holds the path it was opened
//   on) and closes on a route transition (another path: a new page, popstate, Astro's page swap).
// - A page button with `data-mercato-chatbot-open` opens it too (the contact area's live-chat tab).
// - Escape or the panel's close button closes it and gives the focus back to the launcher.
import { chat as texts } from '@mercato/contracts/i18n/it-chat';
import { attributeSpellings, defineAttributeProps, documentedAttribute, kebab } from '../runtime/plain-element.ts';

type PropKind = 'string' | 'boolean';
const OPEN_KEY = 'mercato-chatbot-open';

const CSS = `:host{position:fixed;right:1rem;bottom:1rem;z-index:900;font-family:var(--mercato-font-family,system-ui,sans-serif)}
[part=button]{display:flex;align-items:center;gap:.5rem;border:0;border-radius:2rem;padding:.75rem 1.1rem;font:inherit;font-weight:600;color:#fff;background:var(--mercato-color-primary,#0b6b3a);box-shadow:0 2px 8px rgba(0,0,0,.3);cursor:pointer}
[part=button]:focus-visible{outline:3px solid #1a4f8b;outline-offset:3px}
[part=button][disabled]{opacity:.6;cursor:not-allowed}
svg{width:1.25rem;height:1.25rem;fill:currentColor}
p{margin:.5rem 0 0;padding:.5rem;border-radius:.5rem;background:#fff;color:#b00020;box-shadow:0 1px 4px rgba(0,0,0,.3)}
[hidden]{display:none}`;
const ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z"/></svg>';

export function defineLauncher<D extends Record<string, PropKind>>(def: {
  name: string;
  props: D;
  /** Downloads the panel's element (registered as mercato-<panel>). */
  load: () => Promise<unknown>;
  panel: string;
}) {
  const names = Object.keys(def.props);
  class Launcher extends HTMLElement {
    // Each prop as its kebab-case attribute, and as the camelCase or lower-case one a framework may write
    // (ARCHITECTURE "Widgets"): all three mean the kebab-case attribute the panel reads.
    static observedAttributes = attributeSpellings(names);
    #root: ShadowRoot | null = null;
    #button: HTMLButtonElement | null = null;
    #status: HTMLParagraphElement | null = null;
    #panel: HTMLElement | null = null;
    #openPath: string | null = null;
    #onDoc = (e: Event) => {
      const t = e.target as Element | null;
      if (t?.closest?.('[data-mercato-chatbot-open]')) void this.open();
    };
    #onRoute = () => {
      if (this.#openPath !== null && location.pathname !== this.#openPath) this.close(false);
    };

    connectedCallback() {
      if (!this.#root) this.#render();
      document.addEventListener('click', this.#onDoc);
      addEventListener('popstate', this.#onRoute);
      document.addEventListener('astro:after-swap', this.#onRoute);
      if (this.#stored() === location.pathname) void this.open(false);
      else if (this.#stored() !== null) this.#store(null);
    }
    disconnectedCallback() {
      document.removeEventListener('click', this.#onDoc);
      removeEventListener('popstate', this.#onRoute);
      document.removeEventListener('astro:after-swap', this.#onRoute);
    }
    attributeChangedCallback(attr: string, _old: string | null, value: string | null) {
      const name = documentedAttribute(names, attr);
      if (name !== attr) {
        // A framework's spelling: kept as the documented attribute, which the properties and the panel read.
        if (value === null) this.removeAttribute(name);
        else this.setAttribute(name, value);
        return;
      }
      if (name === 'disabled' && this.#button) this.#button.disabled = value !== null && value !== 'false';
      if (value === null) this.#panel?.removeAttribute(name);
      else this.#panel?.setAttribute(name, value);
    }

    #render() {
      const root = this.attachShadow({ mode: 'open' });
      const sheet =
        typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype ? new CSSStyleSheet() : null;
      if (sheet) {
        sheet.replaceSync(CSS);
        root.adoptedStyleSheets = [sheet];
      } else root.innerHTML = `<style>${CSS}</style>`;
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('part', 'button');
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-label', texts.openLabel);
      button.innerHTML = `${ICON}<span>${texts.open}</span>`;
      button.disabled = this.hasAttribute('disabled') && this.getAttribute('disabled') !== 'false';
      button.addEventListener('click', () => (this.#panel && !this.#panel.hidden ? this.close() : void this.open()));
      const status = document.createElement('p');
      status.setAttribute('role', 'alert');
      status.hidden = true;
      root.append(button, status);
      root.addEventListener('keydown', (e) => {
        if ((e as KeyboardEvent).key === 'Escape' && this.#panel && !this.#panel.hidden) this.close();
      });
      this.#root = root;
      this.#button = button;
      this.#status = status;
    }

    #stored(): string | null {
      try {
        return sessionStorage.getItem(OPEN_KEY);
      } catch {
        return null;
      }
    }
    #store(path: string | null) {
      try {
        if (path === null) sessionStorage.removeItem(OPEN_KEY);
        else sessionStorage.setItem(OPEN_KEY, path);
      } catch {
        // storage refused (private mode): the panel just does not reopen after a reload
      }
    }

    /** Opens the panel (downloading it the first time); `focus` moves the keyboard into it. */
    async open(focus = true): Promise<void> {
      if (!this.#root || this.#button?.disabled) return;
      this.#status!.hidden = true;
      if (!this.#panel) {
        this.#button!.setAttribute('aria-busy', 'true');
        try {
          await def.load();
        } catch {
          this.#status!.textContent = texts.loadFailed;
          this.#status!.hidden = false;
          return;
        } finally {
          this.#button!.removeAttribute('aria-busy');
        }
        if (this.#panel) return;
        const panel = document.createElement(`mercato-${def.panel}`);
        panel.id = 'panel';
        panel.setAttribute('part', 'panel');
        for (const n of names) {
          const a = kebab(n);
          const v = this.getAttribute(a);
          if (v !== null) panel.setAttribute(a, v);
        }
        panel.addEventListener('mercato:chatbot-close', (e) => {
          e.stopPropagation();
          this.close();
        });
        this.#root.insertBefore(panel, this.#button);
        this.#button!.setAttribute('aria-controls', 'panel');
        this.#panel = panel;
      }
      this.#panel.hidden = false;
      this.#openPath = location.pathname;
      this.#store(this.#openPath);
      this.#button!.setAttribute('aria-expanded', 'true');
      if (focus) queueMicrotask(() => this.#panel?.focus());
      this.dispatchEvent(new CustomEvent('mercato:chatbot-open', { detail: null, bubbles: true, composed: true }));
    }

    /** Closes the panel; `focus` gives the keyboard back to the launcher. */
    close(focus = true): void {
      if (!this.#panel || this.#panel.hidden) return;
      this.#panel.hidden = true;
      this.#openPath = null;
      this.#store(null);
      this.#button!.setAttribute('aria-expanded', 'false');
      if (focus) this.#button!.focus();
      this.dispatchEvent(new CustomEvent('mercato:chatbot-close', { detail: null, bubbles: true, composed: true }));
    }
  }
  defineAttributeProps(Launcher.prototype, def.props);
  if (!customElements.get(`mercato-${def.name}`)) customElements.define(`mercato-${def.name}`, Launcher);
  return Launcher as unknown as {
    new (): HTMLElement & { [K in keyof D]: (D[K] extends 'boolean' ? boolean : string) | undefined };
  };
}
