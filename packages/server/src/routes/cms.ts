// CMS content (spec shell §7 content calls; issue 38): a page's place by id (GET cms/{cmsPageId},
// "returns url"), a page by url (GET cms/page?url=, for the content dialog; sanitised HTML and the element
// bundles it needs), both as the shopper sees them at the publish date (clusters, profiling: never
// shared-cached); and the staff editor's calls under staff/ (requireStaff: no login 406, any account but
// staff 404; unsafe calls need the XSRF token).
import { Hono, type MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import {
  CmsContent,
  CmsEditorPage,
  CmsEditorSummary,
  CmsPageInput,
  CmsPageLocation,
  CmsPageSave,
  CmsPreview,
  CmsPreviewInput,
  CmsRestore,
  CmsWidget,
} from '@mercato/contracts/cms';
import { navigationOf } from '@mercato/contracts';
import { cmsApi } from '@mercato/contracts/i18n/it';
import { notFound } from '../errors.ts';
import { privateAnswer, type AppDeps, type AppEnv } from '../http.ts';
import { doc } from '../openapi/meta.ts';
import { publishAt } from '../services/catalogue/input.ts';
import { requireStaff, xsrf } from './access.ts';
import { body, params, query } from './input.ts';
import { idParam } from './params.ts';

const tag = 'CMS';
const PageQuery = z.object({
  url: z.string().check(z.maxLength(255), z.regex(/^\/[a-z0-9][a-z0-9\-/]*$/)),
  nav: z.optional(z.string().check(z.maxLength(32))),
  publishDate: z.optional(z.string().check(z.maxLength(40))),
});
const ReadQuery = z.object({ publishDate: z.optional(z.string().check(z.maxLength(40))) });
const PageId = idParam('id');
const RevisionPath = z.object({ ...idParam('id').shape, ...idParam('revision').shape });

export function cmsRoutes({ services }: AppDeps) {
  const r = new Hono<AppEnv>();
  const s = services.cms;

  r.get(
    '/cms/page',
    query(PageQuery),
    doc({
      tag,
      summary: 'A CMS page by its url, as the shopper sees it at the publish date',
      ok: { data: CmsContent },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const nav = q.nav === undefined ? undefined : (navigationOf(q.nav) ?? undefined);
      const page = await s.content(q.url, { nav, at: publishAt(q.publishDate), session: c.get('session') });
      if (!page) throw notFound(cmsApi.pageUnavailable);
      return privateAnswer(c, page);
    },
  );
  r.get(
    '/cms/:cmsPageId',
    params(idParam('cmsPageId')),
    query(ReadQuery),
    doc({ tag, summary: "A CMS page's url and title, by id", ok: { data: CmsPageLocation } }),
    async (c) => {
      const at = publishAt(c.req.valid('query').publishDate);
      return privateAnswer(c, await s.location(c.req.valid('param').cmsPageId, { at, session: c.get('session') }));
    },
  );

  // The staff editor: no login 406 (requireStaff), any account but staff 404 before anything else is
  // read or checked (no XSRF answer, no field message tells a customer the call exists), then the token.
  const staffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    await s.staffOf(c.get('session'));
    await next();
  };
  const staff = [requireStaff, staffOnly, xsrf()] as const;
  r.get(
    '/staff/cms/widgets',
    ...staff,
    doc({
      tag,
      summary: 'The custom elements a page may hold, with their attributes',
      ok: { data: z.array(CmsWidget) },
    }),
    async (c) => privateAnswer(c, s.widgets()),
  );
  r.get(
    '/staff/cms/pages',
    ...staff,
    doc({ tag, summary: 'Every CMS page and version', ok: { data: z.array(CmsEditorSummary) } }),
    async (c) => privateAnswer(c, await s.editorList(c.get('session'))),
  );
  r.post(
    '/staff/cms/pages',
    ...staff,
    body(CmsPageInput, { form: true }),
    doc({ tag, summary: 'A new page (its revision 1)', ok: { data: CmsEditorPage } }),
    async (c) => privateAnswer(c, await s.editorCreate(c.get('session'), c.req.valid('json'))),
  );
  r.post(
    '/staff/cms/preview',
    ...staff,
    body(CmsPreviewInput, { form: true }),
    doc({
      tag,
      summary: 'The HTML as a page would show it, with the element bundles it needs',
      ok: { data: CmsPreview },
    }),
    async (c) => privateAnswer(c, await s.editorPreview(c.get('session'), c.req.valid('json'))),
  );
  r.get(
    '/staff/cms/pages/:id',
    ...staff,
    params(PageId),
    doc({ tag, summary: 'A page in the editor, with its revisions', ok: { data: CmsEditorPage } }),
    async (c) => privateAnswer(c, await s.editorPage(c.get('session'), c.req.valid('param').id)),
  );
  r.put(
    '/staff/cms/pages/:id',
    ...staff,
    params(PageId),
    body(CmsPageSave, { form: true }),
    doc({
      tag,
      summary: 'A save of the page: a new revision (409 when another came first)',
      ok: { data: CmsEditorPage },
    }),
    async (c) => privateAnswer(c, await s.editorSave(c.get('session'), c.req.valid('param').id, c.req.valid('json'))),
  );
  r.post(
    '/staff/cms/pages/:id/revisions/:revision/restore',
    ...staff,
    params(RevisionPath),
    body(CmsRestore),
    doc({ tag, summary: "A revision's content saved as the page's new revision", ok: { data: CmsEditorPage } }),
    async (c) => {
      const { id, revision } = c.req.valid('param');
      return privateAnswer(c, await s.editorRestore(c.get('session'), id, revision, c.req.valid('json')));
    },
  );
  return r;
}
