// CMS pages (issue 38; spec shell §2 "Content and help", §5 clusters, §6 profiled
// pages, §7 content calls): what a shopper reads, and the staff editor that writes it.
//
// A page is the row of its url published at the publish date (several versions of one url may exist
// with different publishFrom; the latest published wins), kept when the shopper may see it: its clusters
// empty or one of them the customer's, and a profiled page only for a logged customer who accepted the
// profiling (purchasePreferencesAgreement). Anything else answers as a page that does not exist (the
// spec: "cms lookup failure rejects silently"; the content page then goes home).
//
// The editor (staff accounts only: no login 406 'Autenticazione necessaria', the client then goes to
// the login; any other account 404, as if the editor did not exist): every save is a revision, numbered
// per page. A save names the revision it edited and updates the page only if that is still the latest
// (`WHERE revision = base`, 409 otherwise), so a double click or two editors never save twice over each
// other; a restore is a save of an old revision's content. The HTML is sanitised (sanitise.ts) before it
// is stored; what the editor typed is kept in the revision for the editor only.
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type {
  CmsContent,
  CmsPopup,
  CmsEditorPage,
  CmsEditorSummary,
  CmsPageInput,
  CmsPageLocation,
  CmsPageSave,
  CmsPreview,
  CmsRestore,
  CmsWidget,
} from '@mercato/contracts/cms';
import type { CmsPageType, Navigation } from '@mercato/contracts';
import { cmsApi } from '@mercato/contracts/i18n/it';
import { textArray } from '../../db/arrays.ts';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { publishedAt } from '../../db/published.ts';
import { cmsPageRevisions, cmsPages } from '../../db/schema/content.ts';
import { customers } from '../../db/schema/platform.ts';
import { alert, notFound } from '../../errors.ts';
import type { Session } from '../sessions/index.ts';
import { sanitiseCms } from './sanitise.ts';
import { bundlesOf, cmsWidgets } from './widgets.ts';

export { sanitiseCms } from './sanitise.ts';
export { bundlesOf, widgetTable } from './widgets.ts';

export interface CmsContext {
  db: Db;
  now?: () => Date;
}

export interface ReadOptions {
  nav?: Navigation;
  /** The publish date (default now). */
  at?: Date;
  session?: Session | null;
}

type PageRow = typeof cmsPages.$inferSelect;

/** What the shopper is, as far as the pages are concerned: clusters and profiling consent. */
async function viewer(ctx: CmsContext, session: Session | null | undefined) {
  const id = session?.kind === 'logged' ? session.customerId : null;
  if (id === null || id === undefined) return { clusters: new Set<string>(), profiling: false };
  const [row] = await ctx.db
    .select({ clusters: customers.clusters, profiling: customers.purchasePreferencesAgreement })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return { clusters: new Set(row?.clusters ?? []), profiling: row?.profiling ?? false };
}

/** Whether a page (or banner) with these clusters and profiling is for the viewer (spec §5, §6). */
export function visibleTo(
  page: { clusters: string[]; profiled?: boolean },
  who: { clusters: Set<string>; profiling: boolean },
): boolean {
  if (page.profiled && !who.profiling) return false;
  return page.clusters.length === 0 || page.clusters.some((c) => who.clusters.has(c));
}

const forNav = (nav?: Navigation) =>
  nav ? or(isNull(cmsPages.navigation), eq(cmsPages.navigation, nav)) : isNull(cmsPages.navigation);

const contentOf = (row: PageRow): CmsContent => ({
  id: row.id,
  url: row.url,
  title: row.title,
  html: row.html,
  widgets: bundlesOf(row.html),
  type: row.type,
  popup: row.popup,
  updatedAt: row.updatedAt.toISOString(),
});

/** The page at `url` as the viewer sees it at the publish date; null when there is none for them. */
export async function content(ctx: CmsContext, url: string, opts: ReadOptions = {}): Promise<CmsContent | null> {
  const at = opts.at ?? ctx.now?.() ?? new Date();
  const [rows, who] = await Promise.all([
    ctx.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.url, url), forNav(opts.nav), publishedAt(cmsPages, at)))
      .orderBy(desc(cmsPages.publishFrom), desc(cmsPages.id))
      .limit(1),
    viewer(ctx, opts.session),
  ]);
  const row = rows[0];
  return row && visibleTo(row, who) ? contentOf(row) : null;
}

/** A landing's banners (spec §3 "Landing content": main, secondary and promotional), each as the viewer sees it. */
export type LandingBanners = Partial<Record<CmsPageType, CmsContent>>;

/**
 * The banners of a landing (its cmsPages: a type and a url each) as the viewer sees them at the publish
 * date, read in one query: for each url the latest version published then, of the navigation or of every
 * one, kept only when it is for the viewer (clusters, profiling), as every CMS page. A banner with no such
 * page is left out (spec §8: "cms lookup failure rejects silently"), and the landing shows without it.
 */
export async function landingBanners(
  ctx: CmsContext,
  refs: readonly { type?: CmsPageType | null; url: string }[],
  opts: ReadOptions = {},
): Promise<LandingBanners> {
  const wanted = refs.filter((r): r is { type: CmsPageType; url: string } => !!r.type && !!r.url);
  if (wanted.length === 0) return {};
  const at = opts.at ?? ctx.now?.() ?? new Date();
  const rows = await ctx.db
    .select()
    .from(cmsPages)
    .where(
      and(
        inArray(
          cmsPages.url,
          wanted.map((r) => r.url),
        ),
        forNav(opts.nav),
        publishedAt(cmsPages, at),
      ),
    )
    .orderBy(desc(cmsPages.publishFrom), desc(cmsPages.id));
  const latest = new Map<string, PageRow>();
  for (const row of rows) if (!latest.has(row.url)) latest.set(row.url, row);
  // The viewer's clusters are read only when a page found is not for everyone.
  const everyone = [...latest.values()].every((r) => r.clusters.length === 0 && !r.profiled);
  const who = everyone ? { clusters: new Set<string>(), profiling: false } : await viewer(ctx, opts.session);
  const out: LandingBanners = {};
  for (const ref of wanted) {
    const row = latest.get(ref.url);
    if (row && visibleTo(row, who) && !out[ref.type]) out[ref.type] = contentOf(row);
  }
  return out;
}

/**
 * A popup's HTML without a first heading that repeats its title (the dialog shows the title already), and
 * without the blank lines around it (the dialog keeps the text's line breaks).
 */
function withoutTitle(html: string, title: string): string {
  const m = /^\s*<h([1-3])[^>]*>([^<]*)<\/h\1>/i.exec(html);
  const rest = m && m[2].trim() === title.trim() ? html.slice(m[0].length) : html;
  return rest.trim();
}

/** The most popup pages a visit is shown at once. */
const POPUPS_MAX = 3;

/**
 * The popup pages in force for the viewer (spec §2 "Popup CMS pages show unless on an order confirm
 * page"): pages marked popup, of this navigation or of every one, published at the date and meant for the
 * viewer; the newest version of each url, newest first. The shell shows each once (features/content).
 */
export async function popups(ctx: CmsContext, opts: ReadOptions = {}): Promise<CmsPopup[]> {
  const at = opts.at ?? ctx.now?.() ?? new Date();
  // Every page render asks: the viewer's clusters are read only when some popup is in force.
  const rows = await ctx.db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.popup, true), forNav(opts.nav), publishedAt(cmsPages, at)))
    .orderBy(desc(cmsPages.publishFrom), desc(cmsPages.id))
    .limit(20);
  if (rows.length === 0) return [];
  const who = await viewer(ctx, opts.session);
  const seen = new Set<string>();
  const out: CmsPopup[] = [];
  for (const row of rows) {
    if (seen.has(row.url)) continue;
    seen.add(row.url);
    if (visibleTo(row, who))
      out.push({ url: row.url, title: row.title, html: withoutTitle(row.html, row.title), revision: row.revision });
    if (out.length === POPUPS_MAX) break;
  }
  return out;
}

/** GET cms/{cmsPageId}: where the page is (spec §7 "returns url"); 404 when not published for the viewer. */
export async function location(ctx: CmsContext, id: number, opts: ReadOptions = {}): Promise<CmsPageLocation> {
  const at = opts.at ?? ctx.now?.() ?? new Date();
  const [[row], who] = await Promise.all([
    ctx.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.id, id), publishedAt(cmsPages, at)))
      .limit(1),
    viewer(ctx, opts.session),
  ]);
  if (!row || !visibleTo(row, who)) throw notFound(cmsApi.pageUnavailable);
  return { id: row.id, url: row.url, title: row.title };
}

/** The page by id as the viewer sees it (the store home's cmsPageId), or null. */
export async function contentById(ctx: CmsContext, id: number, opts: ReadOptions = {}): Promise<CmsContent | null> {
  try {
    const where = await location(ctx, id, opts);
    return await content(ctx, where.url, opts);
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------------------------------- editor

/** The staff account behind the session: 406 without a login, 404 to anyone else. */
export async function staffOf(ctx: CmsContext, session: Session | null | undefined): Promise<number> {
  const id = session?.kind === 'logged' ? session.customerId : null;
  if (id === null || id === undefined) throw alert(406, cmsApi.authenticationRequired);
  const [row] = await ctx.db.select({ role: customers.role }).from(customers).where(eq(customers.id, id)).limit(1);
  if (row?.role !== 'staff') throw notFound();
  return id;
}

/** Whether the session is a staff account's (for pages: they render the editor or a 404). */
export async function isStaff(ctx: CmsContext, session: Session | null | undefined): Promise<boolean> {
  try {
    await staffOf(ctx, session);
    return true;
  } catch {
    return false;
  }
}

/** The element table editors work with (the editor's hint). */
export const widgets = (_ctx: CmsContext): CmsWidget[] => cmsWidgets();

const summaryOf = (row: PageRow): CmsEditorSummary => ({
  id: row.id,
  url: row.url,
  title: row.title,
  type: row.type,
  clusters: row.clusters,
  popup: row.popup,
  profiled: row.profiled,
  publishFrom: row.publishFrom.toISOString(),
  publishTo: row.publishTo?.toISOString() ?? null,
  revision: row.revision,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET staff/cms/pages: every page and version, by url then newest first. */
export async function editorList(ctx: CmsContext, session: Session | null): Promise<CmsEditorSummary[]> {
  await staffOf(ctx, session);
  const rows = await ctx.db
    .select()
    .from(cmsPages)
    .orderBy(cmsPages.url, desc(cmsPages.publishFrom), desc(cmsPages.id));
  return rows.map(summaryOf);
}

async function editorPageOf(db: Db | Tx, id: number): Promise<CmsEditorPage> {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, id)).limit(1);
  if (!row) throw notFound(cmsApi.pageUnavailable);
  const revisions = await db
    .select({
      revision: cmsPageRevisions.revision,
      title: cmsPageRevisions.title,
      source: cmsPageRevisions.source,
      createdAt: cmsPageRevisions.createdAt,
      forename: customers.forename,
      surname: customers.surname,
    })
    .from(cmsPageRevisions)
    .leftJoin(customers, eq(customers.id, cmsPageRevisions.editorId))
    .where(eq(cmsPageRevisions.pageId, id))
    .orderBy(desc(cmsPageRevisions.revision));
  const latest = revisions.find((r) => r.revision === row.revision);
  return {
    ...summaryOf(row),
    // A page written before the editor existed (the demo's) has no revision: its stored html is its source.
    source: latest?.source ?? row.html,
    html: row.html,
    widgets: bundlesOf(row.html),
    revisions: revisions.map((r) => ({
      revision: r.revision,
      title: r.title,
      createdAt: r.createdAt.toISOString(),
      editor: r.forename ? `${r.forename} ${r.surname ?? ''}`.trim() : null,
    })),
  };
}

/** GET staff/cms/pages/{id}. */
export async function editorPage(ctx: CmsContext, session: Session | null, id: number): Promise<CmsEditorPage> {
  await staffOf(ctx, session);
  return editorPageOf(ctx.db, id);
}

const rowValues = (input: CmsPageInput) => ({
  url: input.url,
  title: input.title.trim(),
  html: sanitiseCms(input.html),
  type: input.type,
  clusters: [...new Set(input.clusters)],
  popup: input.popup,
  profiled: input.profiled,
  publishFrom: new Date(input.publishFrom),
  publishTo: input.publishTo === null ? null : new Date(input.publishTo),
});

async function addRevision(tx: Tx, pageId: number, revision: number, input: CmsPageInput, editorId: number, now: Date) {
  const v = rowValues(input);
  await tx.insert(cmsPageRevisions).values({ pageId, revision, ...v, source: input.html, editorId, createdAt: now });
}

/** POST staff/cms/pages: a new page (revision 1); 409 when its url already has a version from that date. */
export async function editorCreate(
  ctx: CmsContext,
  session: Session | null,
  input: CmsPageInput,
): Promise<CmsEditorPage> {
  const editorId = await staffOf(ctx, session);
  const now = ctx.now?.() ?? new Date();
  const v = rowValues(input);
  const from = v.publishFrom.toISOString();
  const to = v.publishTo?.toISOString() ?? null;
  const id = await ctx.db.transaction(async (tx) => {
    // One page per url and start date: a double click's second create finds the first (conditional insert).
    const inserted = await tx.execute(sql`
      insert into cms_pages (url, navigation, title, html, popup, profiled, type, clusters, publish_from, publish_to, updated_at, revision)
      select ${v.url}, null, ${v.title}, ${v.html}, ${v.popup}, ${v.profiled}, ${v.type}, ${textArray(v.clusters)},
             ${from}::timestamptz, ${to}::timestamptz, ${now.toISOString()}::timestamptz, 1
      where not exists (select 1 from cms_pages where url = ${v.url} and publish_from = ${from}::timestamptz)
      returning id`);
    const row = rowsOf<{ id: number }>(inserted)[0];
    if (!row) throw alert(409, cmsApi.urlTaken, { entityErrors: [{ field: 'url', message: cmsApi.urlTaken }] });
    await addRevision(tx, row.id, 1, input, editorId, now);
    return row.id;
  });
  return editorPageOf(ctx.db, id);
}

/** PUT staff/cms/pages/{id}: a new revision of the page, if `baseRevision` is still its latest (else 409). */
export async function editorSave(
  ctx: CmsContext,
  session: Session | null,
  id: number,
  input: CmsPageSave,
): Promise<CmsEditorPage> {
  const editorId = await staffOf(ctx, session);
  const now = ctx.now?.() ?? new Date();
  const { baseRevision, ...page } = input;
  await ctx.db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.id, id)).limit(1);
    if (!exists) throw notFound(cmsApi.pageUnavailable);
    const [clash] = await tx
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(
        and(
          eq(cmsPages.url, page.url),
          eq(cmsPages.publishFrom, new Date(page.publishFrom)),
          sql`${cmsPages.id} <> ${id}`,
        ),
      )
      .limit(1);
    if (clash) throw alert(409, cmsApi.urlTaken, { entityErrors: [{ field: 'url', message: cmsApi.urlTaken }] });
    const updated = await tx
      .update(cmsPages)
      .set({ ...rowValues(page), updatedAt: now, revision: baseRevision + 1 })
      .where(and(eq(cmsPages.id, id), eq(cmsPages.revision, baseRevision)))
      .returning({ id: cmsPages.id });
    if (updated.length === 0) throw alert(409, cmsApi.staleRevision);
    await addRevision(tx, id, baseRevision + 1, page, editorId, now);
  });
  return editorPageOf(ctx.db, id);
}

/** POST staff/cms/pages/{id}/revisions/{revision}/restore: that revision's content saved as a new one. */
export async function editorRestore(
  ctx: CmsContext,
  session: Session | null,
  id: number,
  revision: number,
  input: CmsRestore,
): Promise<CmsEditorPage> {
  await staffOf(ctx, session);
  const [old] = await ctx.db
    .select()
    .from(cmsPageRevisions)
    .where(and(eq(cmsPageRevisions.pageId, id), eq(cmsPageRevisions.revision, revision)))
    .limit(1);
  if (!old) throw notFound(cmsApi.revisionNotFound);
  return editorSave(ctx, session, id, {
    url: old.url,
    title: old.title,
    html: old.source,
    type: old.type,
    clusters: old.clusters,
    popup: old.popup,
    profiled: old.profiled,
    publishFrom: old.publishFrom.toISOString(),
    publishTo: old.publishTo?.toISOString() ?? null,
    baseRevision: input.baseRevision,
  });
}

/** POST staff/cms/preview: the HTML as the page would show it, with the bundles it needs. */
export async function editorPreview(
  ctx: CmsContext,
  session: Session | null,
  input: { html: string },
): Promise<CmsPreview> {
  await staffOf(ctx, session);
  const html = sanitiseCms(input.html);
  return { html, widgets: bundlesOf(html) };
}
