// The Vue 3 host: the elements in a template (compiled in the browser, with `isCustomElement` for the
// mercato- tags), the state as reactive bindings (Vue sets a binding the element has as a property, else
// as an attribute: camelCase bindings written before the elements are defined arrive as lower-case
// attributes; a removed binding is written as the property type's empty value), the events through
// `@mercato:…` listeners.
import { createApp, nextTick, reactive } from 'vue/dist/vue.esm-bundler.js';
import { couponCards, hostPage, MANAGE_COOKIES, SHOP } from '../host.js';

const template = `
  <header class="host-header">
    <h1>Mercato in un'app Vue 3</h1>
    <mercato-floating-trolley id="trolley" :api-base="shop" :checkoutUrl="state.checkoutUrl" :open="state.open">
      <p class="fallback">{{ state.note }}</p>
    </mercato-floating-trolley>
  </header>
  <main>
    <mercato-address-checker
      id="checker"
      :api-base="shop"
      :logged="state.logged"
      :currentService="state.currentService"
      :noNotifyMe="state.noNotifyMe"
      @mercato:address-verified="onEvent"
    >
      <p class="fallback">{{ state.note }}</p>
    </mercato-address-checker>
    <h2>Prodotti</h2>
    <ul class="host-products" aria-label="Prodotti">
      <li v-for="(id, i) in state.products" :key="id">
        <mercato-add-to-trolley
          :api-base="shop"
          :productId="id"
          :description="'Prodotto ' + id"
          :quantity="i === 0 ? state.quantity : undefined"
          @mercato:trolley-add="onEvent"
        ></mercato-add-to-trolley>
      </li>
    </ul>
    <div id="coupon-list">
      <template v-if="state.coupons">
        <mercato-coupon-cards
          v-for="card in couponCards(state)"
          :key="card.id"
          :id="card.id"
          :api-base="shop"
          :heading="card.heading"
          :checkout="card.checkout"
          @mercato:coupon-added="onEvent"
          @mercato:coupon-removed="onEvent"
        ></mercato-coupon-cards>
      </template>
    </div>
    <h2>Eventi ricevuti</h2>
    <ol id="events" class="host-events">
      <li v-for="(text, i) in state.events" :key="i">{{ text }}</li>
    </ol>
  </main>
  <footer>
    <mercato-floating-trolley id="trolley-2" :api-base="shop"></mercato-floating-trolley>
    <template v-if="state.cookies">
      <button type="button" data-cookie-centre>{{ manage }}</button>
      <mercato-cookie-centre
        id="cookies"
        :api-base="shop"
        :policyUrl="state.policyUrl"
        :bannerHidden="state.bannerHidden"
        @mercato:consent-saved="onEvent"
        @mercato:cookie-centre-toggle="onEvent"
      ></mercato-cookie-centre>
    </template>
    <mercato-chatbot-button
      v-if="state.chatbot"
      id="chatbot"
      :api-base="shop"
      :socketUrl="state.socketUrl"
      :disabled="state.chatDisabled"
      @mercato:chatbot-open="onEvent"
      @mercato:chatbot-close="onEvent"
    ></mercato-chatbot-button>
  </footer>
`;

let view;

hostPage('vue', async (state, onEvent) => {
  if (!view) {
    view = reactive({ ...state });
    const app = createApp({
      template,
      setup: () => ({ shop: SHOP, manage: MANAGE_COOKIES, couponCards, state: view, onEvent }),
    });
    app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('mercato-');
    app.mount('#app');
    return;
  }
  Object.assign(view, state);
  await nextTick();
});
