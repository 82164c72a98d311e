// <mercato-floating-trolley> and <mercato-add-to-trolley>: the trolley widgets as custom elements
// (shadow DOM, styles inside). Both use the page's one trolley store and API client of @mercato/core,
// so every element and island of a page shows the same trolley.
// Every trolley call needs credentials, which the shop answers only to the origins of its
// MERCATO_PARTNER_ORIGINS: the client's request layer refuses them on an origin the shop does not list
// (origin-refused.ts, asked once per page). An element on another origin reads that same answer before
// its first call (the module is downloaded only then) and says so in its own UI (and once in the console)
// instead of showing a trolley whose calls would all be refused.
import { createElement, useEffect, useState } from 'react';
import { resolveApiBase, type ShopError } from '@mercato/client';
import { connectClient } from '@mercato/core/api';
import { useLatest } from '@mercato/ui/use-latest';
import { defineWidget } from '../runtime/define-widget.ts';
import { widgetCss } from '../runtime/widget-css.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import { Lazy } from '../runtime/lazy.tsx';
import type { PropsOf } from '../runtime/widget-meta.ts';
import { FloatingTrolley } from './FloatingTrolley.tsx';
import { addProps, props } from './meta.ts';
import css from './floating-trolley.css?inline';
import spinnerCss from './spinner.css?inline';

/** Whether the shop at `base` refuses this page's calls with credentials: undefined while it is asked. */
function useRefusal(base: string): ShopError | null | undefined {
  const [said, setSaid] = useState<{ base: string; refusal: ShopError | null }>();
  const latest = useLatest();
  useEffect(() => {
    const current = latest();
    // The same origin ('') is never refused: nothing to download nor to ask.
    const asked = base ? import('@mercato/client/origin-refused').then((m) => m.originRefusal(base)) : null;
    void Promise.resolve(asked).then((refusal) => current() && setSaid({ base, refusal }));
  }, [base]);
  return said?.base === base ? said.refusal : undefined;
}

function FloatingTrolleyFromPage(all: PropsOf<typeof props>) {
  // The page's client on the shop's origin (connectClient: the first element of the page decides).
  connectClient(all.apiBase);
  const refused = useRefusal(resolveApiBase(all.apiBase));
  // Nothing until the shop has answered: the trolley's first call must not go before.
  if (refused === undefined) return null;
  if (refused)
    return createElement(
      'div',
      { className: 'ft', part: 'floating-trolley' },
      createElement('p', { className: 'ft-refused', role: 'status' }, refused.message),
    );
  return createElement(FloatingTrolley, all);
}

// The add button's code and styles come with the first <mercato-add-to-trolley> of the page.
const addToTrolley = lazyPart(() => import('./AddToTrolleyStyled.tsx'));

function AddToTrolleyFromPage({ productId, ...rest }: PropsOf<typeof addProps>) {
  // Now, not when the button's code has arrived: the first element of the page decides the origin.
  connectClient(rest.apiBase);
  const refused = useRefusal(resolveApiBase(rest.apiBase));
  // The button's code downloads while the shop is asked (a failure here is tried again by <Lazy>).
  useEffect(() => void addToTrolley.load().catch(() => undefined), []);
  // Without a product id there is nothing to add; no button before the shop has said whether it may add.
  if (typeof productId !== 'number' || !(productId > 0) || refused === undefined) return null;
  return createElement(Lazy<typeof import('./AddToTrolleyStyled.tsx')>, {
    part: addToTrolley,
    // biome-ignore lint/correctness/noChildrenProp: Lazy's children is a render function, typed as a prop
    children: ({ AddToTrolleyStyled }) =>
      createElement(AddToTrolleyStyled, { ...rest, productId, refused: refused?.message }),
  });
}

export const FloatingTrolleyElement = defineWidget({
  name: 'floating-trolley',
  component: FloatingTrolleyFromPage,
  props,
  css: widgetCss(spinnerCss, css),
});

export const AddToTrolleyElement = defineWidget({
  name: 'add-to-trolley',
  component: AddToTrolleyFromPage,
  props: addProps,
  css: widgetCss(),
});
