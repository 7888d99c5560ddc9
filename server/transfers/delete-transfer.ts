import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { transfers } from "@/db/schema";
import { transferMessages } from "@/lib/schemas/transfers";

/** DELETE /transfer/{id}: another user's transfer is "not found". */
export async function deleteTransfer(db: DbOrTx, userId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(transfers)
    .where(and(eq(transfers.id, id), eq(transfers.userId, userId)))
    .returning({ id: transfers.id });
  if (!row) throw notFound(transferMessages.notFound);
}
