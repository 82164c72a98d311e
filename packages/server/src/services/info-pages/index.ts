// The shop's information pages (spec shell §2 state cmsFooter: /sale-condition, /privacy-policy, …): a
// CMS page read by its url, as published at a date. The html was sanitised when it was stored.
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Navigation } from '@mercato/contracts';
import type { Db } from '../../db/client.ts';
import { publishedAt } from '../../db/published.ts';
import { cmsPages } from '../../db/schema/content.ts';

export interface InfoPage {
  url: string;
  title: string;
  /** Sanitised HTML (headings, paragraphs, lists, links, tables). */
  html: string;
  updatedAt: string;
}

export interface InfoPageContext {
  db: Db;
}

/**
 * The page at `url` published at `at` (default now): of its versions for the navigation or for
 * every navigation, the one published last. Null when there is none.
 */
export async function page(
  ctx: InfoPageContext,
  url: string,
  options: { nav?: Navigation; at?: Date } = {},
): Promise<InfoPage | null> {
  const { db } = ctx;
  const at = options.at ?? new Date();
  const forNav = options.nav
    ? or(isNull(cmsPages.navigation), eq(cmsPages.navigation, options.nav))
    : isNull(cmsPages.navigation);
  const [row] = await db
    .select({ url: cmsPages.url, title: cmsPages.title, html: cmsPages.html, updatedAt: cmsPages.updatedAt })
    .from(cmsPages)
    .where(and(eq(cmsPages.url, url), forNav, publishedAt(cmsPages, at)))
    .orderBy(desc(cmsPages.publishFrom), desc(cmsPages.id))
    .limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}
