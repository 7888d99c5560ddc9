import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { dependents } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { dependentMessages } from "@/lib/schemas/dependent";

/** DELETE /user/dependents/{id}: the rows marked for them keep their marking, for the titular. */
export async function deleteDependent(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(dependents)
    .where(and(eq(dependents.id, id), eq(dependents.userId, userId)))
    .returning({ id: dependents.id });
  if (!rows[0]) throw notFound(dependentMessages.notFound);
}
