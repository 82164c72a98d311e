// The React 19 host: the elements in JSX, the state rendered as React props (React 19 sets a prop the
// element has as a property, else as an attribute: camelCase props written before the elements are
// defined arrive as lower-case attributes), the events through React 19's `on<event>` props.
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { couponCards, hostPage, MANAGE_COOKIES, SHOP } from '../host.js';

function App({ state, onEvent }) {
  return (
    <>
      <header className="host-header">
        <h1>Mercato in un'app React 19</h1>
        <mercato-floating-trolley id="trolley" api-base={SHOP} checkoutUrl={state.checkoutUrl} open={state.open}>
          <p className="fallback">{state.note}</p>
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
          <p className="fallback">{state.note}</p>
        </mercato-address-checker>
        <h2>Prodotti</h2>
        <ul className="host-products" aria-label="Prodotti">
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
        <ol id="events" className="host-events">
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

const root = createRoot(document.getElementById('app'));
hostPage('react', (state, onEvent) => flushSync(() => root.render(<App state={state} onEvent={onEvent} />)));
