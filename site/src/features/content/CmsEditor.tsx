// The staff editor of a CMS page (issue 38): plain HTML with the shop's elements dropped in, a live
// preview of the page as it will be shown (the server's sanitised HTML, its elements alive), clusters,
// type and publish window; 'Salva' makes a new revision (the server refuses a save of a revision that is
// no longer the latest: 409, shown here), and any earlier revision can be restored as a new one. A failed
// save keeps everything typed; the field messages of the server are shown beside their fields.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { cmsCalls, isShopError } from '@mercato/client';
import { getClient } from '@mercato/core/api';
import { CmsPageType } from '@mercato/contracts';
import type { CmsEditorPage, CmsPreview, CmsWidget } from '@mercato/contracts/cms';
import { cmsTexts as t, t as fill } from '@mercato/contracts/i18n/it';
import { type EditorForm, formOf, requestOf } from './editor-form.ts';
import { loadWidgets } from './load-widgets.ts';

export interface CmsEditorProps {
  initial: CmsEditorPage | null;
  widgets: CmsWidget[];
}

const PREVIEW_DELAY_MS = 400;
const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Rome' });

export default function CmsEditor({ initial, widgets }: CmsEditorProps) {
  const calls = useMemo(() => cmsCalls(getClient().request), []);
  const id = useId();
  const [page, setPage] = useState(initial);
  const [form, setForm] = useState<EditorForm>(() => formOf(initial, new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [preview, setPreview] = useState<CmsPreview | null>(
    initial ? { html: initial.html, widgets: initial.widgets } : null,
  );

  useEffect(() => {
    if (preview) loadWidgets(preview.widgets);
  }, [preview]);

  // The preview follows the typing, once it pauses.
  useEffect(() => {
    if (!form.html.trim()) return setPreview(null);
    let live = true;
    const timer = setTimeout(() => {
      calls.preview(form.html).then(
        (p) => live && setPreview(p),
        () => undefined,
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [form.html, calls]);

  const set = <K extends keyof EditorForm>(key: K, value: EditorForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const run = async (action: () => Promise<CmsEditorPage>, done: (saved: CmsEditorPage) => string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setStatus('');
    setProblem('');
    try {
      const saved = await action();
      if (!page) window.history.replaceState(null, '', `/redazione/${saved.id}`);
      setPage(saved);
      setForm(formOf(saved, new Date()));
      setErrors({});
      setStatus(done(saved));
    } catch (err) {
      if (isShopError(err)) {
        setErrors(Object.fromEntries(err.fieldErrors.map((e) => [e.field, e.message])));
        setProblem(err.message);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const save = (event: Event | { preventDefault(): void }) => {
    event.preventDefault();
    const input = requestOf(form);
    void run(
      () => (page ? calls.savePage(page.id, { ...input, baseRevision: page.revision }) : calls.createPage(input)),
      (saved) => fill(t.saved, { revision: saved.revision }),
    );
  };
  const restore = (revision: number) => {
    if (!page) return;
    void run(
      () => calls.restoreRevision(page.id, revision, page.revision),
      (saved) => fill(t.restored, { from: revision, revision: saved.revision }),
    );
  };

  const field = (name: keyof EditorForm) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `${id}-${name}-error` : '', `${id}-${name}-hint`].filter(Boolean).join(' '),
  });
  const error = (name: keyof EditorForm) =>
    errors[name] ? (
      <p className="cms-editor__error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  const hint = (name: keyof EditorForm, text: string) => (
    <p className="cms-editor__hint" id={`${id}-${name}-hint`}>
      {text}
    </p>
  );

  return (
    <div className="cms-editor">
      <form className="cms-editor__form" onSubmit={save} noValidate>
        <div className="cms-editor__row">
          <label htmlFor={`${id}-url`}>{t.fieldUrl}</label>
          <input type="text" value={form.url} onInput={(e) => set('url', e.currentTarget.value)} {...field('url')} />
          {hint('url', t.fieldUrlHint)}
          {error('url')}
        </div>
        <div className="cms-editor__row">
          <label htmlFor={`${id}-title`}>{t.fieldTitle}</label>
          <input
            type="text"
            value={form.title}
            onInput={(e) => set('title', e.currentTarget.value)}
            {...field('title')}
          />
          {error('title')}
        </div>
        <div className="cms-editor__row">
          <label htmlFor={`${id}-html`}>{t.fieldHtml}</label>
          <textarea
            rows={14}
            spellCheck={false}
            value={form.html}
            onInput={(e) => set('html', e.currentTarget.value)}
            {...field('html')}
          />
          {hint('html', fill(t.fieldHtmlHint, { widgets: widgets.map((w) => `<${w.tag}>`).join(', ') }))}
          {error('html')}
        </div>
        <div className="cms-editor__grid">
          <div className="cms-editor__row">
            <label htmlFor={`${id}-type`}>{t.fieldType}</label>
            <select
              value={form.type}
              onChange={(e) => set('type', e.currentTarget.value as EditorForm['type'])}
              {...field('type')}
            >
              <option value="">{t.typeContent}</option>
              {CmsPageType.options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
            {error('type')}
          </div>
          <div className="cms-editor__row">
            <label htmlFor={`${id}-clusters`}>{t.fieldClusters}</label>
            <input
              type="text"
              value={form.clusters}
              onInput={(e) => set('clusters', e.currentTarget.value)}
              {...field('clusters')}
            />
            {hint('clusters', t.fieldClustersHint)}
            {error('clusters')}
          </div>
          <div className="cms-editor__row">
            <label htmlFor={`${id}-publishFrom`}>{t.fieldFrom}</label>
            <input
              type="datetime-local"
              value={form.publishFrom}
              onInput={(e) => set('publishFrom', e.currentTarget.value)}
              {...field('publishFrom')}
            />
            {error('publishFrom')}
          </div>
          <div className="cms-editor__row">
            <label htmlFor={`${id}-publishTo`}>{t.fieldTo}</label>
            <input
              type="datetime-local"
              value={form.publishTo}
              onInput={(e) => set('publishTo', e.currentTarget.value)}
              {...field('publishTo')}
            />
            {hint('publishTo', t.fieldToHint)}
            {error('publishTo')}
          </div>
        </div>
        <div className="cms-editor__checks">
          <label>
            <input type="checkbox" checked={form.popup} onChange={(e) => set('popup', e.currentTarget.checked)} />{' '}
            {t.fieldPopup}
          </label>
          <label>
            <input type="checkbox" checked={form.profiled} onChange={(e) => set('profiled', e.currentTarget.checked)} />{' '}
            {t.fieldProfiled}
          </label>
        </div>
        <div className="cms-editor__actions">
          <button type="submit" className="mercato-button mercato-button--primary" aria-disabled={busy || undefined}>
            {busy ? t.saving : t.save}
          </button>
          {page && (
            <a className="cms-editor__view" href={`/contenuto?cmsUrl=${encodeURIComponent(page.url)}`}>
              {t.viewPage}
            </a>
          )}
        </div>
        <div role="status" className="cms-editor__status">
          {status}
        </div>
        <div role="alert" className="cms-editor__problem">
          {problem}
        </div>
      </form>
      <section className="cms-editor__preview" aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`}>{t.preview}</h2>
        <div
          className="cms-content cms-editor__preview-body"
          data-testid="cms-preview"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised HTML (services/cms/sanitise.ts)
          dangerouslySetInnerHTML={{ __html: preview?.html ?? '' }}
        />
      </section>
      {page && page.revisions.length > 0 && (
        <section className="cms-editor__revisions" aria-labelledby={`${id}-revisions`}>
          <h2 id={`${id}-revisions`}>{t.revisions}</h2>
          <ol reversed>
            {page.revisions.map((r) => (
              <li key={r.revision}>
                <span>
                  {fill(t.revisionLine, { revision: r.revision, date: dateTime.format(new Date(r.createdAt)) })}
                  {r.editor ? ` ${fill(t.revisionBy, { editor: r.editor })}` : ''} · {r.title}
                </span>
                {r.revision === page.revision ? (
                  <span className="cms-editor__current"> ({t.current})</span>
                ) : (
                  <button
                    type="button"
                    className="mercato-button"
                    aria-disabled={busy || undefined}
                    onClick={() => restore(r.revision)}
                  >
                    {fill(t.restore, { revision: r.revision })}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
