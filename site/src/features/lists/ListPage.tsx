// A list's page /lista/{id} (orders §2 "List page", §3, §4): back link, title, options menu (rename, copy,
// share, delete — a member leaves instead), product count, the lines in a grid with a layout switch and
// infinite scroll (LIST_PAGE_SIZE more as the end nears; skeleton tiles meanwhile), 'Aggiungi lista al
// carrello' (hidden when the list is partial, disabled when empty; the trolley's exceptions come back, the
// preparation-time ones as the slot-change conflict), and the members (only when more than one; the
// administrator removes the others). Live: the page listens to the list's events (LISTEN/NOTIFY on the
// server) and reads the list again on each, saying so in a live region; +/- are increments, so two
// members' presses on one line are both kept.
import { useEffect, useMemo, useRef, useState } from 'react';
import { listCalls, openListEvents, type ListCalls } from '@mercato/client';
import type { Navigation, TrolleyException } from '@mercato/contracts';
import { formatPrice } from '@mercato/contracts/format/price';
import { LIST_PAGE_SIZE, type ListDetail, type ListItem, ListUserState } from '@mercato/contracts/lists';
import { checkoutPath, listsPath, searchPath, shoppingListPath } from '@mercato/contracts/urls';
import { common, lists as base, listItemChoice as choice, listTexts as texts, t } from '@mercato/contracts/i18n/it';
import { getClient } from '@mercato/core/api';
import { openModal, showToast } from '@mercato/core/stores/feedback';
import { setTrolley } from '@mercato/core/stores/trolley';
import { Skeleton, useIds } from '@mercato/ui';
import { GenericLineForm } from './GenericLineForm.tsx';
import { newKey } from './list-keys.ts';
import { NameDialog, ShareDialog, SlotConflictDialog } from './ListDialogs.tsx';

export interface ListPageProps {
  initial: ListDetail;
  sharing: boolean;
  /** The grocery store a generic line is searched in (shell §2 search with listId, listItemId). */
  searchNav?: Navigation;
  calls?: ListCalls;
}

type Dialog = 'rename' | 'copy' | 'share' | null;
type Layout = 'grid' | 'rows';

const countText = (n: number) => (n === 1 ? texts.oneProduct : t(texts.products, { count: n }));

export default function ListPage({ initial, sharing, searchNav = 'supermercato', calls: given }: ListPageProps) {
  const calls = useMemo(() => given ?? listCalls(getClient().request), [given]);
  const ids = useIds('lp');
  const [detail, setDetail] = useState<ListDetail | null>(initial);
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const [layout, setLayout] = useState<Layout>('grid');
  const [menu, setMenu] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyItems, setBusyItems] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const [conflict, setConflict] = useState<TrolleyException[] | null>(null);
  const [notAdded, setNotAdded] = useState<TrolleyException[]>([]);
  const [said, setSaid] = useState('');
  const listId = initial.list.id;
  const sentinel = useRef<HTMLLIElement>(null);
  const version = useRef(initial.version);

  // Live: each change of another member (or of this page in another tab) reads the list again.
  useEffect(() => {
    const reload = async () => {
      try {
        const next = await calls.getList(listId);
        if (next.version <= version.current) return;
        version.current = next.version;
        setDetail(next);
        setSaid(texts.liveUpdatedAnon);
      } catch {
        setDetail(null);
      }
    };
    return openListEvents(listId, (e) => {
      if (e.gone) setDetail(null);
      else if (e.version > version.current) void reload();
    });
  }, [calls, listId]);

  // Infinite scroll: the next LIST_PAGE_SIZE lines as the end of the grid nears.
  const total = detail?.items.length ?? 0;
  useEffect(() => {
    const end = sentinel.current;
    if (!end || shown >= total || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => n + LIST_PAGE_SIZE);
      },
      { rootMargin: '200px 0px' },
    );
    seen.observe(end);
    return () => seen.disconnect();
  }, [shown, total]);

  if (!detail)
    return (
      <div className="lists-gone">
        <p className="lists-empty">{base.emptyList}</p>
        <p>
          <a href={listsPath}>{texts.back}</a>
        </p>
      </div>
    );

  const { list, items, users } = detail;
  const apply = (next: ListDetail) => {
    if (next.version >= version.current) {
      version.current = next.version;
      setDetail(next);
    }
  };
  const onItem = async (item: ListItem, work: () => Promise<ListDetail>) => {
    if (busyItems.has(item.id)) return;
    setBusyItems((s) => new Set(s).add(item.id));
    try {
      apply(await work());
    } catch {
      // The page's client shows why.
    } finally {
      setBusyItems((s) => {
        const n = new Set(s);
        n.delete(item.id);
        return n;
      });
    }
  };

  const addAll = async () => {
    if (adding) return;
    setAdding(true);
    setNotAdded([]);
    try {
      const trolley = await calls.listToTrolley(listId, newKey());
      setTrolley(trolley);
      const exceptions = trolley.exceptions ?? [];
      const slot = exceptions.filter((e) => e.code === 'PREPARATION_TIME_INCOMPATIBLE');
      setNotAdded(exceptions.filter((e) => e.code !== 'PREPARATION_TIME_INCOMPATIBLE'));
      if (slot.length) setConflict(slot);
      else if (exceptions.length === 0) showToast({ type: 'success', message: texts.addedToTrolley });
    } catch {
      // The page's client shows why.
    } finally {
      setAdding(false);
    }
  };

  const choose = (d: Exclude<Dialog, null>) => {
    setMenu(false);
    setDialog(d);
  };

  const remove = async () => {
    setMenu(false);
    const admin = list.administrator;
    const ok = await openModal({
      kind: 'confirm',
      title: admin ? texts.deleteTitle : texts.leaveTitle,
      message: t(admin ? texts.deleteConfirm : texts.leaveConfirm, { name: list.title }),
      confirmLabel: admin ? base.delete : texts.leave,
      cancelLabel: common.cancel,
    });
    if (!ok) return;
    try {
      if (admin) await calls.deleteList(listId);
      else await calls.leaveList(listId);
      window.location.assign(listsPath);
    } catch {
      // The page's client shows why.
    }
  };

  const userState = (stateId: string) =>
    stateId === ListUserState.ADMINISTRATOR
      ? base.administrator
      : stateId === ListUserState.ACCEPTED
        ? null
        : base.pending;

  return (
    <div className="list-page">
      <p className="lists-back">
        <a href={listsPath}>{texts.back}</a>
      </p>
      <div className="list-page__head">
        <div>
          <h1 className="list-page__title">{list.title}</h1>
          <p className="list-page__count">{countText(list.rowCount)}</p>
        </div>
        <div className="list-page__menu">
          <button
            type="button"
            className="mercato-button"
            aria-expanded={menu}
            aria-controls={ids('menu')}
            onClick={() => setMenu((m) => !m)}
          >
            {texts.options}
          </button>
          <ul id={ids('menu')} className="list-page__options" hidden={!menu}>
            {list.administrator && (
              <li>
                <button type="button" onClick={() => choose('rename')}>
                  {base.rename}
                </button>
              </li>
            )}
            <li>
              <button type="button" onClick={() => choose('copy')}>
                {base.copy}
              </button>
            </li>
            {list.administrator && sharing && (
              <li>
                <button type="button" onClick={() => choose('share')}>
                  {base.share}
                </button>
              </li>
            )}
            <li>
              <button type="button" onClick={() => void remove()}>
                {list.administrator ? base.delete : texts.leave}
              </button>
            </li>
          </ul>
        </div>
      </div>
      <p className="mercato-visually-hidden" role="status">
        {said}
      </p>
      <div className="list-page__bar">
        {!list.partial && (
          <button
            type="button"
            className="mercato-button mercato-button--primary"
            disabled={items.length === 0 || adding}
            aria-busy={adding}
            onClick={() => void addAll()}
          >
            {base.addListToTrolley}
          </button>
        )}
        <fieldset className="list-page__layout">
          <legend className="mercato-visually-hidden">{texts.layout}</legend>
          {(['grid', 'rows'] as const).map((l) => (
            <button
              key={l}
              type="button"
              className="mercato-button"
              aria-pressed={layout === l}
              onClick={() => setLayout(l)}
            >
              {l === 'grid' ? texts.layoutGrid : texts.layoutRows}
            </button>
          ))}
        </fieldset>
      </div>
      {notAdded.length > 0 && (
        <div className="lists-banner" role="alert">
          <p>{texts.notAdded}</p>
          <ul>
            {notAdded.map((e) => (
              <li key={`${e.code}-${e.productId}`}>{e.message}</li>
            ))}
          </ul>
          <p>
            <a href={checkoutPath('TROLLEY')}>{common.continue}</a>
          </p>
        </div>
      )}
      {users.length > 1 && (
        <section className="list-page__users" aria-labelledby={ids('users')}>
          <h2 id={ids('users')}>{texts.users}</h2>
          <ul>
            {users.map((u) => (
              <li key={u.userId}>
                <span>{u.name}</span>
                {userState(u.stateId) && <span className="lists-badge lists-badge--text">{userState(u.stateId)}</span>}
                {list.administrator && u.stateId !== ListUserState.ADMINISTRATOR && (
                  <button
                    type="button"
                    className="lists-icon-button"
                    aria-label={t(texts.removeUser, { name: u.name })}
                    onClick={() => void calls.removeUser(listId, u.userId).then(apply, () => {})}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <GenericLineForm add={(description) => calls.addGeneric(listId, description)} onAdded={apply} />
      {items.length === 0 ? (
        <p className="lists-empty">{base.emptyList}</p>
      ) : (
        <ul className={`list-items list-items--${layout}`}>
          {items.slice(0, shown).map((item) => (
            <ListLine
              key={item.id}
              item={item}
              searchHref={`${searchPath(searchNav, item.description)}?listId=${listId}&listItemId=${item.id}`}
              busy={busyItems.has(item.id)}
              onDelta={(d) => void onItem(item, () => calls.changeItem(listId, item.id, d))}
              onRemove={() => void onItem(item, () => calls.removeItem(listId, item.id))}
            />
          ))}
          {shown < items.length && (
            <li ref={sentinel} className="list-items__more">
              <Skeleton variant="tile" count={Math.min(3, items.length - shown)} />
            </li>
          )}
        </ul>
      )}
      {dialog === 'rename' && (
        <NameDialog
          title={texts.renameTitle}
          confirmLabel={texts.save}
          initial={list.title}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const renamed = await calls.renameList(listId, name);
            setDetail((d) => (d ? { ...d, list: { ...d.list, title: renamed.title } } : d));
            setDialog(null);
          }}
        />
      )}
      {dialog === 'copy' && (
        <NameDialog
          title={texts.copyTitle}
          confirmLabel={base.copy}
          initial={t(texts.copyName, { name: list.title }).slice(0, 255)}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            const copy = await calls.copyList(listId, { name, idempotencyKey: newKey() });
            window.location.assign(shoppingListPath(copy.id));
          }}
        />
      )}
      {dialog === 'share' && (
        <ShareDialog
          onClose={() => setDialog(null)}
          onSubmit={async (input) => {
            apply(await calls.shareList(listId, input));
            setDialog(null);
            showToast({ type: 'success', message: t(texts.shareDone, { email: input.username }) });
          }}
        />
      )}
      {conflict && (
        <SlotConflictDialog
          exceptions={conflict}
          onChangeSlot={() => window.location.assign(checkoutPath('DELIVERY'))}
          onRemove={() => setConflict(null)}
        />
      )}
    </div>
  );
}

interface LineProps {
  item: ListItem;
  /** A generic line's search for its product. */
  searchHref: string;
  busy: boolean;
  onDelta: (delta: number) => void;
  onRemove: () => void;
}

function ListLine({ item, searchHref, busy, onDelta, onRemove }: LineProps) {
  const p = item.product;
  const price = p ? (p.discountedPrice ?? p.price) : null;
  return (
    <li className="list-item" aria-busy={busy || undefined}>
      {p ? (
        <img
          className="list-item__img"
          src={p.currentImage.small || p.imageURL}
          alt=""
          width={80}
          height={80}
          loading="lazy"
        />
      ) : (
        <span className="list-item__img list-item__img--generic" aria-hidden="true" />
      )}
      <div className="list-item__info">
        <h2 className="list-item__title">{p ? <a href={p.detailUrl}>{item.description}</a> : item.description}</h2>
        {!p && (
          <p className="list-item__generic">
            {texts.genericItem} · <a href={searchHref}>{t(choice.search, { item: item.description })}</a>
          </p>
        )}
        {price != null && <p className="list-item__price">{formatPrice(price)}</p>}
      </div>
      <div className="list-item__qty">
        <button
          type="button"
          className="lists-icon-button"
          aria-label={t(texts.less, { product: item.description })}
          disabled={busy || item.quantity <= 1}
          onClick={() => onDelta(-1)}
        >
          −
        </button>
        <output aria-label={t(texts.quantityOf, { product: item.description })}>{item.quantity}</output>
        <button
          type="button"
          className="lists-icon-button"
          aria-label={t(texts.more, { product: item.description })}
          disabled={busy}
          onClick={() => onDelta(1)}
        >
          +
        </button>
      </div>
      <button
        type="button"
        className="lists-icon-button list-item__remove"
        aria-label={t(texts.removeItem, { product: item.description })}
        disabled={busy}
        onClick={onRemove}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9z" />
        </svg>
      </button>
    </li>
  );
}
