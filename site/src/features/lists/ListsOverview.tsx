// The lists overview /lds/all (orders §2 "Lists overview"): a card per list opening its page, a 'Nuova
// Lista' card (a name dialog; the new list opens), the empty text 'Non è presente nessuna lista', and the
// notifications link with the unread count when sharing is on. The page gives the overview as the server
// made it; the island reads it again after a change (skeletons of orders §9 while it does).
import { useMemo, useState } from 'react';
import { isShopError, listCalls, type ListCalls } from '@mercato/client';
import { LIST_CARD_SKELETONS, type ListOverview } from '@mercato/contracts/lists';
import { listNotificationsPath, shoppingListPath } from '@mercato/contracts/urls';
import { common, lists as base, listTexts as texts, t } from '@mercato/contracts/i18n/it';
import { getClient } from '@mercato/core/api';
import { Modal, Skeleton } from '@mercato/ui';
import { newKey } from './list-keys.ts';
import { NameField, nameError } from './NameField.tsx';

export interface ListsOverviewProps {
  initial: ListOverview;
  sharing: boolean;
  calls?: ListCalls;
}

const countText = (n: number) => (n === 1 ? texts.oneProduct : t(texts.products, { count: n }));

export default function ListsOverviewIsland({ initial, sharing, calls: given }: ListsOverviewProps) {
  const calls = useMemo(() => given ?? listCalls(getClient().request), [given]);
  const [overview] = useState(initial);
  const [creating, setCreating] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    if (busy) return;
    if (nameError(name)) {
      setTouched(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const list = await calls.createList({ name, idempotencyKey: key });
      setLeaving(true);
      window.location.assign(shoppingListPath(list.id));
    } catch (err) {
      setFailure(isShopError(err) ? err.message : String(err));
      setKey(newKey());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lists-overview">
      {sharing && (
        <p className="lists-overview__notifications">
          <a href={listNotificationsPath} className="lists-link">
            {texts.notificationsLink}
            {overview.unread > 0 && (
              <span className="lists-badge">
                {overview.unread}
                <span className="mercato-visually-hidden">
                  {' '}
                  {t(texts.notificationsUnread, { count: overview.unread })}
                </span>
              </span>
            )}
          </a>
        </p>
      )}
      {leaving ? (
        <Skeleton variant="card" count={LIST_CARD_SKELETONS} className="lists-cards" />
      ) : (
        <>
          {overview.lists.length === 0 && <p className="lists-empty">{base.empty}</p>}
          <ul className="lists-cards">
            <li>
              <button
                type="button"
                className="lists-card lists-card--new"
                onClick={() => {
                  setCreating(true);
                  setFailure(null);
                }}
              >
                <span aria-hidden="true" className="lists-card__plus">
                  +
                </span>
                {base.newList}
              </button>
            </li>
            {overview.lists.map((l) => (
              <li key={l.id}>
                <a className="lists-card" href={shoppingListPath(l.id)}>
                  <span className="lists-card__title">{l.title}</span>
                  <span className="lists-card__count">{countText(l.rowCount)}</span>
                  {l.shared && <span className="lists-card__shared">{texts.sharedBadge}</span>}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {creating && (
        <Modal
          open
          kind="confirm"
          title={base.newList}
          confirmLabel={texts.create}
          cancelLabel={common.cancel}
          onConfirm={() => void create()}
          onCancel={() => setCreating(false)}
          message={
            <div aria-busy={busy}>
              {failure && (
                <p className="lists-banner" role="alert">
                  {failure}
                </p>
              )}
              <NameField
                label={texts.newListName}
                value={name}
                touched={touched}
                onChange={(v) => {
                  setName(v);
                  setTouched(true);
                }}
              />
            </div>
          }
        />
      )}
    </div>
  );
}
