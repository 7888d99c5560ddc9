import "server-only";
import { and, eq } from "drizzle-orm";
import { households } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";

/**
 * Fixed percentages name each member: when someone joins or leaves they no longer add up for the
 * people in the household, so the default split goes back to 50/50 ("equal") until the owner sets it again.
 */
export async function resetFixedSplit(tx: DbOrTx, householdId: string): Promise<void> {
  await tx
    .update(households)
    .set({ splitMode: "equal", splitShares: null, updatedAt: new Date() })
    .where(and(eq(households.id, householdId), eq(households.splitMode, "fixed")));
}
