import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { cachedValueForVersion } from "@/server/shared/versioned-cache";

/**
 * Everything "Eu" and the settlement inside a household read, as one version string: the
 * household, its split (mode and fixed shares, which move no list version), each member with
 * their list version and monthly income, in id order, and the settlements recorded (a digest of
 * each one's parties, amount and day). A member's change moves every member's list version,
 * joining or leaving changes the members, a change of split, income or settlements changes the
 * string itself; null outside a household.
 */
export async function householdVersion(db: DbOrTx, userId: string): Promise<string | null> {
  const result = await db.execute<{ version: string | null }>(sql`
    select h.id || '|' || h.split_mode || '|' || coalesce(h.split_shares::text, '') || '|' ||
      string_agg(m.user_id || ':' || coalesce(v.version, 0) || ':' || coalesce(m.monthly_income::text, ''), ',' order by m.user_id)
      || '|' || coalesce((select md5(string_agg(s.id || ':' || coalesce(s.from_user_id::text, '') || ':' ||
        coalesce(s.to_user_id::text, '') || ':' || s.amount || ':' || s.settled_on, ',' order by s.id))
        from household_settlements s where s.household_id = h.id), '')
      as version
    from household_members me
    join households h on h.id = me.household_id
    join household_members m on m.household_id = h.id
    left join transaction_list_versions v on v.user_id = m.user_id
    where me.user_id = ${userId}
    group by h.id`);
  return result.rows[0]?.version ?? null;
}

/**
 * `userId`'s answer named `key` in their household, computed at most once per household version
 * (`householdVersion`; see `cachedForVersion`). Outside a household (one left meanwhile), or
 * inside a transaction, the answer is computed, not kept.
 */
export function cachedValueForHousehold<T>(
  db: DbOrTx,
  userId: string,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return cachedValueForVersion(
    db,
    `${userId}:household:${key}`,
    () => householdVersion(db, userId),
    compute,
  );
}
