// What AddToListHost does once asked (the first press of an add-to-list button or of a gated spesa facile
// entry, or a page with unread list notifications): downloaded then, with the lists' texts, so that the
// host on every page weighs only its listeners (the checkout steps' JavaScript budgets).
import type { ComponentType } from 'react';
import { lists as texts, listTexts, spesaFacile, t } from '@mercato/contracts/i18n/it';
import { listsPath } from '@mercato/contracts/urls';
import { getClient } from '@mercato/core/api';
import { openModal } from '@mercato/core/stores/feedback';
import type { ListChooserProps } from './ListChooser.tsx';

/** The unread count on the top menu's lists link (ListsHeaderLinks.astro draws the number, hidden). */
export function showUnread(unread: number) {
  const link = document.querySelector<HTMLAnchorElement>(`.site-header a[href="${listsPath}"]`);
  if (!link || unread <= 0 || link.querySelector('.header-lists__badge')) return;
  const badge = document.createElement('span');
  badge.className = 'header-lists__badge';
  badge.setAttribute('aria-hidden', 'true');
  badge.textContent = String(unread);
  const said = document.createElement('span');
  said.className = 'mercato-visually-hidden';
  said.textContent = ` ${t(listTexts.notificationsUnread, { count: unread })}`;
  link.append(' ', badge, said);
}

/** A power guest's press on a spesa facile entry (shell §6): the configuration's activationMessage. */
export async function gated() {
  let message: string = spesaFacile.activationMessage;
  try {
    // The lists' calls (and their answer schemas) only when asked.
    const { listCalls } = await import('@mercato/client');
    message = (await listCalls(getClient().request).getSpesaFacileConfig()).activationMessage;
  } catch {
    // The configuration could not be read: the rule's own text.
  }
  void openModal({ kind: 'alert', message });
}

/** The 'choose a list' modal for a logged customer; anyone else gets the orders §2 prompt (then null). */
export async function chooser(logged: boolean): Promise<ComponentType<ListChooserProps> | null> {
  if (!logged) {
    void openModal({ kind: 'alert', message: texts.freeVisit });
    return null;
  }
  return (await import('./ListChooser.tsx')).default;
}
