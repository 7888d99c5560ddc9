import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { householdInvitations } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { householdMessages } from "@/lib/schemas/households";
import { lockOwnership } from "@/server/households/lock-membership";

/** DELETE /household/invitations/{id} (owner only): the invitation's code stops working at once. */
export async function cancelInvitation(db: Db, userId: string, invitationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { householdId } = await lockOwnership(tx, userId);
    const gone = await tx
      .delete(householdInvitations)
      .where(
        and(
          eq(householdInvitations.id, invitationId),
          eq(householdInvitations.householdId, householdId),
          isNull(householdInvitations.acceptedAt),
        ),
      )
      .returning({ id: householdInvitations.id });
    if (gone.length === 0) throw notFound(householdMessages.invitationNotFound);
  });
}
