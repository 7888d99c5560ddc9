import "server-only";
import { eq, sql } from "drizzle-orm";
import { rateLimits, users } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";

/**
 * Deletes the user and every row that names them. The foreign keys cascade from `users`; any
 * table holding a user_id without one (a log, a counter) is found in the catalogue and emptied
 * too, so a table added later cannot keep someone's data by accident. Rate-limit counters name
 * the person by e-mail (or `user:<id>`), not by user_id: theirs go as well.
 */
export async function deleteUserRows(tx: DbOrTx, userId: string): Promise<void> {
  const [gone] = await tx
    .delete(users)
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (gone) await deleteRateLimitsOf(tx, gone.email.trim().toLowerCase(), `user:${userId}`);
  const tables = await tx.execute<{ name: string }>(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  for (const { name } of tables.rows) {
    await tx.execute(sql`delete from ${sql.identifier(name)} where user_id = ${userId}`);
  }
}

/**
 * Keys are `<action>:<scope>:<who>`, where who is the account (e-mail or `user:<id>`) or, for a
 * pair, `<account>|<ip>`; an IP-only key names no one and stays.
 */
async function deleteRateLimitsOf(tx: DbOrTx, email: string, userKey: string): Promise<void> {
  const who = sql`split_part(regexp_replace(${rateLimits.key}, '^[^:]+:(account|pair):', ''), '|', 1)`;
  await tx
    .delete(rateLimits)
    .where(sql`${rateLimits.key} ~ '^[^:]+:(account|pair):' and ${who} in (${email}, ${userKey})`);
}
