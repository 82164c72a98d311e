// A partner's React app using Mercato's widgets from the installed package: the address checker, the
// floating trolley and add buttons, all on the shop's origin (apiBase), styled with no CSS import. What
// each callback receives is listed at the bottom of the page.
import { type FormEvent, useEffect, useState } from 'react';
import { AddressChecker, type ServiceSelection } from '@mercato/widgets/react/address-checker';
import { AddToTrolley, FloatingTrolley } from '@mercato/widgets/react/floating-trolley';
import { euro, type Product, SHOP, searchProducts } from './shop.ts';

interface Received {
  callback: string;
  detail: unknown;
}

export function App() {
  const [received, setReceived] = useState<Received[]>([]);
  const record = (callback: string, detail: unknown) => setReceived((list) => [...list, { callback, detail }]);
  const [selection, setSelection] = useState<ServiceSelection | null>(null);
  const [query, setQuery] = useState('latte');
  const [products, setProducts] = useState<Product[] | null>(null);
  const [searchError, setSearchError] = useState(false);

  const search = (q: string) => {
    setSearchError(false);
    searchProducts(q).then(setProducts, () => setSearchError(true));
  };
  useEffect(() => search(query), []);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    search(query);
  };

  return (
    <>
      <header>
        <h1>Bottega Rossi</h1>
        <FloatingTrolley
          apiBase={SHOP}
          checkoutUrl={`${SHOP}/checkout/trolley`}
          onOpenChange={(open) => record('FloatingTrolley onOpenChange', { open })}
        />
      </header>
      <main>
        <section aria-labelledby="consegna">
          <h2 id="consegna">Consegna a domicilio con Mercato</h2>
          <AddressChecker
            apiBase={SHOP}
            noNavigate
            onAddressVerified={(address) => record('AddressChecker onAddressVerified', address)}
            onServiceSelected={(chosen) => {
              record('AddressChecker onServiceSelected', chosen);
              setSelection(chosen);
            }}
          />
          {selection && (
            <p>
              <a href={selection.redirectUrl}>Continua la spesa su Mercato</a>
            </p>
          )}
        </section>

        <section aria-labelledby="prodotti">
          <h2 id="prodotti">Prodotti</h2>
          <form className="search" role="search" onSubmit={onSearch}>
            <label>
              Cerca nel negozio <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
            </label>
            <button type="submit">Cerca</button>
          </form>
          {searchError && <p role="alert">La ricerca non è riuscita: riprova.</p>}
          {products && products.length === 0 && <p>Nessun prodotto trovato.</p>}
          {products && products.length > 0 && (
            <ul className="products" aria-label="Prodotti trovati">
              {products.map((p) => (
                <li key={p.productId}>
                  <span>{p.computedDescription}</span>
                  <strong>{euro(p.price)}</strong>
                  <AddToTrolley
                    apiBase={SHOP}
                    productId={p.productId}
                    description={p.computedDescription}
                    onAdd={(detail) => record('AddToTrolley onAdd', detail)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="callback">
          <h2 id="callback">Callback ricevute</h2>
          <ol id="callbacks" aria-live="polite">
            {received.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows
              <li key={i}>
                <code>{r.callback}</code> <code>{JSON.stringify(r.detail)}</code>
              </li>
            ))}
          </ol>
        </section>
      </main>
    </>
  );
}
