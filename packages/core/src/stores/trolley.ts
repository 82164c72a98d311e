// The trolley as one store for the whole page (spec orders §2 top menu and floating trolley, §4 trolley
// states, §8 trolley exceptions): every island and every element shows the same trolley; other tabs of
// the same shopper follow through a BroadcastChannel. The server computes prices and totals (integer
// cents); this store is its cache and never computes money.
//
// Calls are @mercato/client's trolleyCalls over the page's client (getClient of ../api.ts): failures are
// shown by the page's hosts as the error catalogue says (409 'Operazione già avviata…', 403 free-visitor
// prompt…) and are also answered to the caller as an outcome, so a widget can say it inline.
import { atom, computed } from 'nanostores';
import { CLIENT_ERROR_TEXTS, ShopError, type TrolleyAddInput, trolleyCalls } from '@mercato/client';
import { freeVisitPrompt } from '@mercato/contracts/i18n/it-free-visit';
import type { Trolley, TrolleyException, TrolleyItem } from '@mercato/contracts';
import { TROLLEY_CHANNEL } from '@mercato/contracts/constants';
import { getClient, loginUrl, presentError } from '../api.ts';
import { openModal, showActionFeedback, showToast } from './feedback.ts';

/** The trolley calls over the page's client. */
const calls = () => trolleyCalls(getClient().request);

/** The trolley the server answered last (null: not loaded, or no trolley for this visitor). */
export const $trolley = atom<Trolley | null>(null);
/** The first load is running (the floating trolley shows its 5 skeleton rows). */
export const $trolleyLoading = atom(false);
/** The trolley is being emptied ('Svuota carrello' shows a spinner). */
export const $trolleyEmptying = atom(false);
/** Products being added (their add buttons show a spinner; a second add of one of them is refused). */
export const $trolleyAdding = atom<ReadonlySet<number>>(new Set());
/** Lines being changed or removed (their controls show a spinner). */
export const $trolleyBusyItems = atom<ReadonlySet<number>>(new Set());
/** Sum of the quantities: the badge of the trolley button. */
export const $trolleyCount = computed($trolley, (t) => t?.itemsCount ?? 0);
/** Whether the trolley has been read yet (before that its count is not known, not 0). */
export const $trolleyKnown = computed($trolley, (t) => t !== null);
/** Number of lines: '1 Prodotto' / 'N Prodotti'. */
export const $trolleyLines = computed($trolley, (t) => t?.linesCount ?? t?.items.length ?? 0);
/** Something is running (the trolley button's spinner). */
export const $trolleyPending = computed(
  [$trolleyLoading, $trolleyEmptying, $trolleyAdding, $trolleyBusyItems],
  (loading, emptying, adding, items) => loading || emptying || adding.size > 0 || items.size > 0,
);

/**
 * What a change came to:
 * - 'done': the server applied it;
 * - 'exception': the server answered 200 with trolley exceptions for it (orders §8; nothing, or less,
 *   was added): show `exceptions` instead of 'added';
 * - 'busy': the same product is already being added here (no call made);
 * - 'error': the call failed (`error`; the page's hosts show it as the catalogue says).
 */
export type TrolleyOutcome =
  | { status: 'done'; trolley: Trolley }
  | { status: 'exception'; trolley: Trolley; exceptions: TrolleyException[] }
  | { status: 'busy' }
  | { status: 'error'; error: ShopError | Error };

/**
 * What a widget may say inline about a failed change: the error's message, except for the errors the
 * catalogue keeps silent (presentation 'none': 4005, spec shell §8; 406, whose loader the page shows).
 */
export function inlineErrorText(error: ShopError | Error): string {
  return (error as Partial<ShopError>).presentation === 'none' ? '' : error.message;
}

export interface AddOptions {
  /** The shopper confirmed an exception ('Continua'): the server adds what can be added. */
  forced?: boolean;
  productIntervalId?: number | null;
  productAttributeIds?: number[];
  productOrigin?: string | null;
}

// ---- other tabs ------------------------------------------------------------------------------

export { TROLLEY_CHANNEL };

/** What travels between tabs: the trolley without the exceptions of the call that answered it. */
export interface TrolleyMessage {
  type: 'trolley';
  trolley: Trolley | null;
}

/** The part of BroadcastChannel the store uses (tests may inject their own). */
export interface TrolleyChannel {
  postMessage(message: TrolleyMessage): void;
  onmessage: ((event: MessageEvent<TrolleyMessage>) => void) | null;
  close(): void;
}

let channel: TrolleyChannel | null = null;
let channelFactory: (() => TrolleyChannel | null) | null = null;
let pageshowBound = false;

function openChannel(): TrolleyChannel | null {
  if (channelFactory) return channelFactory();
  if (typeof BroadcastChannel === 'undefined') return null;
  const c = new BroadcastChannel(TROLLEY_CHANNEL);
  // Node's BroadcastChannel (tests, server rendering) would keep the process alive.
  (c as unknown as { unref?: () => void }).unref?.();
  return c as unknown as TrolleyChannel;
}

/** Starts following the other tabs (done by every load and change; idempotent). */
export function syncTrolleyAcrossTabs(): void {
  if (channel) return;
  channel = openChannel();
  if (channel) channel.onmessage = (event) => receive(event.data);
  // A page restored from the back-forward cache missed the other tabs' messages: ask the server.
  if (channel && !pageshowBound && typeof window !== 'undefined') {
    pageshowBound = true;
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) void loadTrolley();
    });
  }
}

/** For tests: how the channel is made (null: BroadcastChannel). Closes the current one. */
export function setTrolleyChannelFactory(factory: (() => TrolleyChannel | null) | null): void {
  channel?.close();
  channel = null;
  channelFactory = factory;
}

function receive(message: TrolleyMessage | undefined): void {
  if (message?.type !== 'trolley') return;
  const incoming = message.trolley;
  const current = $trolley.get();
  if (incoming && current) {
    // Another navigation's trolley (a tab on Clicca e Vai, this one on Mercato a Casa) is not ours.
    if (incoming.navigation !== current.navigation) return;
    // An older answer arriving late never replaces a newer one.
    if (incoming.trolleyId === current.trolleyId && (incoming.version ?? 0) < (current.version ?? 0)) return;
  }
  $trolley.set(incoming);
}

/** Sets the trolley the server answered and tells the other tabs (without this call's exceptions). */
export function setTrolley(trolley: Trolley | null, broadcast = true): void {
  syncTrolleyAcrossTabs();
  $trolley.set(trolley);
  if (!broadcast || !channel) return;
  let shared: Trolley | null = trolley;
  if (trolley?.exceptions) {
    const { exceptions: _exceptions, ...rest } = trolley;
    shared = rest;
  }
  try {
    channel.postMessage({ type: 'trolley', trolley: shared });
  } catch {
    // A closed channel must not break the change.
  }
}

// ---- calls -----------------------------------------------------------------------------------

let loading: Promise<Trolley | null> | null = null;

const silentOnLoad = (e: ShopError) => e.status !== 401 && e.status !== 403;

/**
 * Loads the trolley (GET auth/trolley). Calls made while one is running share it. A visitor without a
 * trolley (free visit: 403; no session: 401) gets null, without a dialog.
 */
export function loadTrolley(): Promise<Trolley | null> {
  syncTrolleyAcrossTabs();
  if (loading) return loading;
  $trolleyLoading.set(true);
  loading = (async () => {
    try {
      const trolley = await calls().getTrolley(silentOnLoad);
      setTrolley(trolley, false);
      // What could not be kept when the guest trolley joined the customer's at login (orders §8
      // exceptions): the server answers them once, with the first read after the login.
      const kept = trolley?.exceptions ?? [];
      if (kept.length) void openModal({ kind: 'alert', message: kept.map((e) => e.message).join('\n') });
      return trolley;
    } catch {
      return $trolley.get();
    } finally {
      loading = null;
      $trolleyLoading.set(false);
    }
  })();
  return loading;
}

/** Loads the trolley unless it is loaded or loading (what every widget calls on mount). */
export function ensureTrolley(): Promise<Trolley | null> {
  syncTrolleyAcrossTabs();
  const current = $trolley.get();
  return current ? Promise.resolve(current) : loadTrolley();
}

const toggle = (store: typeof $trolleyAdding, id: number, on: boolean) => {
  const next = new Set(store.get());
  if (on) next.add(id);
  else next.delete(id);
  store.set(next);
};

const asError = (e: unknown): ShopError | Error => (e instanceof Error ? e : new Error(String(e)));

/** The exceptions of an answer about one product (all of them when the answer does not say). */
function exceptionsFor(trolley: Trolley, productId?: number): TrolleyException[] {
  const all = trolley.exceptions ?? [];
  if (productId === undefined) return all;
  const mine = all.filter((e) => e.productId === productId);
  return mine.length ? mine : all;
}

function idempotencyKey(): string {
  const c = globalThis.crypto;
  return typeof c?.randomUUID === 'function' ? c.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The page says its visitor is a free one: `<html data-mercato-visit="freeVisit">` (the site's shell,
 * rendered per kind of visitor). An element on a partner page declares nothing: only the shop knows.
 */
const declaredFreeVisit = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.mercatoVisit === 'freeVisit';

/**
 * Adds `quantity` (1–9999) of a product (POST auth/trolley/item with an Idempotency-Key). While the same
 * product is being added, a second add is refused here without a call ('Operazione già avviata,
 * aspettare il completamento e riprovare.'), so a double click never adds twice. Feedback: the 'add'
 * badge (1800 ms), or the exception's message as a warning (5000 ms).
 */
export async function addToTrolley(productId: number, quantity = 1, options: AddOptions = {}): Promise<TrolleyOutcome> {
  // A free visitor (the page says so) is asked to log in at once: the shop would refuse the call (403).
  if (declaredFreeVisit()) {
    const error = new ShopError({
      kind: 'forbidden',
      status: 403,
      code: '403',
      type: 'CONFIRM',
      title: freeVisitPrompt.loginPromptTitle,
      message: freeVisitPrompt.loginToAdd,
      presentation: 'confirm',
      onConfirmURL: loginUrl(),
    });
    void presentError(error);
    return { status: 'error', error };
  }
  if ($trolleyAdding.get().has(productId)) {
    showToast({ type: 'warning', message: CLIENT_ERROR_TEXTS.duplicate });
    return { status: 'busy' };
  }
  toggle($trolleyAdding, productId, true);
  try {
    const body: TrolleyAddInput = { productId, quantity };
    for (const [k, v] of Object.entries(options)) if (v !== undefined) body[k] = v;
    const trolley = await calls().addTrolleyItem(body, idempotencyKey());
    setTrolley(trolley);
    const exceptions = exceptionsFor(trolley, productId);
    if (exceptions.length) {
      // The origin question (ORIGIN_CHOICE) is no warning: the add button asks it in its dialog.
      if (exceptions[0]!.code !== 'ORIGIN_CHOICE')
        showActionFeedback({ kind: 'warn', target: 'trolley', message: exceptions[0]!.message });
      return { status: 'exception', trolley, exceptions };
    }
    showActionFeedback({ kind: 'add', target: 'trolley' });
    return { status: 'done', trolley };
  } catch (e) {
    return { status: 'error', error: asError(e) };
  } finally {
    toggle($trolleyAdding, productId, false);
  }
}

async function changeLine(
  trolleyItemId: number,
  call: () => Promise<Trolley>,
  feedback: 'remove' | null,
): Promise<TrolleyOutcome> {
  if ($trolleyBusyItems.get().has(trolleyItemId)) return { status: 'busy' };
  toggle($trolleyBusyItems, trolleyItemId, true);
  try {
    const trolley = await call();
    setTrolley(trolley);
    const exceptions = exceptionsFor(trolley);
    if (exceptions.length) {
      showActionFeedback({ kind: 'warn', target: 'trolley', message: exceptions[0]!.message });
      return { status: 'exception', trolley, exceptions };
    }
    if (feedback) showActionFeedback({ kind: feedback, target: 'trolley' });
    return { status: 'done', trolley };
  } catch (e) {
    return { status: 'error', error: asError(e) };
  } finally {
    toggle($trolleyBusyItems, trolleyItemId, false);
  }
}

/** Sets a line's quantity (PUT auth/trolley/item/{id}); above the limits the answer carries exceptions. */
export function setTrolleyQuantity(trolleyItemId: number, quantity: number, forced?: boolean): Promise<TrolleyOutcome> {
  return changeLine(trolleyItemId, () => calls().setTrolleyItemQuantity(trolleyItemId, quantity, forced), null);
}

/** Removes a line (DELETE auth/trolley/item/{id}); feedback 'remove'. */
export function removeFromTrolley(trolleyItemId: number): Promise<TrolleyOutcome> {
  return changeLine(trolleyItemId, () => calls().removeTrolleyItem(trolleyItemId), 'remove');
}

/** Empties the trolley (DELETE auth/trolley): every line but the readonly ones goes. Confirm first. */
export async function emptyTrolley(): Promise<TrolleyOutcome> {
  if ($trolleyEmptying.get()) return { status: 'busy' };
  $trolleyEmptying.set(true);
  try {
    const trolley = await calls().emptyTrolley();
    setTrolley(trolley);
    return { status: 'done', trolley };
  } catch (e) {
    return { status: 'error', error: asError(e) };
  } finally {
    $trolleyEmptying.set(false);
  }
}

/** The line of a product, if it is in the trolley. */
export const lineOf = (productId: number): TrolleyItem | undefined =>
  $trolley.get()?.items.find((i) => i.productId === productId);

/** For tests: forgets the trolley and every running state. */
export function resetTrolleyStore(): void {
  loading = null;
  $trolley.set(null);
  $trolleyLoading.set(false);
  $trolleyEmptying.set(false);
  $trolleyAdding.set(new Set());
  $trolleyBusyItems.set(new Set());
}
