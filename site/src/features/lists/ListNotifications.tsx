// The notifications of /lds/notifiche (orders §2, §3 notification): a share request (typeId 2) is answered
// with 'Accetta' (the list opens among the customer's lists) or 'Rifiuta'; any other notification has a
// delete button. Each answer replaces the list with the server's; the rows being answered are skeletons
// (orders §9: 10 list rows) while the call runs. The unread ones were marked read by reading them.
import { useMemo, useState } from 'react';
import { listCalls, type ListCalls } from '@mercato/client';
import { LIST_ROW_SKELETONS, type ListNotification, SHARE_REQUEST_TYPE } from '@mercato/contracts/lists';
import { shoppingListPath } from '@mercato/contracts/urls';
import { common, lists as base, listTexts as texts } from '@mercato/contracts/i18n/it';
import { getClient } from '@mercato/core/api';
import { Skeleton } from '@mercato/ui';

export interface ListNotificationsProps {
  initial: ListNotification[];
  calls?: ListCalls;
}

export default function ListNotifications({ initial, calls: given }: ListNotificationsProps) {
  const calls = useMemo(() => given ?? listCalls(getClient().request), [given]);
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState<number | null>(null);

  const run = async (work: () => Promise<ListNotification[]>, listId?: number | null) => {
    if (busy) return;
    setBusy(true);
    try {
      setItems(await work());
      if (listId) setAccepted(listId);
    } catch {
      // The page's client shows why; the list stays as it is.
    } finally {
      setBusy(false);
    }
  };

  if (busy) return <Skeleton variant="row" count={Math.min(LIST_ROW_SKELETONS, Math.max(1, items.length))} />;
  return (
    <div className="lists-notifications">
      <p role="status" className="lists-status">
        {accepted !== null && <a href={shoppingListPath(accepted)}>{texts.openList}</a>}
      </p>
      {items.length === 0 ? (
        <p className="lists-empty">{base.notificationsEmpty}</p>
      ) : (
        <ul className="lists-rows">
          {items.map((n) => (
            <li key={n.id} className={`lists-row${n.read ? '' : ' lists-row--unread'}`}>
              <div className="lists-row__text">
                <h2 className="lists-row__title">
                  {n.title}
                  {!n.read && <span className="lists-badge lists-badge--text">{texts.unread}</span>}
                </h2>
                <p>{n.message}</p>
              </div>
              <div className="lists-row__actions">
                {n.typeId === SHARE_REQUEST_TYPE ? (
                  <>
                    <button
                      type="button"
                      className="mercato-button mercato-button--primary"
                      onClick={() => void run(() => calls.answerInvitation(n.id, true), n.listId)}
                    >
                      {common.accept}
                    </button>
                    <button
                      type="button"
                      className="mercato-button"
                      onClick={() => void run(() => calls.answerInvitation(n.id, false))}
                    >
                      {common.reject}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="mercato-button"
                    aria-label={`${texts.deleteNotification}: ${n.title}`}
                    onClick={() => void run(() => calls.deleteNotification(n.id))}
                  >
                    {base.delete}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
