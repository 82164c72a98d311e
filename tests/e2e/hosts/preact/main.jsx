/** @jsxImportSource preact */
// The Preact host (plain Preact, no compat): the elements in JSX, the state rendered as Preact props
// (a prop the element has is set as a property, else as an attribute; a prop that goes away is set to
// ''), the events through `on<event>` props.
import { render } from 'preact';
import { couponCards, hostPage, MANAGE_COOKIES, SHOP } from '../host.js';

function App({ state, onEvent }) {
  return (
    <>
      <header class="host-header">
        <h1>Mercato in un'app Preact</h1>
        <mercato-floating-trolley id="trolley" api-base={SHOP} checkoutUrl={state.checkoutUrl} open={state.open}>
          <p class="fallback">{state.note}</p>
        </mercato-floating-trolley>
      </header>
      <main>
        <mercato-address-checker
          id="checker"
          api-base={SHOP}
          logged={state.logged}
          currentService={state.currentService}
          noNotifyMe={state.noNotifyMe}
          onmercato:address-verified={onEvent}
        >
          <p class="fallback">{state.note}</p>
        </mercato-address-checker>
        <h2>Prodotti</h2>
        <ul class="host-products" aria-label="Prodotti">
          {state.products.map((id, i) => (
            <li key={id}>
              <mercato-add-to-trolley
                api-base={SHOP}
                productId={id}
                description={`Prodotto ${id}`}
                quantity={i === 0 ? state.quantity : undefined}
                onmercato:trolley-add={onEvent}
              />
            </li>
          ))}
        </ul>
        <div id="coupon-list">
          {state.coupons &&
            couponCards(state).map(({ id, heading, checkout }) => (
              <mercato-coupon-cards
                key={id}
                id={id}
                api-base={SHOP}
                heading={heading}
                checkout={checkout}
                onmercato:coupon-added={onEvent}
                onmercato:coupon-removed={onEvent}
              />
            ))}
        </div>
        <h2>Eventi ricevuti</h2>
        <ol id="events" class="host-events">
          {state.events.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ol>
      </main>
      <footer>
        <mercato-floating-trolley id="trolley-2" api-base={SHOP} />
        {state.cookies && (
          <>
            <button type="button" data-cookie-centre="">
              {MANAGE_COOKIES}
            </button>
            <mercato-cookie-centre
              id="cookies"
              api-base={SHOP}
              policyUrl={state.policyUrl}
              bannerHidden={state.bannerHidden}
              onmercato:consent-saved={onEvent}
              onmercato:cookie-centre-toggle={onEvent}
            />
          </>
        )}
        {state.chatbot && (
          <mercato-chatbot-button
            id="chatbot"
            api-base={SHOP}
            socketUrl={state.socketUrl}
            disabled={state.chatDisabled}
            onmercato:chatbot-open={onEvent}
            onmercato:chatbot-close={onEvent}
          />
        )}
      </footer>
    </>
  );
}

const app = document.getElementById('app');
// Preact's render() is synchronous.
hostPage('preact', (state, onEvent) => render(<App state={state} onEvent={onEvent} />, app));
