import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import type { Db, DbOrTx } from "@/lib/server/db";
import { paymentMethods } from "@/db/schema";
import { cardMessages } from "@/lib/schemas/payment-methods";
import type { PaymentMethodJson, PaymentMethodPatch } from "@/lib/schemas/payment-methods";
import { isUniqueViolation } from "@/server/labels/is-unique-violation";
import { applyCardChange } from "@/server/cards";
import { assertDrawAccount } from "@/server/payment-methods/assert-draw-account";
import { assertMayStopHoldingMoney } from "@/server/payment-methods/assert-may-stop-holding-money";
import { kindColumns } from "@/server/payment-methods/create-payment-method";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";
import { selectPaymentMethods } from "@/server/payment-methods/select-payment-methods";
import { membershipOf, ownPaymentMethod } from "@/server/shared/household-access";

type Row = typeof paymentMethods.$inferSelect;

/** The row the patch leaves: fields sent win; an account to draw from survives only on a method. */
function mergePatch(before: Row, patch: PaymentMethodPatch) {
  const kind = patch.kind ?? before.kind;
  return {
    kind,
    openingBalanceCents: patch.openingBalanceCents ?? before.openingBalance,
    closingDay: patch.closingDay !== undefined ? patch.closingDay : before.closingDay,
    dueDay: patch.dueDay !== undefined ? patch.dueDay : before.dueDay,
    creditLimitCents: patch.creditLimitCents !== undefined ? patch.creditLimitCents : before.creditLimit,
    accountId: patch.accountId !== undefined ? patch.accountId : kind === "method" ? before.accountId : null,
  };
}

/** What a new kind asks of the row before it is written: a valid account to draw from, no money lost. */
async function checkKindChange(tx: DbOrTx, userId: string, before: Row, merged: ReturnType<typeof mergePatch>) {
  if (merged.kind === "credit_card" && (merged.closingDay === null || merged.dueDay === null)) {
    throw new AppError(
      "bad_request",
      merged.closingDay === null ? cardMessages.closingDay : cardMessages.dueDay,
    );
  }
  if (merged.accountId === before.id) throw new AppError("bad_request", cardMessages.accountNotAnAccount);
  if (merged.accountId !== before.accountId) await assertDrawAccount(tx, userId, merged.kind, merged.accountId);
  if (before.kind === "account" && merged.kind !== "account") {
    await assertMayStopHoldingMoney(tx, userId, before, merged.openingBalanceCents);
  }
}

/**
 * PATCH /payment-method/{id}: changes the fields sent; a clashing name is a 409; a card must keep
 * both days. Changing the days moves only items of open faturas; closed ones keep dates and items.
 * A method that becomes a card may have its faturas already due settled outside Bolso.
 * Only its owner changes it (a member it is shared with: 403); sharing it needs a household (400),
 * making it private again does not.
 */
export async function updatePaymentMethod(
  db: Db,
  userId: string,
  id: string,
  patch: PaymentMethodPatch,
): Promise<PaymentMethodJson> {
  return db.transaction(async (tx) => {
    await ownPaymentMethod(tx, { userId, id, notFoundMessage: paymentMethodKind.notFoundMessage });
    if (patch.sharing && patch.sharing !== "private" && !(await membershipOf(tx, userId))) {
      throw new AppError("bad_request", cardMessages.notInHousehold);
    }
    const [before] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
      .for("update");
    if (!before) throw notFound(paymentMethodKind.notFoundMessage);
    const merged = mergePatch(before, patch);
    await checkKindChange(tx, userId, before, merged);
    await tx
      .update(paymentMethods)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.description !== undefined && { description: patch.description || null }),
        ...(patch.color !== undefined && { color: patch.color }),
        ...(patch.sharing !== undefined && { sharing: patch.sharing }),
        ...kindColumns(merged),
        updatedAt: new Date(),
      })
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
      .catch((error: unknown) => {
        if (isUniqueViolation(error, paymentMethodKind.uniqueIndex)) {
          throw new AppError("conflict", paymentMethodKind.duplicateMessage, { cause: error });
        }
        throw error;
      });
    await applyCardChange(tx, userId, { id, before, after: merged, pastStatementsPaid: patch.pastFaturasPaid });
    const [updated] = await selectPaymentMethods(tx, userId, { id });
    if (!updated) throw notFound(paymentMethodKind.notFoundMessage);
    return updated;
  });
}
