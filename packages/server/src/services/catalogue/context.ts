// What the catalogue functions share: the database, the options, the clock, the list cache and the
// category tree (cached for a minute), and the small rules of sessions and navigations.
import { and, asc, eq } from 'drizzle-orm';
import { publishedAt } from '../../db/published.ts';
import { FILTER_GROUPS, navigationOf, ONLY_PROMOTIONS_FILTER, parseFilterId } from '@mercato/contracts';
import type { Db } from '../../db/client.ts';
import { categories, menuItems } from '../../db/schema/catalogue.ts';
import type { Navigation } from '../nav/index.ts';
import { createListCache, type ListCache, stampVersion } from '../list-cache.ts';
import { type KeptStems, type KeptWords, type ParsedFilters, spellcheck, stems } from './search.ts';
import type { Session } from '../sessions/index.ts';
import { PROMO_SLUG } from './input.ts';

export const CACHE_TTL_MS = 60_000;

export interface CatalogueOptions {
  /** Hide prices from free visitors (page configuration hideProductPrice). */
  hideProductPrice?: boolean;
  /** Category hierarchy: nodes with fewer products are left out (spec minQta, value not shown). */
  minQta?: number;
  /** Clock (tests). */
  now?: () => Date;
  /** The list cache (tests pass their own to look at it; by default one per service). */
  listCache?: ListCache;
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  level: number;
  orderNo: number;
  catalogue: 'grocery' | 'pharma';
}
export interface MenuRow {
  id: number;
  navigation: Navigation;
  kind: string;
  parentId: number | null;
  orderNo: number;
  isRoot: boolean;
  label: string;
  pagePath: string;
  imageUrl: string | null;
  categoryId: number | null;
  publishFrom: Date;
  publishTo: Date | null;
}

export interface Tree {
  byId: Map<number, CategoryRow>;
  children: Map<number | null, CategoryRow[]>;
  /** Category id → menu item (navBar, published) per navigation. */
  menuOf: Map<string, MenuRow>;
  loadedAt: number;
}

export interface ListRequestContext {
  session: Session | null;
}

/** The dependencies of the catalogue functions (one per service; tests build their own). */
export interface CatalogueContext {
  db: Db;
  /** Hide prices from free visitors (page configuration hideProductPrice). */
  hideProductPrice: boolean;
  /** Category hierarchy: nodes with fewer products are left out. */
  minQta: number;
  clock: () => Date;
  listCache: ListCache;
  /** The category tree, loaded or loading (loadTree), and when it was asked for. */
  tree: Promise<Tree> | null;
  treeAt: number;
  /** The lexemes of the words searched so far (search.ts stems). */
  stems: KeptStems;
}

export function createCatalogueContext(db: Db, opts: CatalogueOptions = {}): CatalogueContext {
  return {
    db,
    hideProductPrice: !!opts.hideProductPrice,
    minQta: opts.minQta ?? 3,
    clock: opts.now ?? (() => new Date()),
    listCache: opts.listCache ?? createListCache(),
    tree: null,
    treeAt: 0,
    stems: new Map(),
  };
}

/**
 * The spellcheck of `tokens`, its answers kept word by word while the catalogue version stays the same
 * (the dictionary, search_words, grows with the products, which raise the version) and for a minute at
 * most (category names add words too, as the tree above is kept a minute): a search never asked before
 * is mostly made of words asked before, and then costs no statement.
 */
export async function cachedSpellcheck(
  cx: CatalogueContext,
  stamp: string | null,
  tokens: string[],
  prefixLast: boolean,
) {
  const kept = await cx.listCache.latest('spellcheck-words', stampVersion(stamp), async () => ({
    words: new Map() as KeptWords,
    since: Date.now(),
  }));
  if (Date.now() - kept.since >= CACHE_TTL_MS) {
    kept.words.clear();
    kept.since = Date.now();
  }
  return spellcheck(cx.db, tokens, prefixLast, kept.words);
}

/** The lexemes of a search's words (search.ts stems), kept for the service's life. */
export function searchTerms(cx: CatalogueContext, words: readonly string[]): Promise<string[]> {
  return stems(cx.db, words, cx.stems);
}

/** Categories and category menu items, cached for a minute (they change with a catalogue import). */
export function loadTree(cx: CatalogueContext): Promise<Tree> {
  const nowMs = Date.now();
  if (cx.tree && nowMs - cx.treeAt < CACHE_TTL_MS) return cx.tree;
  cx.treeAt = nowMs;
  cx.tree = (async () => {
    const now = cx.clock();
    const cats = await cx.db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        slug: categories.slug,
        level: categories.level,
        orderNo: categories.orderNo,
        catalogue: categories.catalogue,
      })
      .from(categories)
      .orderBy(asc(categories.orderNo), asc(categories.id));
    const menus = await cx.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.kind, 'navBar'), publishedAt(menuItems, now)))
      .orderBy(asc(menuItems.id));
    const byId = new Map(cats.map((c) => [c.id, c]));
    const children = new Map<number | null, CategoryRow[]>();
    for (const c of cats) {
      const list = children.get(c.parentId) ?? [];
      list.push(c);
      children.set(c.parentId, list);
    }
    const menuOf = new Map<string, MenuRow>();
    for (const m of menus as MenuRow[]) {
      if (m.categoryId !== null && !menuOf.has(`${m.navigation}:${m.categoryId}`))
        menuOf.set(`${m.navigation}:${m.categoryId}`, m);
    }
    return { byId, children, menuOf, loadedAt: nowMs };
  })();
  cx.tree.catch(() => {
    cx.tree = null;
  });
  return cx.tree;
}

export function subtree(t: Tree, id: number): number[] {
  const out: number[] = [];
  const walk = (cid: number) => {
    out.push(cid);
    for (const c of t.children.get(cid) ?? []) walk(c.id);
  };
  if (t.byId.has(id)) walk(id);
  return out;
}

export function parseFilters(t: Tree, ids: string[]): ParsedFilters {
  const f: ParsedFilters = { categoryIds: [], brands: [], tags: [], promoTypes: [], onlyPromo: false };
  const cats = new Set<number>();
  for (const id of ids) {
    const { group, value } = parseFilterId(id);
    if (group === FILTER_GROUPS.category) {
      const sub = subtree(t, Number(value));
      // An unknown category matches nothing (a shared link to a removed category lists no product).
      if (sub.length === 0) cats.add(-1);
      for (const c of sub) cats.add(c);
    } else if (group === FILTER_GROUPS.brand) f.brands.push(value);
    else if (group === FILTER_GROUPS.tag) f.tags.push(value);
    else if (group === FILTER_GROUPS.promotion) f.promoTypes.push(PROMO_SLUG[value]);
    else if (group === ONLY_PROMOTIONS_FILTER) f.onlyPromo = true;
  }
  f.categoryIds = [...cats];
  return f;
}

export const freeVisitor = (session: Session | null) =>
  !session || session.kind === 'freeVisit' || (session.kind === 'logged' && session.customerId === null);

export const pricesHidden = (cx: CatalogueContext, session: Session | null) =>
  !!cx.hideProductPrice && freeVisitor(session);

export function navOf(requested: Navigation | undefined, session: Session | null): Navigation {
  return requested ?? navigationOf(session?.site ?? '') ?? 'supermercato';
}

export function rootsOf(t: Tree, catalogue: 'grocery' | 'pharma'): number[] {
  return (t.children.get(null) ?? []).filter((c) => c.catalogue === catalogue).map((c) => c.id);
}
