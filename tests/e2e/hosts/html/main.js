// The plain HTML host: the elements are in the page's markup; this script writes the state into their
// attributes as an HTML author's script does (kebab-case attributes, booleans present or absent, a removed
// attribute for an unset value) and listens with addEventListener.
import { couponCards, hostPage, MANAGE_COOKIES, SHOP } from '../host.js';

const $ = (id) => document.getElementById(id);

/** Sets `name` to `value`, removes it for undefined; `true`/`false` make a boolean attribute present/absent. */
function attr(el, name, value) {
  if (value === undefined || value === false) el.removeAttribute(name);
  else el.setAttribute(name, value === true ? '' : String(value));
}

let listening = false;

function render(state, onEvent) {
  if (!listening) {
    listening = true;
    $('checker').addEventListener('mercato:address-verified', onEvent);
    $('products').addEventListener('mercato:trolley-add', onEvent);
  }
  const checker = $('checker');
  attr(checker, 'logged', state.logged);
  attr(checker, 'current-service', state.currentService);
  attr(checker, 'no-notify-me', state.noNotifyMe);
  const trolley = $('trolley');
  attr(trolley, 'open', state.open);
  attr(trolley, 'checkout-url', state.checkoutUrl);
  for (const fallback of document.querySelectorAll('.fallback')) fallback.textContent = state.note;

  // The cookie centre and the page's own 'Gestisci cookie' button, while the state has them.
  let cookies = $('cookies');
  if (state.cookies && !cookies) {
    const manage = document.createElement('button');
    manage.type = 'button';
    manage.id = 'manage-cookies';
    manage.dataset.cookieCentre = '';
    manage.textContent = MANAGE_COOKIES;
    cookies = document.createElement('mercato-cookie-centre');
    cookies.id = 'cookies';
    cookies.setAttribute('api-base', SHOP);
    cookies.addEventListener('mercato:consent-saved', onEvent);
    cookies.addEventListener('mercato:cookie-centre-toggle', onEvent);
    document.querySelector('footer').append(manage, cookies);
  } else if (!state.cookies && cookies) {
    cookies.remove();
    $('manage-cookies').remove();
    cookies = null;
  }
  if (cookies) {
    attr(cookies, 'policy-url', state.policyUrl);
    attr(cookies, 'banner-hidden', state.bannerHidden);
  }

  // The chatbot's launcher, while the state has it.
  let chatbot = $('chatbot');
  if (state.chatbot && !chatbot) {
    chatbot = document.createElement('mercato-chatbot-button');
    chatbot.id = 'chatbot';
    chatbot.setAttribute('api-base', SHOP);
    chatbot.addEventListener('mercato:chatbot-open', onEvent);
    chatbot.addEventListener('mercato:chatbot-close', onEvent);
    document.querySelector('footer').append(chatbot);
  } else if (!state.chatbot && chatbot) {
    chatbot.remove();
    chatbot = null;
  }
  if (chatbot) {
    attr(chatbot, 'disabled', state.chatDisabled);
    attr(chatbot, 'socket-url', state.socketUrl);
  }

  // The two coupon elements, kept by id and put in the state's order (a swap moves them).
  const coupons = $('coupon-list');
  const existing = new Map([...coupons.children].map((el) => [el.id, el]));
  coupons.replaceChildren(
    ...(state.coupons ? couponCards(state) : []).map(({ id, heading, checkout }) => {
      let el = existing.get(id);
      if (!el) {
        el = document.createElement('mercato-coupon-cards');
        el.id = id;
        el.setAttribute('api-base', SHOP);
        el.addEventListener('mercato:coupon-added', onEvent);
        el.addEventListener('mercato:coupon-removed', onEvent);
      }
      attr(el, 'heading', heading);
      attr(el, 'checkout', checkout);
      return el;
    }),
  );

  // One <li> per product, kept while its product stays (keyed by id).
  const list = $('products');
  const items = new Map([...list.children].map((li) => [li.dataset.id, li]));
  list.replaceChildren(
    ...state.products.map((id, i) => {
      let li = items.get(String(id));
      if (!li) {
        li = document.createElement('li');
        li.dataset.id = String(id);
        const add = document.createElement('mercato-add-to-trolley');
        add.setAttribute('api-base', SHOP);
        add.setAttribute('product-id', String(id));
        add.setAttribute('description', `Prodotto ${id}`);
        li.append(add);
      }
      attr(li.firstElementChild, 'quantity', i === 0 ? state.quantity : undefined);
      return li;
    }),
  );

  $('events').replaceChildren(
    ...state.events.map((text) => {
      const li = document.createElement('li');
      li.textContent = text;
      return li;
    }),
  );
}

hostPage('html', render);
