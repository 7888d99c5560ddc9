import "server-only";
import { and, eq } from "drizzle-orm";
import { loans } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import type { Db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { LOAN_CONNECTED_EDITABLE, loanMessages } from "@/lib/schemas/loan";
import type { LoanJson, LoanPatch } from "@/lib/schemas/loan";
import { changesOnlyAllowed } from "@/server/wealth/connected-fields";
import { getLoan } from "@/server/wealth/get-loan";
import { loanColumns } from "@/server/wealth/loan-values";
import { recordSnapshots } from "@/server/wealth/record-snapshot";

/**
 * PATCH /loans/{id}: changes the fields sent. A connected one takes only its kind and taxCode
 * (anything else is a 409: the bank keeps it). A new balance is also today's snapshot. The paid
 * installments stay within the total, the one sent or the one kept.
 */
export async function updateLoan(db: Db, userId: string, id: string, patch: LoanPatch): Promise<LoanJson> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ itemId: loans.itemId, installmentsTotal: loans.installmentsTotal, installmentsPaid: loans.installmentsPaid })
      .from(loans)
      .where(and(eq(loans.id, id), eq(loans.userId, userId)))
      .for("update");
    if (!current) throw notFound(loanMessages.notFound);
    if (current.itemId !== null && !changesOnlyAllowed(patch, LOAN_CONNECTED_EDITABLE)) {
      throw new AppError("conflict", loanMessages.connectedReadOnly);
    }
    const total = patch.installmentsTotal !== undefined ? patch.installmentsTotal : current.installmentsTotal;
    const paid = patch.installmentsPaid !== undefined ? patch.installmentsPaid : current.installmentsPaid;
    if (total !== null && paid !== null && paid > total) {
      throw new AppError("bad_request", loanMessages.installmentsPaidOver);
    }
    const now = new Date();
    await tx
      .update(loans)
      .set({ ...loanColumns(patch), ...(patch.balanceCents !== undefined && { balanceUpdatedAt: now }), updatedAt: now })
      .where(and(eq(loans.id, id), eq(loans.userId, userId)));
    if (patch.balanceCents !== undefined) {
      await recordSnapshots(tx, [
        { userId, subjectKind: "loan", subjectId: id, day: todayInSaoPaulo(now), balanceCents: patch.balanceCents },
      ]);
    }
  });
  return getLoan(db, userId, id);
}
