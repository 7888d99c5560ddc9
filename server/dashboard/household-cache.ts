import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { versionedCache } from "@/server/shared/versioned-cache";

/**
 * Everything "Eu" inside a household reads, as one version string: the household, its split
 * (mode and fixed shares, which move no list version), and each member with their list version
 * and monthly income, in id order. A member's change moves every member's list version, joining
 * or leaving changes the members, a change of split or income changes the string itself; null
 * outside a household.
 */
export async function householdVersion(db: DbOrTx, userId: string): Promise<string | null> {
  const result = await db.execute<{ version: string | null }>(sql`
    select h.id || '|' || h.split_mode || '|' || coalesce(h.split_shares::text, '') || '|' ||
      string_agg(m.user_id || ':' || coalesce(v.version, 0) || ':' || coalesce(m.monthly_income::text, ''), ',' order by m.user_id)
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
 * `userId`'s answer named `key` in their household's "Eu", computed at most once per household
 * version (`householdVersion`). The version is read before the answer, so an answer racing a
 * change is kept under the older version and never served again. Outside a household (one left
 * meanwhile) the answer is computed, not kept.
 */
export async function cachedValueForHousehold<T>(
  db: DbOrTx,
  userId: string,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const version = await householdVersion(db, userId);
  if (version === null) return compute();
  const cacheKey = `${userId}:household:${key}`;
  const cached = versionedCache.get(cacheKey, version);
  if (cached) return JSON.parse(new TextDecoder().decode(cached)) as T;
  const value = await compute();
  versionedCache.set(cacheKey, { version, body: new TextEncoder().encode(JSON.stringify(value)) });
  return value;
}
