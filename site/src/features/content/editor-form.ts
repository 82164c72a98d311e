// The editor's form values and their conversions (pure, tested): the page's fields as the inputs hold
// them (datetime-local in the browser's time, clusters as one comma-separated text) and the request the
// server takes (ISO instants, a list of clusters).
import type { CmsEditorPage, CmsPageInput } from '@mercato/contracts/cms';
import type { CmsPageType } from '@mercato/contracts';

export interface EditorForm {
  url: string;
  title: string;
  html: string;
  type: CmsPageType | '';
  clusters: string;
  publishFrom: string;
  publishTo: string;
  popup: boolean;
  profiled: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the browser's time zone ('2026-11-29T10:30'). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; '' stays '' (the server then says the date is not valid). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export function formOf(page: CmsEditorPage | null, now: Date): EditorForm {
  if (!page)
    return {
      url: '',
      title: '',
      html: '',
      type: '',
      clusters: '',
      publishFrom: toLocalInput(now.toISOString()),
      publishTo: '',
      popup: false,
      profiled: false,
    };
  return {
    url: page.url,
    title: page.title,
    html: page.source,
    type: page.type ?? '',
    clusters: page.clusters.join(', '),
    publishFrom: toLocalInput(page.publishFrom),
    publishTo: toLocalInput(page.publishTo),
    popup: page.popup,
    profiled: page.profiled,
  };
}

export function requestOf(form: EditorForm): CmsPageInput {
  return {
    url: form.url.trim(),
    title: form.title,
    html: form.html,
    type: form.type === '' ? null : form.type,
    clusters: form.clusters
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
    popup: form.popup,
    profiled: form.profiled,
    publishFrom: fromLocalInput(form.publishFrom),
    publishTo: form.publishTo ? fromLocalInput(form.publishTo) : null,
  };
}
