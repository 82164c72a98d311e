// The content dialog (spec shell §2 "Content and help": "loads by url in a modal, otherwise closes"): a
// link of a CMS page with the class cms-dialog opens the page it names (/contenuto?cmsUrl=… or the page's
// own url) in a modal dialog, read by GET cms/page?url= as the shopper sees it. When it cannot be read,
// no dialog stays open and the link is followed as a link.
import { cmsTexts as t } from '@mercato/contracts/i18n/it';
import type { CmsContent } from '@mercato/contracts/cms';
import { loadWidgets } from './load-widgets.ts';

const urlOf = (a: HTMLAnchorElement): string | null => {
  const u = new URL(a.href, location.href);
  if (u.origin !== location.origin) return null;
  return u.pathname === '/contenuto' ? u.searchParams.get('cmsUrl') : u.pathname;
};

document.addEventListener('click', async (e) => {
  const a = (e.target as Element | null)?.closest?.('.cms-content a.cms-dialog');
  if (!(a instanceof HTMLAnchorElement) || e.ctrlKey || e.metaKey || e.shiftKey) return;
  const url = urlOf(a);
  if (!url) return;
  e.preventDefault();
  let page: CmsContent | null = null;
  try {
    const res = await fetch(`/commerce/resources/cms/page?url=${encodeURIComponent(url)}`, {
      credentials: 'same-origin',
    });
    page = res.ok ? ((await res.json()) as { data: CmsContent }).data : null;
  } catch {
    page = null;
  }
  if (!page) {
    window.location.assign(a.href);
    return;
  }
  const box = document.createElement('dialog');
  box.className = 'app-panel cms-dialog-box';
  box.setAttribute('aria-labelledby', 'cms-dialog-title');
  const title = document.createElement('h2');
  title.id = 'cms-dialog-title';
  title.textContent = page.title;
  const body = document.createElement('div');
  body.className = 'cms-content';
  // The server's sanitised HTML (services/cms/sanitise.ts).
  body.innerHTML = page.html;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'mercato-button app-panel__close';
  close.textContent = t.dialogClose;
  close.addEventListener('click', () => box.close());
  box.addEventListener('close', () => box.remove());
  box.append(title, body, close);
  document.body.append(box);
  loadWidgets(page.widgets);
  box.showModal();
});
