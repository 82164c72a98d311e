// The rolling horizon: slots are offered SLOT_HORIZON_DAYS ahead, and a shop running for weeks must keep
// making them. Each owner's (area, pickup point, store) last seven days of slots are its weekly pattern:
// the days missing up to the horizon's end are copied from the same weekday of that week (time range,
// price, capacity, eco, fast, active; nothing booked), their UTC instants computed from the Rome day and
// time by the database (`(day + time) at time zone 'Europe/Rome'`, so summer time is right on each day).
// One statement, `on conflict do nothing` on the slot's unique owner + site + day + range: shop
// instances doing it at once make each slot once. Run on start and before reads whose horizon goes past
// what this process last made sure of (once a day per process).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { horizonOf } from '../slot-rules/time.ts';

/** Makes the missing slots up to the horizon's last day; answers how many were made. */
export async function extendHorizon(db: Db, now: Date): Promise<number> {
  const { first, last } = horizonOf(now);
  const result = await db.execute(sql`
    with owners as (
      select site, delivery_area_id, drive_id, pickup_store_id, max(slot_date) as last_day
      from delivery_slots group by site, delivery_area_id, drive_id, pickup_store_id
      having max(slot_date) < ${last}::date
    ), pattern as (
      select s.* from delivery_slots s join owners o
        on o.site = s.site
       and o.delivery_area_id is not distinct from s.delivery_area_id
       and o.drive_id is not distinct from s.drive_id
       and o.pickup_store_id is not distinct from s.pickup_store_id
       and s.slot_date > o.last_day - 7
    )
    insert into delivery_slots (site, delivery_area_id, drive_id, pickup_store_id, slot_date, start_time, end_time,
      starts_at, ends_at, time_range_id, price_cents, eco, fast, capacity, booked, active)
    select p.site, p.delivery_area_id, p.drive_id, p.pickup_store_id, d.day, p.start_time, p.end_time,
      (d.day + p.start_time::time) at time zone 'Europe/Rome', (d.day + p.end_time::time) at time zone 'Europe/Rome',
      p.time_range_id, p.price_cents, p.eco, p.fast, p.capacity, 0, p.active
    from pattern p
    cross join lateral (
      select (p.slot_date + 7 * n)::date as day from generate_series(1, (${last}::date - p.slot_date) / 7) as n
    ) d
    where d.day >= ${first}::date
    on conflict do nothing
    returning id`);
  return rowsOf(result).length;
}
