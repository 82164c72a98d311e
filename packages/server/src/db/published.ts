// The publish window of menu items, CMS pages, banners and landing pages: a row is published at `at`
// when publishFrom ≤ at and it has no publishTo or publishTo > at.
import { and, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const publishedAt = (table: { publishFrom: PgColumn; publishTo: PgColumn }, at: Date): SQL =>
  and(lte(table.publishFrom, at), or(isNull(table.publishTo), gt(table.publishTo, at))) as SQL;
