import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { tags } from "@/db/schema";

/**
 * The ids of the user's tags with these names, creating the ones they lack. A name that folds to
 * an existing tag's key ("viagem" for "Viagem") is that tag: the spelling first typed stays.
 * Ids come back in the order of `names` (already free of repeats).
 */
export async function ensureTags(tx: DbOrTx, userId: string, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  await tx
    .insert(tags)
    .values(names.map((name) => ({ userId, name })))
    .onConflictDoNothing({ target: [tags.userId, tags.key] });
  const list = sql`array[${sql.join(names.map((name) => sql`${name}`), sql`, `)}]::text[]`;
  const result = await tx.execute<{ id: string }>(sql`
    select t.id from unnest(${list}) with ordinality as u(name, position)
    join ${tags} t on t.user_id = ${userId} and t.key = search_fold(u.name)
    order by u.position`);
  return result.rows.map((row) => row.id);
}
