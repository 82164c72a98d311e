// <mercato-cookie-centre> as a plain custom element without the widget runtime (issue 36, ADR 0048): it is
// on every page of the shop, and most visits have decided already, so at load it carries only what
// use-cookie-centre.ts does at start, without a UI framework: activateGatedScripts(), the configuration of
// the navigation and channel (plain fetch), then
//   app      the native app: the policy is accepted at once (no banner)
//   auto     the cookie centre is off: accepted at the first click
//   gpc      Global Privacy Control and nothing decided: a refusal of the optional categories
//   banner   the footer banner, downloaded then (banner.ts: the same markup, texts and styles)
//   decided  nothing drawn, nothing more downloaded
// The shop's pages write the banner into the element as a light-DOM child (`.cc-banner` with
// slot="banner", ADR 0057), hidden or shown before the first paint by their boot script: the launcher adopts
// it (a <slot name="banner"> in its box, only then: other children stay fallback content), leaves it as the boot set it until the configuration arrives, then shows or hides it as its own
// decision says (a disagreement resolves to the launcher) and removes it once the visit has decided; it
// downloads save.ts for it, never banner.ts. A click on it before the configuration arrives is kept and
// applied then. Partner pages have no such child: nothing changes for them.
// Decisions go through save.ts and core's consent API, as in the React component; save.ts is downloaded
// with the banner or the centre, or when the visit decides by itself (app, auto, gpc). Any element with
// data-cookie-centre on the page, or the banner's 'Gestisci cookie', downloads the centre
// (centre-mount.ts: Centre.tsx through the elements' Preact, in this shadow root) and opens it; Escape or
// its close button closes it and the focus goes back; a save applies, then the 'Cookie Policy' alert and
// the reload (no-reload: the alert just closes). A failed download says so, with 'Riprova'.
// Props as attributes (kebab-case, and the camelCase or lower-case spellings frameworks write) and
// properties, as defineWidget has them; events mercato:consent-saved and mercato:cookie-centre-toggle.
import { API_PREFIX } from '@mercato/contracts/api-prefix';
import type { ConsentSource, CookieCentreConfiguration } from '@mercato/contracts/consent';
import { lazyParts } from '@mercato/contracts/i18n/it-parts';
import { resolveApiBase } from '@mercato/client/api-base';
import {
  activateGatedScripts,
  bannerNeeded,
  globalPrivacyControl,
  onConsentChange,
  readConsent,
} from '@mercato/core/consent';
import type { CentreProps } from './Centre.tsx';
import type { MountedCentre } from './centre-mount.ts';
import type { props as cookieCentreProps } from './meta.ts';
import type { ConsentSaved } from './use-cookie-centre.ts';
import { attributeSpellings, defineAttributeProps, documentedAttribute, kebab } from '../runtime/plain-element.ts';
import { BANNER_SLOT, wireBanner } from './banner-wire.ts';

const NAVS = ['supermercato', 'drive', 'pharma', 'pharma-drive', 'prenotazioni'];

// The launcher's own styles: the host takes no room, and the download error stands where the banner would
// (cookie-centre.css styles it like the banner once downloaded; this is enough without it).
const CSS =
  ':host{display:contents}.cc-error{position:fixed;inset:auto 1rem 1rem;z-index:1000;padding:1rem;background:#fff;color:#000;box-shadow:0 2px 8px #0005;font-family:system-ui,sans-serif}';

const sheets = new Map<string, CSSStyleSheet>();
/** Adopts `css` into `root` (one constructed sheet per text), before the sheets already there: the launcher's own stays last. */
function adopt(root: ShadowRoot, css: string) {
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
  } else {
    const style = document.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}

const everything = (config: CookieCentreConfiguration) =>
  Object.fromEntries(config.cookieCenterConfigList.map((s) => [s.cookieKey, true]));

type Props = typeof cookieCentreProps;

export function defineCookieCentre(def: { name: string; props: Props }) {
  const names = Object.keys(def.props) as (keyof Props)[];
  class CookieCentreLauncher extends HTMLElement {
    static observedAttributes = attributeSpellings(names);
    #root: ShadowRoot | null = null;
    #box!: HTMLDivElement;
    #config: CookieCentreConfiguration | null = null;
    /** The configuration request in force (a later one, after a change of navigation, wins). */
    #request = 0;
    /** The visit needs the banner. */
    #asks = false;
    #banner: HTMLElement | null = null;
    #bannerLoading = false;
    /** The configuration arrived (or failed) and #asks says what the launcher decided. */
    #known = false;
    /** The light-DOM banner the page wrote (the shop's server), slotted while it is there. */
    #adopted: { slot: HTMLSlotElement; bootShown: boolean } | null = null;
    /** 'Accetta tutti' or the close control clicked on the adopted banner before the configuration arrived. */
    #pending: 'accept-all' | 'close' | null = null;
    #open = false;
    #centre: MountedCentre | null = null;
    #point: HTMLElement | null = null;
    #error: HTMLElement | null = null;
    #stop: (() => void) | null = null;
    #save: typeof import('./save.ts') | null = null;
    #onDoc = (event: Event) => {
      if (!(event.target as Element | null)?.closest?.('[data-cookie-centre]')) return;
      event.preventDefault();
      this.#openCentre();
    };

    connectedCallback() {
      if (!this.#root) {
        // Properties set before the element was defined: through the setters, as attributes.
        const own = this as unknown as Record<string, unknown>;
        for (const n of names)
          if (Object.hasOwn(this, n)) {
            const v = own[n];
            delete own[n];
            own[n] = v;
          }
        const root = this.attachShadow({ mode: 'open' });
        adopt(root, CSS);
        this.#box = root.appendChild(document.createElement('div'));
        this.#box.className = 'cc';
        this.#box.setAttribute('part', 'root');
        this.#root = root;
        this.#adopt();
        this.#start();
      }
      document.addEventListener('click', this.#onDoc);
      // Another copy of the consent API changed the cookies (another element, an island): follow it.
      this.#stop = onConsentChange(() => {
        const c = this.#config;
        if (c && !bannerNeeded(readConsent(), c.policyVersion, c.cookieCenterConfigList)) this.#ask(false);
      });
    }

    disconnectedCallback() {
      document.removeEventListener('click', this.#onDoc);
      this.#stop?.();
    }

    attributeChangedCallback(attr: string, old: string | null, value: string | null) {
      const name = documentedAttribute(names, attr);
      if (name !== attr) {
        // A framework's spelling: kept as the documented attribute, the one the element reads.
        if (value === null) this.removeAttribute(name);
        else this.setAttribute(name, value);
        return;
      }
      if (!this.#root || old === value) return;
      if (name === 'api-base' || name === 'navigation' || name === 'channel') this.#start();
      else this.#draw();
    }

    #attr(prop: keyof Props): string | null {
      return this.getAttribute(kebab(prop));
    }
    #flag(prop: keyof Props): boolean {
      const v = this.#attr(prop);
      return v !== null && v !== 'false';
    }
    #apiBase(): string {
      return resolveApiBase(this.#attr('apiBase'));
    }
    #policyHref(): string {
      return `${this.#apiBase()}${this.#attr('policyUrl') || '/cookie-policy'}`;
    }
    #emit(name: string, detail: unknown) {
      this.dispatchEvent(new CustomEvent(`mercato:${name}`, { detail, bubbles: true, composed: true }));
    }

    /** Slots the light-DOM banner the page wrote (as its boot script left it, shown or hidden) and wires it. */
    #adopt() {
      const banner = this.querySelector<HTMLElement>(`:scope > .cc-banner[slot="${BANNER_SLOT}"]`);
      if (!banner) return;
      const slot = this.#box.appendChild(document.createElement('slot'));
      slot.name = BANNER_SLOT;
      this.#adopted = { slot, bootShown: !banner.hidden };
      this.#banner = banner;
      const early =
        (source: 'accept-all' | 'close', choices: (c: CookieCentreConfiguration) => Record<string, boolean>) => () => {
          if (this.#config) return void this.#decide(this.#config, choices(this.#config), source);
          // Before the configuration: taken now (the banner goes), stored when it arrives.
          this.#pending = source;
          this.#adopted!.bootShown = false;
          this.#draw();
        };
      wireBanner(banner, {
        manage: () => this.#openCentre(),
        'accept-all': early('accept-all', everything),
        close: early('close', () => ({})),
      });
    }

    /** The configuration of this navigation and channel, then what the visit needs. */
    #start() {
      const request = ++this.#request;
      const nav = this.#attr('navigation') ?? '';
      const navigation = NAVS.includes(nav) ? nav : 'supermercato';
      const channel = this.#attr('channel') === 'app' ? 'app' : 'web';
      activateGatedScripts();
      fetch(`${this.#apiBase()}${API_PREFIX}/analytics/cookie-center/config/${navigation}/${channel}`, {
        headers: { accept: 'application/json' },
      })
        .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
        .then(({ data }: { data: CookieCentreConfiguration }) => {
          if (request !== this.#request) return;
          this.#config = data;
          const sections = data.cookieCenterConfigList;
          const needed = bannerNeeded(readConsent(sections.map((s) => s.cookieKey)), data.policyVersion, sections);
          const pending = this.#pending;
          this.#pending = null;
          if (!needed) return this.#ask(false);
          if (data.channel === 'app') this.#decide(data, everything(data), 'app');
          else if (pending) this.#decide(data, pending === 'accept-all' ? everything(data) : {}, pending);
          else if (!data.enabled) {
            // Cookie centre off: the first click (or the navigation it starts) accepts the policy, at once
            // (save.ts is there before the click counts).
            const accept = () => this.#decide(data, everything(data), 'auto');
            void this.#loadSave().then(() => document.addEventListener('click', accept, { once: true, capture: true }));
          } else if (globalPrivacyControl()) this.#decide(data, {}, 'gpc');
          else this.#ask(true);
        })
        .catch(() => {
          // No configuration (the shop did not answer): nothing is asked and nothing is tracked on this page
          // (an adopted banner goes: its buttons could not save).
          if (request === this.#request && this.#adopted) this.#ask(false);
        });
    }

    /** save.ts, downloaded once (a failure leaves the decision to a later try). */
    async #loadSave() {
      this.#save ??= await import('./save.ts');
      return this.#save;
    }

    /** Stores a decision: at once when save.ts is there (the banner and the centre bring it), else when it arrives. */
    #decide(config: CookieCentreConfiguration, choices: Record<string, boolean>, source: ConsentSource) {
      if (!this.#save)
        return void this.#loadSave().then(
          () => this.#decide(config, choices, source),
          () => {},
        );
      const { categories, record } = this.#save.saveDecision(this.#apiBase(), config, choices, source);
      this.#ask(false);
      const saved: ConsentSaved = { source, policyVersion: config.policyVersion, categories };
      this.#emit('consent-saved', saved);
      return record;
    }

    #ask(asks: boolean) {
      this.#asks = asks;
      this.#known = true;
      this.#draw();
    }

    /** Brings what is drawn in line with the state and the attributes. */
    #draw() {
      if (!this.#root) return;
      // Until the configuration arrives, an adopted banner stays as the page's boot script left it.
      const asks = this.#known ? this.#asks : this.#adopted?.bootShown === true;
      const show = asks && !this.#flag('bannerHidden') && !this.#open;
      const adopted = this.#adopted;
      if (adopted && this.#banner) {
        this.#banner.querySelector('.cc-link')?.setAttribute('href', this.#policyHref());
        if (show) void this.#loadSave().catch(() => {});
        if (show || !this.#known || this.#asks) this.#banner.hidden = !show;
        else {
          // Decided (here, elsewhere on the page, or not needed): the page's banner goes for good.
          this.#banner.remove();
          adopted.slot.remove();
          this.#banner = null;
          this.#adopted = null;
        }
      } else if (show && !this.#banner) void this.#loadBanner();
      if (this.#banner && !adopted) {
        this.#banner.querySelector('.cc-link')?.setAttribute('href', this.#policyHref());
        if (!show) this.#banner.remove();
        else if (!this.#banner.isConnected) this.#box.prepend(this.#banner);
      }
      this.#centre?.render(this.#centreProps());
    }

    async #loadBanner() {
      if (this.#bannerLoading) return;
      this.#bannerLoading = true;
      try {
        const [part] = await Promise.all([import('./banner.ts'), this.#loadSave()]);
        adopt(this.#root!, part.bannerCss);
        this.#banner = part.drawBanner(this.#policyHref(), {
          manage: () => this.#openCentre(),
          acceptAll: () => this.#config && this.#decide(this.#config, everything(this.#config), 'accept-all'),
          close: () => this.#config && this.#decide(this.#config, {}, 'close'),
        });
      } catch {
        // Not downloaded: nothing is asked on this page (and nothing tracked); the next draw tries again.
      }
      this.#bannerLoading = false;
      this.#draw();
    }

    #centreProps(): CentreProps {
      return {
        config: this.#config,
        policyHref: this.#policyHref(),
        noReload: this.#flag('noReload'),
        onClose: () => this.#closeCentre(),
        onSave: (choices, source = 'save') => this.#config && this.#decide(this.#config, choices, source),
      };
    }

    #openCentre() {
      if (!this.#root || this.#open) return;
      this.#open = true;
      this.#draw();
      this.#emit('cookie-centre-toggle', { open: true });
      void this.#loadCentre();
    }

    async #loadCentre() {
      this.#error?.remove();
      let part: typeof import('./centre-mount.ts');
      try {
        [part] = await Promise.all([import('./centre-mount.ts'), this.#loadSave()]);
      } catch {
        if (this.#open) this.#failed();
        return;
      }
      if (!this.#open || this.#centre) return;
      adopt(this.#root!, part.centreCss);
      this.#point = this.#box.appendChild(document.createElement('div'));
      this.#centre = part.mountCentre(this.#point);
      this.#draw();
    }

    /** 'Caricamento non riuscito…' with 'Riprova', where the banner stands. */
    #failed() {
      const box = document.createElement('div');
      box.className = 'cc-banner cc-error';
      box.setAttribute('part', 'banner');
      const p = box.appendChild(document.createElement('p'));
      p.className = 'mercato-part-error';
      p.setAttribute('role', 'alert');
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'mercato-button';
      retry.textContent = lazyParts.retry;
      retry.addEventListener('click', () => void this.#loadCentre());
      p.append(`${lazyParts.loadError} `, retry);
      this.#error = this.#box.appendChild(box);
    }

    #closeCentre() {
      if (!this.#open) return;
      this.#open = false;
      const centre = this.#centre;
      this.#centre = null;
      // The banner back first, so that the centre gives the focus back to its 'Gestisci cookie'.
      this.#draw();
      centre?.unmount();
      this.#point?.remove();
      this.#emit('cookie-centre-toggle', { open: false });
    }
  }
  defineAttributeProps(CookieCentreLauncher.prototype, def.props);
  const tag = `mercato-${def.name}`;
  if (!customElements.get(tag)) customElements.define(tag, CookieCentreLauncher);
  return customElements.get(tag) as unknown as {
    new (): HTMLElement & { [K in keyof Props]: (Props[K] extends 'boolean' ? boolean : string) | undefined };
  };
}
