import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";

interface Leaving {
  householdId: string;
  userId: string;
  heirId: string;
}

/**
 * Tags when a member leaves (docs/decisions/household-items.md, "Tags"): the household's set stays with
 * the household, and the leaver's own rows and rules keep their tag names in the leaver's own set.
 * Runs inside `detachMember`'s transaction, before the membership row goes.
 */
export async function detachTags(tx: DbOrTx, leaving: Leaving): Promise<void> {
  const handedOver = leaving.heirId === leaving.userId ? [] : await handOverHouseholdTags(tx, leaving);
  await moveToOwnTags(tx, leaving, handedOver);
}

/** A household tag and the name it had before the leaving began. */
interface NameBefore {
  id: string;
  name: string;
}

/**
 * The household tags the leaver created pass to the heir, still the household's. A folded name is
 * unique per person, so one the heir already has privately becomes "<name> (casa)", as categories
 * do. Answers each one's name before, which the leaver's own copy takes.
 */
async function handOverHouseholdTags(tx: DbOrTx, { householdId, userId, heirId }: Leaving): Promise<NameBefore[]> {
  const result = await tx.execute<{ id: string; name: string }>(sql`update tags household set user_id = ${heirId},
      name = case when exists (select 1 from tags theirs where theirs.user_id = ${heirId} and theirs.key = household.key)
        then left(household.name, 23) || ' (casa)' else household.name end
    from tags before
    where before.id = household.id and household.household_id = ${householdId} and household.user_id = ${userId}
    returning household.id, before.name`);
  return result.rows;
}

/**
 * The leaver's rows and rules carrying a household tag carry instead their own tag of that folded
 * name, found or created (the household's spelling), so nothing of the household's stays on them.
 */
async function moveToOwnTags(tx: DbOrTx, { householdId, userId }: Leaving, handedOver: NameBefore[]): Promise<void> {
  const named = sql`coalesce(before.name, h.name)`;
  const householdTags = sql`(select h.id, ${named} as name, search_fold(${named}) as key from tags h
    left join jsonb_to_recordset(${JSON.stringify(handedOver)}::jsonb) as before(id uuid, name text) on before.id = h.id
    where h.household_id = ${householdId} and h.user_id <> ${userId})`;
  await tx.execute(sql`insert into tags (user_id, name)
    select ${userId}, h.name from ${householdTags} h
    where exists (select 1 from transaction_tags tt where tt.tag_id = h.id and tt.user_id = ${userId})
      or exists (select 1 from category_rule_tags rt where rt.tag_id = h.id and rt.user_id = ${userId})
    on conflict do nothing`);
  for (const [table, column] of [
    ["transaction_tags", "transaction_id"],
    ["category_rule_tags", "rule_id"],
  ] as const) {
    const uses = sql.identifier(table);
    const record = sql.identifier(column);
    // A record carrying both the household tag and the leaver's own of that name keeps one.
    await tx.execute(sql`with moved as (
        delete from ${uses} used using ${householdTags} h
        where used.tag_id = h.id and used.user_id = ${userId}
        returning used.${record} as record, h.key)
      insert into ${uses} (${record}, tag_id, user_id)
      select moved.record, mine.id, ${userId} from moved join tags mine on mine.user_id = ${userId} and mine.key = moved.key
      on conflict do nothing`);
  }
}
