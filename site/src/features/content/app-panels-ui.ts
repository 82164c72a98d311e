// The application-info and metrics panels (app-panels.ts opens them), as native modal dialogs: focus
// kept inside, Escape closes, focus back where it was.
//   Application info: the release, the publish date the pages show content at (the MERCATO_PUBLISH_DATE
//   cookie the server reads, site/src/request/page-input.ts), a future date to preview ('reloads home'),
//   and 'Ripristina' back to now.
//   Metrics: the page's own timings from the browser (navigation timing, resources) and the shop's API
//   calls it made, with their durations.
import { cmsTexts as t } from '@mercato/contracts/i18n/it';

const COOKIE = 'MERCATO_PUBLISH_DATE';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & Record<string, unknown> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k.includes('-') || k === 'for' || k === 'role') node.setAttribute(k, String(v));
    else (node as unknown as Record<string, unknown>)[k] = v;
  }
  node.append(...children);
  return node;
}

function dialog(id: string, title: string, body: Node[]): HTMLDialogElement {
  document.getElementById(id)?.remove();
  const titleId = `${id}-title`;
  const close = el('button', { type: 'button', className: 'mercato-button app-panel__close' }, t.close);
  const box = el(
    'dialog',
    { id, className: 'app-panel', 'aria-labelledby': titleId },
    el('h2', { id: titleId }, title),
    ...body,
    close,
  );
  close.addEventListener('click', () => box.close());
  box.addEventListener('close', () => box.remove());
  document.body.append(box);
  box.showModal();
  return box;
}

const readCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);

const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' });

/** The home of the page's visitor: the logo's link (store home for shoppers, /index otherwise). */
const home = () => document.querySelector<HTMLAnchorElement>('a.logo')?.href ?? '/';

export function openAppInfo(): void {
  const current = readCookie();
  const at = current ? new Date(decodeURIComponent(current)) : null;
  const release = el('dd', {}, '…');
  void fetch('/commerce/dev/release.json')
    .then((r) => (r.ok ? r.json() : null))
    .then((r: { version?: string; commit?: string } | null) => {
      release.textContent = r ? [r.version, r.commit?.slice(0, 7)].filter(Boolean).join(' · ') : '–';
    })
    .catch(() => {
      release.textContent = '–';
    });
  const input = el('input', { type: 'datetime-local', id: 'app-info-date', 'aria-describedby': 'app-info-error' });
  const error = el('p', { id: 'app-info-error', className: 'app-panel__error', role: 'alert' });
  const form = el(
    'form',
    { className: 'app-panel__form' },
    el('label', { for: 'app-info-date' }, t.appInfoPublishDate),
    input,
    error,
    el('button', { type: 'submit', className: 'mercato-button mercato-button--primary' }, t.appInfoSet),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const when = new Date(input.value);
    if (!input.value || Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) {
      error.textContent = t.appInfoPast;
      input.focus();
      return;
    }
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads; no Cookie Store API in every browser
    document.cookie = `${COOKIE}=${when.toISOString()}; path=/; SameSite=Lax`;
    window.location.assign(home());
  });
  const reset = el('button', { type: 'button', className: 'mercato-button' }, t.appInfoReset);
  reset.addEventListener('click', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as above, removed
    document.cookie = `${COOKIE}=; path=/; max-age=0; SameSite=Lax`;
    window.location.assign(home());
  });
  dialog('app-info', t.appInfoTitle, [
    el(
      'dl',
      { className: 'app-panel__facts' },
      el('dt', {}, t.appInfoVersion),
      release,
      el('dt', {}, t.appInfoPublishDate),
      el(
        'dd',
        { 'data-testid': 'publish-date' },
        at && !Number.isNaN(at.getTime()) ? dateTime.format(at) : t.appInfoNow,
      ),
    ),
    form,
    reset,
  ]);
}

const ms = (n: number) => `${Math.round(n)} ms`;

function table(caption: string, rows: [string, string][]): HTMLTableElement {
  return el(
    'table',
    { className: 'app-panel__table' },
    el('caption', {}, caption),
    el(
      'thead',
      {},
      el('tr', {}, el('th', { scope: 'col' }, t.metricsName), el('th', { scope: 'col' }, t.metricsDuration)),
    ),
    el(
      'tbody',
      {},
      ...rows.map(([name, value]) => el('tr', {}, el('th', { scope: 'row' }, name), el('td', {}, value))),
    ),
  );
}

export function openMetrics(): void {
  const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const calls = resources.filter((r) => new URL(r.name, location.href).pathname.startsWith('/commerce/resources/'));
  const page: [string, string][] = nav
    ? [
        ['Time to first byte', ms(nav.responseStart - nav.startTime)],
        ['DOMContentLoaded', ms(nav.domContentLoadedEventEnd - nav.startTime)],
        ['Load', ms(nav.loadEventEnd - nav.startTime)],
        ['Transfer size', `${Math.round(nav.transferSize / 1024)} kB`],
      ]
    : [];
  const assets: [string, string][] = [
    [String(resources.length), ms(resources.reduce((sum, r) => sum + r.duration, 0))],
  ];
  const apiRows: [string, string][] = calls.map((r) => [
    new URL(r.name, location.href).pathname.replace('/commerce/resources/', ''),
    ms(r.duration),
  ]);
  dialog('app-metrics', t.metricsTitle, [
    table(t.metricsNavigation, page),
    table(t.metricsResources, assets),
    apiRows.length ? table(t.metricsCalls, apiRows) : el('p', {}, `${t.metricsCalls}: ${t.metricsNone}`),
  ]);
}
