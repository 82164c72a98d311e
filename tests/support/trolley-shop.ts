// The trolley's routes on the tests' fake shop (fake-shop.ts): the trolley calls of packages/server
// (README "Trolley routes") answered from memory, so tests fake the shop at the fetch boundary and go
// through the real client, store and widgets.
import type { Trolley, TrolleyException, TrolleyItem } from '@mercato/contracts';
import { QUANTITY_MAX } from '@mercato/contracts/constants';
import { createFakeShop, json, type Route, shopError } from './fake-shop.ts';

export interface TestProduct {
  productId: number;
  description: string;
  /** Integer cents. */
  price: number;
  /** Discounted unit price in cents. */
  promoPrice?: number;
  promoBadge?: string;
  label?: string;
  preparationHours?: number;
  readonly?: boolean;
  /** Answer this exception (HTTP 200) instead of adding, unless forced. */
  exception?: Omit<TrolleyException, 'productId' | 'description'>;
  /** Origins to choose from: an add without productOrigin is answered the ORIGIN_CHOICE question. */
  origins?: { origins: string[]; multiple?: boolean };
}

export const PRODUCTS: TestProduct[] = [
  { productId: 101, description: 'Latte intero 1 l', price: 129, label: 'Granarolo' },
  {
    productId: 102,
    description: 'Pasta di semola 500 g',
    price: 99,
    promoPrice: 79,
    promoBadge: '-20%',
    preparationHours: 24,
  },
  { productId: 103, description: 'Caffè macinato 250 g', price: 349 },
  {
    productId: 104,
    description: 'Parmigiano Reggiano 1 kg',
    price: 2290,
    exception: {
      code: 'QUANTITY_EXCEEDS_AVAILABILITY',
      message: 'Quantità richiesta 5, disponibile 2.',
      orderedQuantity: 5,
      availableQuantity: 2,
      buttons: ['Cambia Slot', 'Continua'],
    },
  },
  { productId: 105, description: 'Pane comune', price: 250, readonly: true },
  { productId: 106, description: 'Mele Golden', price: 249, origins: { origins: ['Italia', 'Spagna'] } },
  {
    productId: 107,
    description: 'Bistecca di manzo',
    price: 1290,
    origins: { origins: ['Italia_Italia', 'Francia_Italia', 'Irlanda_Irlanda'], multiple: true },
  },
];

const freeVisitor = () =>
  shopError(403, '403', "Per inserire l'articolo nel carrello devi registrarti ed effettuare il login al sito.", {
    type: 'CONFIRM',
    title: "Vuoi effettuare l'accesso?",
  });

export function createTestShop(options: { products?: TestProduct[]; freeVisitor?: boolean } = {}) {
  const products = new Map((options.products ?? PRODUCTS).map((p) => [p.productId, p]));
  const lines: { id: number; productId: number; quantity: number; productOrigin?: string | null }[] = [];
  let nextId = 1;
  let version = 0;
  let trolleyId: number | null = null;
  const addingNow = new Set<number>();

  const item = (l: (typeof lines)[number]): TrolleyItem => {
    const p = products.get(l.productId)!;
    const discounted = p.promoPrice ?? null;
    return {
      trolleyItemId: l.id,
      trolleyDepartmentId: null,
      productId: p.productId,
      description: p.description,
      quantity: l.quantity,
      quantityDisabled: !!p.readonly,
      giftWrap: null,
      promoExclusion: false,
      imageURL: `/img/${p.productId}.jpg`,
      detailUrl: `/supermercato/prodotto/${p.productId}`,
      label: p.label,
      readonly: p.readonly,
      preparationHours: p.preparationHours ?? 0,
      productOrigin: l.productOrigin ?? null,
      unitPrice: p.price,
      discountedUnitPrice: discounted,
      quantityAwarePrice: p.price * l.quantity,
      discountedQuantityAwarePrice: discounted === null ? null : discounted * l.quantity,
      displayableMessages: p.promoBadge ? [{ messageType: 'PROMO', text: p.promoBadge }] : [],
    } as TrolleyItem;
  };

  const trolley = (exceptions: TrolleyException[] = []): Trolley => {
    const items = lines.map(item);
    const totalPrice = items.reduce((s, i) => s + i.quantityAwarePrice, 0);
    const transactionAmount = items.reduce((s, i) => s + (i.discountedQuantityAwarePrice ?? i.quantityAwarePrice), 0);
    return {
      trolleyId,
      navigation: 'supermercato',
      version,
      items,
      itemsCount: items.reduce((s, i) => s + i.quantity, 0),
      linesCount: items.length,
      totalPrice,
      transactionAmount,
      totalDiscount: totalPrice - transactionAmount,
      deliveryAmount: null,
      ...(exceptions.length ? { exceptions } : {}),
    };
  };

  const changed = () => {
    trolleyId ??= 1;
    version++;
  };

  const routes: Route = ({ method, path, body }) => {
    if (options.freeVisitor && path.startsWith('auth/')) return freeVisitor();
    if (method === 'GET' && path === 'auth/trolley') return json(200, { data: trolley() });
    if (method === 'DELETE' && path === 'auth/trolley') {
      for (let i = lines.length - 1; i >= 0; i--) if (!products.get(lines[i]!.productId)!.readonly) lines.splice(i, 1);
      changed();
      return json(200, { data: trolley() });
    }
    if (method === 'POST' && path === 'auth/trolley/item') {
      const productId = Number(body?.productId);
      const quantity = Number(body?.quantity);
      const p = products.get(productId);
      if (addingNow.has(productId))
        return shopError(409, '409', 'Operazione già avviata, aspettare il completamento e riprovare.');
      if (!p) {
        return json(200, {
          data: trolley([
            { code: 'NOT_IN_SHOP', productId, description: '', message: 'Prodotto non presente nel negozio.' },
          ]),
        });
      }
      const productOrigin = typeof body?.productOrigin === 'string' ? body.productOrigin : null;
      if (p.origins && !productOrigin) {
        const current = lines.find((l) => l.productId === productId)?.productOrigin ?? null;
        const question: TrolleyException = {
          code: 'ORIGIN_CHOICE',
          productId,
          description: p.description,
          message: `Scegli l'origine di ${p.description}`,
          origins: p.origins.origins,
          multipleOrigins: p.origins.multiple ?? false,
          productOrigin: current,
        };
        return json(200, { data: trolley([question]) });
      }
      if (p.exception && !body?.forced)
        return json(200, { data: trolley([{ ...p.exception, productId, description: p.description }]) });
      const capped =
        p.exception && body?.forced ? Math.min(quantity, p.exception.availableQuantity ?? quantity) : quantity;
      const line = lines.find((l) => l.productId === productId);
      if (line) {
        line.quantity = Math.min(QUANTITY_MAX, line.quantity + capped);
        line.productOrigin = productOrigin ?? line.productOrigin;
      } else lines.push({ id: nextId++, productId, quantity: capped, productOrigin });
      changed();
      return json(200, { data: trolley() });
    }
    const m = /^auth\/trolley\/item\/(\d+)$/.exec(path);
    if (!m) return undefined;
    const line = lines.find((l) => l.id === Number(m[1]));
    if (!line) return undefined;
    if (method === 'PUT') line.quantity = Number(body?.quantity);
    else if (method === 'DELETE') lines.splice(lines.indexOf(line), 1);
    changed();
    return json(200, { data: trolley() });
  };

  return {
    ...createFakeShop(routes),
    trolley,
    /** Puts lines in the trolley directly (as if added earlier). */
    seed(entries: [productId: number, quantity: number][]) {
      for (const [productId, quantity] of entries) lines.push({ id: nextId++, productId, quantity });
      changed();
    },
    /** An add of this product "is running" elsewhere (the server answers 409). */
    busyElsewhere(productId: number) {
      addingNow.add(productId);
    },
  };
}

export type TestShop = ReturnType<typeof createTestShop>;
