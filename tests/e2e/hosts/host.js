// What every host page (html/, react/, vue/, preact/) shares: the shop's origin, the host's state and the
// control surface `window.host` that tests/e2e/hosts.spec.ts drives. The state is the framework's: each
// page renders it into the elements its own way (attributes in plain HTML, props in React 19 and Preact,
// bindings in Vue 3), so the test changes what the framework renders, never the elements directly.
// Built with Vite by serve.mjs; the element bundles come from the shop's origin by script tags, loaded
// after the framework's first render (the upgrade order Custom Elements Everywhere checks).
import { cookies } from '@mercato/contracts/i18n/it-consent';

/** The shop's origin (serve.mjs sets it for the build). */
export const SHOP = import.meta.env.VITE_SHOP_ORIGIN;

/** The host's own 'Gestisci cookie' control (data-cookie-centre), as the shop's footer has it. */
export const MANAGE_COOKIES = cookies.manage;

/** The element bundles: floating-trolley.js also defines <mercato-add-to-trolley>. */
const BUNDLES = ['address-checker', 'floating-trolley', 'cookie-centre', 'chatbot-button', 'coupon-cards'];
const TAGS = [
  'mercato-address-checker',
  'mercato-floating-trolley',
  'mercato-add-to-trolley',
  'mercato-cookie-centre',
  'mercato-chatbot-button',
  'mercato-coupon-cards',
];

/**
 * What the framework renders: props and attributes of the elements, the children it puts inside them
 * (`note`), the product ids of the add buttons (two instances share one trolley), and the events its
 * handlers received.
 */
export const initialState = () => ({
  logged: false,
  currentService: undefined,
  noNotifyMe: false,
  open: undefined,
  checkoutUrl: undefined,
  products: [],
  /** The first add button's quantity. */
  quantity: undefined,
  /**
   * <mercato-cookie-centre id="cookies"> and a data-cookie-centre button are rendered (only in the later-defined
   * page's checks: this origin has no decision, so its banner would stand over the page), with these props.
   */
  cookies: false,
  policyUrl: undefined,
  bannerHidden: false,
  /**
   * <mercato-chatbot-button id="chatbot"> is rendered (only in the later-defined page's checks: its launcher is fixed
   * over the page's corner), with these props.
   */
  chatbot: false,
  chatDisabled: undefined,
  socketUrl: undefined,
  /**
   * Two <mercato-coupon-cards> (#coupons, #coupons-2) are rendered, keyed, in this order unless swapped
   * (the framework then moves one of them in the DOM); `couponHeading` and `couponsCheckout` go to #coupons.
   */
  coupons: false,
  couponHeading: undefined,
  couponsCheckout: undefined,
  couponsSwapped: false,
  /** The children the framework renders inside each element. */
  note: 'Il negozio Mercato si sta caricando…',
  /** `type detail-as-JSON` of each event the framework's handlers received. */
  events: [],
});

/** The two coupon elements in the state's order, each with its props: the pages render them keyed by id. */
export const couponCards = (state) => {
  const cards = [
    { id: 'coupons', heading: state.couponHeading, checkout: state.couponsCheckout },
    { id: 'coupons-2', heading: undefined, checkout: undefined },
  ];
  return state.couponsSwapped ? cards.reverse() : cards;
};

let defining;

/** Loads the element bundles from the shop as a partner page does; resolves once the elements are defined. */
function define() {
  if (!defining) {
    for (const name of BUNDLES) {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = `${SHOP}/elements/${name}.js`;
      document.head.append(script);
    }
    defining = Promise.all(TAGS.map((tag) => customElements.whenDefined(tag))).then(() => undefined);
  }
  return defining;
}

/**
 * Starts a host page: `render(state, onEvent)` renders the state the framework's way and resolves once it is
 * rendered; `onEvent` is the handler the framework attaches to the elements' events. Exposes
 * `window.host = { framework, state, set(patch), define() }`. The page loads the element bundles right
 * after its first render, unless its URL says `?later` (the test then writes props before the elements
 * are defined, and calls `host.define()`).
 */
export function hostPage(framework, render) {
  let state = initialState();
  const set = async (patch) => {
    state = { ...state, ...patch };
    await render(state, onEvent);
  };
  const onEvent = (event) => void set({ events: [...state.events, `${event.type} ${JSON.stringify(event.detail)}`] });
  const later = new URLSearchParams(location.search).has('later');
  const ready = set({}).then(() => (later ? undefined : define()));
  window.host = {
    framework,
    get state() {
      return state;
    },
    set,
    define,
    /** The first render (and, without ?later, the elements defined). */
    ready,
  };
}
