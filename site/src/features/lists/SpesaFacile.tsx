// 'Scelti per te' and 'Preferiti' (shell §2 spesa facile, §7 POST auth/spesafacile/sceltiperte | abitudini
// {start, length, sort{value, order}, filters}, DELETE auth/spesafacile/abitudini/delete): tiles with the
// add to trolley and to a list, a sort select and 'Solo promozioni', more tiles on 'Mostra altri prodotti'
// (skeleton tiles while they load: orders §9 15 tiles); 'Preferiti' has a remove button per product.
import { useEffect, useMemo, useRef, useState } from 'react';
import { listCalls, type ListCalls } from '@mercato/client';
import type { Product } from '@mercato/contracts/catalogue';
import { formatPrice } from '@mercato/contracts/format/price';
import { LIST_PAGE_SIZE, type SpesaFacilePage, type SpesaFacileQuery } from '@mercato/contracts/lists';
import { listTexts, spesaFacile as texts, t } from '@mercato/contracts/i18n/it';
import { getClient } from '@mercato/core/api';
import { showToast } from '@mercato/core/stores/feedback';
import { Skeleton, useIds } from '@mercato/ui';
import { AddToTrolley } from '@mercato/widgets/floating-trolley';

export interface SpesaFacileProps {
  kind: 'sceltiperte' | 'abitudini';
  initial: SpesaFacilePage;
  calls?: ListCalls;
}

const SORTS = {
  rank: { value: 'rank', order: 'desc' },
  name: { value: 'name', order: 'asc' },
  priceAsc: { value: 'price', order: 'asc' },
  priceDesc: { value: 'price', order: 'desc' },
} as const satisfies Record<string, NonNullable<SpesaFacileQuery['sort']>>;
type SortKey = keyof typeof SORTS;
const SORT_LABELS: Record<SortKey, string> = {
  rank: texts.sortRank,
  name: texts.sortName,
  priceAsc: texts.sortPriceAsc,
  priceDesc: texts.sortPriceDesc,
};

export default function SpesaFacile({ kind, initial, calls: given }: SpesaFacileProps) {
  const calls = useMemo(() => given ?? listCalls(getClient().request), [given]);
  const ids = useIds('sf');
  const [products, setProducts] = useState<Product[]>(initial.products);
  const [total, setTotal] = useState(initial.total);
  const [sort, setSort] = useState<SortKey>('rank');
  const [promo, setPromo] = useState(false);
  const [loading, setLoading] = useState(false);
  const [said, setSaid] = useState('');
  const first = useRef(true);

  const load = async (start: number, next: { sort: SortKey; promo: boolean }) => {
    setLoading(true);
    try {
      const page = await calls.getSpesaFacile(kind, {
        start,
        length: LIST_PAGE_SIZE,
        sort: SORTS[next.sort],
        filters: next.promo ? ['promo'] : [],
      });
      setProducts((p) => (start === 0 ? page.products : [...p, ...page.products]));
      setTotal(page.total);
      setSaid(t(texts.count, { count: page.total }));
    } catch {
      // The page's client shows why; the tiles stay.
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void load(0, { sort, promo });
  }, [sort, promo]);

  const removeHabit = async (p: Product) => {
    try {
      await calls.deleteHabit(p.code);
      setProducts((list) => list.filter((x) => x.productId !== p.productId));
      setTotal((n) => n - 1);
      showToast({ type: 'success', message: t(texts.removed, { product: p.description }) });
    } catch {
      // The page's client shows why.
    }
  };

  return (
    <div className="sf">
      <div className="sf-tools">
        <label htmlFor={ids('sort')}>
          {texts.sort}
          <select id={ids('sort')} value={sort} onChange={(e) => setSort(e.currentTarget.value as SortKey)}>
            {(Object.keys(SORTS) as SortKey[]).map((k) => (
              <option key={k} value={k}>
                {SORT_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={promo} onChange={(e) => setPromo(e.currentTarget.checked)} />
          {texts.promoOnly}
        </label>
        <p role="status" className="mercato-visually-hidden">
          {said}
        </p>
      </div>
      {products.length === 0 && !loading ? (
        <p className="lists-empty">{promo ? texts.emptyFiltered : texts.empty}</p>
      ) : (
        <ul className="sf-grid" aria-busy={loading}>
          {products.map((p) => (
            <li key={p.productId}>
              <article className="sf-tile">
                <img src={p.currentImage.medium || p.imageURL} alt="" width={140} height={140} loading="lazy" />
                <h2>
                  <a href={p.detailUrl}>{p.description}</a>
                </h2>
                {(p.discountedPrice ?? p.price) != null && (
                  <p className="sf-tile__price">{formatPrice((p.discountedPrice ?? p.price) as number)}</p>
                )}
                <div className="sf-tile__actions tile-add">
                  {!p.outOfStock && (
                    <AddToTrolley productId={p.productId} description={p.description} idBase={`sf${p.productId}`} />
                  )}
                  <div className="sf-tile__more">
                    <button
                      type="button"
                      className="add-to-list"
                      data-add-to-list={p.productId}
                      data-description={p.description}
                      aria-label={t(listTexts.addToListOf, { product: p.description })}
                    >
                      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
                        <path
                          fill="currentColor"
                          d="M3 5h12v2H3V5zm0 6h12v2H3v-2zm0 6h8v2H3v-2zm14-4h2v3h3v2h-3v3h-2v-3h-3v-2h3v-3z"
                        />
                      </svg>
                    </button>
                    {kind === 'abitudini' && (
                      <button
                        type="button"
                        className="lists-icon-button"
                        aria-label={t(texts.removeHabit, { product: p.description })}
                        onClick={() => void removeHabit(p)}
                      >
                        ×
                      </button>
                    )}
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {loading && <Skeleton variant="tile" count={15} className="sf-grid" />}
      {!loading && products.length < total && (
        <p className="sf-more">
          <button type="button" className="mercato-button" onClick={() => void load(products.length, { sort, promo })}>
            {texts.more}
          </button>
        </p>
      )}
    </div>
  );
}
