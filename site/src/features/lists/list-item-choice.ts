// A search from a list's generic line (shell §2: /{store}/ricerca/{words}?listId&listItemId): the line the
// shopper is choosing a product for, when the query names a generic line of a list they are a member of.
// Anything else (no ids, ids that are not ids, not a member, a line with a product already) is an ordinary
// search: the page shows no banner.
import { DbIdCoerced } from '@mercato/contracts';
import type { Session, Shop } from '@mercato/server';
import { foundOrNull } from '~/request/found.ts';

export interface ListItemChoiceProps {
  listId: number;
  listTitle: string;
  itemId: number;
  /** The generic line's words ('latte'). */
  item: string;
}

export async function listItemChoiceOf(
  shop: Shop,
  session: Session | null | undefined,
  url: URL,
): Promise<ListItemChoiceProps | null> {
  const listId = DbIdCoerced.safeParse(url.searchParams.get('listId'));
  const itemId = DbIdCoerced.safeParse(url.searchParams.get('listItemId'));
  if (!listId.success || !itemId.success || session?.kind !== 'logged') return null;
  const detail = await foundOrNull(() => shop.services.lists.detail(session, listId.data));
  const line = detail?.items.find((i) => i.id === itemId.data && i.product === null);
  return detail && line
    ? { listId: listId.data, listTitle: detail.list.title, itemId: line.id, item: line.description }
    : null;
}
