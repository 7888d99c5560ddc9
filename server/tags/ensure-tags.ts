import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { tags } from "@/db/schema";
import { householdIdSql } from "@/server/shared/household-access";

/**
 * The ids of the tags these names give `ownerId`'s records (a row's, a rule's owner): a name that
 * folds to a tag of the owner's household ("viagem" for "Viagem") is that household tag; any other
 * is the owner's own tag, created when they lack it (the spelling first typed stays). Ids come back
 * in the order of `names` (already free of repeats).
 */
export async function ensureTags(tx: DbOrTx, ownerId: string, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const list = sql`unnest(array[${sql.join(names.map((name) => sql`${name}`), sql`, `)}]::text[]) with ordinality as u(name, position)`;
  const household = sql`(select h.id from ${tags} h where h.household_id = ${householdIdSql(ownerId)} and h.key = search_fold(u.name))`;
  await tx.execute(sql`
    insert into ${tags} (user_id, name)
    select ${ownerId}, u.name from ${list} where ${household} is null order by u.position
    on conflict do nothing`);
  const result = await tx.execute<{ id: string }>(sql`
    select coalesce(${household}, t.id) as id from ${list}
    left join ${tags} t on t.user_id = ${ownerId} and t.key = search_fold(u.name)
    where coalesce(${household}, t.id) is not null
    order by u.position`);
  return result.rows.map((row) => row.id);
}
