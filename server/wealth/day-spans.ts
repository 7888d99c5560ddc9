import "server-only";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";

/**
 * `days` (YYYY-MM-DD) as the rows (day, after) of a from-list: each day once, oldest first, with the
 * day before it in the list (`-infinity` for the first). A row dated in (after, day] counts from
 * that day on, so summing each span once and adding the spans up to a day reads every row once,
 * whatever the number of days, where a sum up to each day reads the oldest rows once per day.
 */
export function daySpansSql(days: readonly string[]): SQL {
  const sorted = sortedDays(days);
  const list = sql.join(
    sorted.map((day) => sql`${day}::date`),
    sql`, `,
  );
  return sql`(select day, coalesce(lag(day) over (order by day), '-infinity'::date) as after
    from unnest(array[${list}]) as asked(day))`;
}

/** `days` each once, oldest first. */
export function sortedDays(days: readonly string[]): string[] {
  return [...new Set(days)].sort();
}

/** `days` as a cache key: each day once, oldest first. */
export function daysKey(days: readonly string[]): string {
  return sortedDays(days).join(",");
}
