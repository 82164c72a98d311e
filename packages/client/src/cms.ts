// CMS calls (spec shell §7 content calls; issue 38): a page by url for the content dialog, and the staff
// editor's calls. Field errors of a save (400) are the editor's to show beside its fields (report:
// validation and conflicts are not given to the global handler); a 406 goes to the login as every 406.
import type {
  CmsContent,
  CmsEditorPage,
  CmsEditorSummary,
  CmsPageInput,
  CmsPageSave,
  CmsPreview,
  CmsWidget,
} from '@mercato/contracts/cms';
import type { ShopError } from './shop-error.ts';
import type { ShopRequest } from './request.ts';

/** The editor shows these itself: the form's field errors and a save that came second. */
const shownByEditor = (err: ShopError) => !(err.kind === 'validation' || err.status === 409);

export function cmsCalls(request: ShopRequest) {
  return {
    /** GET cms/page?url=: the page as the shopper sees it (404 when there is none for them). */
    getPage: (url: string, nav?: string) =>
      request<CmsContent>('GET', 'cms/page', { query: { url, nav }, spinner: false, report: false }),
    getWidgets: () => request<CmsWidget[]>('GET', 'staff/cms/widgets', { spinner: false }),
    listPages: () => request<CmsEditorSummary[]>('GET', 'staff/cms/pages'),
    getEditorPage: (id: number) => request<CmsEditorPage>('GET', `staff/cms/pages/${id}`),
    createPage: (input: CmsPageInput) =>
      request<CmsEditorPage>('POST', 'staff/cms/pages', { body: input, report: shownByEditor }),
    savePage: (id: number, input: CmsPageSave) =>
      request<CmsEditorPage>('PUT', `staff/cms/pages/${id}`, { body: input, report: shownByEditor }),
    restoreRevision: (id: number, revision: number, baseRevision: number) =>
      request<CmsEditorPage>('POST', `staff/cms/pages/${id}/revisions/${revision}/restore`, {
        body: { baseRevision },
        report: shownByEditor,
      }),
    /** POST staff/cms/preview: no loader (it follows the typing), never reported (the preview says so). */
    preview: (html: string) =>
      request<CmsPreview>('POST', 'staff/cms/preview', {
        body: { html },
        spinner: false,
        report: false,
        dedupe: false,
      }),
  };
}

export type CmsCalls = ReturnType<typeof cmsCalls>;
