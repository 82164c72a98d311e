// CMS pages (spec shell §2 "Content and help", §3 "Cms page", §5 banner clusters, §7 content calls;
// issue 38): the content a shopper reads and the staff editor's calls. Editors write plain HTML and drop
// the shop's custom elements in; the server keeps only an allow-list (services/cms/sanitise.ts) and says
// which element bundles a page needs, so a page loads only those.
import * as z from 'zod/mini';
import { cmsApi as m } from './i18n/it-cms.ts';
import { CmsPageType } from './enums.ts';

/**
 * The custom elements editors may drop into a page. Their bundle and documented attributes are read from
 * the widget manifest (custom-elements.json); an element not (yet) in the manifest is dropped by the
 * sanitiser until its widget ships.
 */
export const CMS_WIDGET_TAGS = [
  'mercato-address-checker',
  'mercato-slot-picker',
  'mercato-coupon-cards',
  'mercato-chatbot-button',
  'mercato-add-to-trolley',
] as const;

/** Attributes of the elements that editors may not set: the shop's own origin is implied. */
export const CMS_WIDGET_DENIED_ATTRIBUTES = ['api-base'] as const;

/**
 * The classes an editor may use (site/src/features/content/cms-content.css styles them); every other
 * class, every style attribute and <style> are dropped, so a page cannot cover or restyle the shop.
 */
export const CMS_CLASSES = [
  'cms-lead',
  'cms-note',
  'cms-columns',
  'cms-center',
  'cms-button',
  'cms-small',
  /** A link that opens the CMS page it names in a dialog (the content dialog). */
  'cms-dialog',
] as const;

/** The longest page an editor may save (characters of HTML). */
export const CMS_HTML_MAX = 200_000;

/** A page as a shopper reads it: sanitised HTML and the element bundles it needs. */
export const CmsContent = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  html: z.string(),
  /** Script urls of the element bundles the page's HTML uses ('/elements/address-checker.js'). */
  widgets: z.array(z.string()),
  type: z.nullable(CmsPageType),
  popup: z.boolean(),
  updatedAt: z.string(),
});
export type CmsContent = z.infer<typeof CmsContent>;

/** GET cms/{cmsPageId} (spec §7: "returns url"). */
export const CmsPageLocation = z.object({ id: z.number(), url: z.string(), title: z.string() });
export type CmsPageLocation = z.infer<typeof CmsPageLocation>;

const URL_RE = /^\/[a-z0-9][a-z0-9\-/]*$/;
/** A customer cluster's code (spec shell §5), as pages and customers carry it. */
export const CLUSTER_RE = /^[A-Z0-9_]{1,32}$/;
const isDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s));

const pageFields = {
  url: z.string({ error: m.urlInvalid }).check(z.maxLength(200, m.urlInvalid), z.regex(URL_RE, m.urlInvalid)),
  title: z.string({ error: m.titleRequired }).check(
    z.refine((s) => s.trim() !== '', m.titleRequired),
    z.maxLength(255, m.titleTooLong),
  ),
  html: z.string({ error: m.htmlRequired }).check(
    z.refine((s) => s.trim() !== '', m.htmlRequired),
    z.maxLength(CMS_HTML_MAX, m.htmlTooLong),
  ),
  type: z.nullable(CmsPageType),
  clusters: z
    .array(z.string({ error: m.clustersInvalid }).check(z.regex(CLUSTER_RE, m.clustersInvalid)), {
      error: m.clustersInvalid,
    })
    .check(z.maxLength(20, m.clustersInvalid)),
  popup: z.boolean(),
  profiled: z.boolean(),
  /** ISO date-time with its offset. */
  publishFrom: z.string({ error: m.dateInvalid }).check(z.refine(isDate, m.dateInvalid)),
  publishTo: z.nullable(z.string({ error: m.dateInvalid }).check(z.refine(isDate, m.dateInvalid))),
};

const windowOrdered = z.refine<{ publishFrom: string; publishTo: string | null }>(
  (v) => v.publishTo === null || Date.parse(v.publishTo) > Date.parse(v.publishFrom),
  { message: m.publishToBeforeFrom, path: ['publishTo'] },
);

/** POST staff/cms/pages: a new page (its first revision). */
export const CmsPageInput = z.object(pageFields).check(windowOrdered);
export type CmsPageInput = z.infer<typeof CmsPageInput>;

/** PUT staff/cms/pages/{id}: a save of the revision `baseRevision` (409 when another save came first). */
export const CmsPageSave = z
  .object({ ...pageFields, baseRevision: z.number().check(z.int(), z.gte(0)) })
  .check(windowOrdered);
export type CmsPageSave = z.infer<typeof CmsPageSave>;

/** POST staff/cms/pages/{id}/revisions/{revision}/restore. */
export const CmsRestore = z.object({ baseRevision: z.number().check(z.int(), z.gte(0)) });
export type CmsRestore = z.infer<typeof CmsRestore>;

/** POST staff/cms/preview: the HTML as it would be shown. */
export const CmsPreviewInput = z.object({ html: pageFields.html });
export const CmsPreview = z.object({ html: z.string(), widgets: z.array(z.string()) });
export type CmsPreview = z.infer<typeof CmsPreview>;

export const CmsRevision = z.object({
  revision: z.number(),
  title: z.string(),
  createdAt: z.string(),
  editor: z.nullable(z.string()),
});
export type CmsRevision = z.infer<typeof CmsRevision>;

export const CmsEditorSummary = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  type: z.nullable(CmsPageType),
  clusters: z.array(z.string()),
  popup: z.boolean(),
  profiled: z.boolean(),
  publishFrom: z.string(),
  publishTo: z.nullable(z.string()),
  revision: z.number(),
  updatedAt: z.string(),
});
export type CmsEditorSummary = z.infer<typeof CmsEditorSummary>;

/** A page in the editor: what the editor typed last (`source`), its revisions, newest first. */
export const CmsEditorPage = z.object({
  ...CmsEditorSummary.shape,
  source: z.string(),
  html: z.string(),
  widgets: z.array(z.string()),
  revisions: z.array(CmsRevision),
});
export type CmsEditorPage = z.infer<typeof CmsEditorPage>;

/** The element tags an editor can use, with their documented attributes (for the editor's hint). */
export const CmsWidget = z.object({ tag: z.string(), bundle: z.string(), attributes: z.array(z.string()) });
export type CmsWidget = z.infer<typeof CmsWidget>;

/** Where a browser keeps the popup pages it has shown (features/content/CmsPopups.tsx), as `url@revision`. */
export const CMS_POPUPS_SEEN_KEY = 'mercato.cmsPopups.seen';
/** A popup page's version as CMS_POPUPS_SEEN_KEY lists it: an edited page (a new revision) shows again. */
export const cmsPopupSeen = (url: string, revision: number) => `${url}@${revision}`;

/** A popup page as the shell shows it (services/cms popups()). */
export const CmsPopup = z.object({ url: z.string(), title: z.string(), html: z.string(), revision: z.number() });
export type CmsPopup = z.infer<typeof CmsPopup>;
