import "server-only";
import { and, eq } from "drizzle-orm";
import { openFinanceItems } from "@/db/schema-open-finance";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { CONNECTION_NOT_FOUND } from "@/lib/schemas/open-finance";

export type ConnectionRow = typeof openFinanceItems.$inferSelect;

/** One of the person's connections; another person's is "not found". */
export async function findOwnedConnection(db: DbOrTx, userId: string, id: string): Promise<ConnectionRow> {
  const [row] = await db
    .select()
    .from(openFinanceItems)
    .where(and(eq(openFinanceItems.id, id), eq(openFinanceItems.userId, userId)));
  if (!row) throw notFound(CONNECTION_NOT_FOUND);
  return row;
}
