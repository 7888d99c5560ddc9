import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { paymentMethods, transfers } from "@/db/schema";
import { transferMessages } from "@/lib/schemas/transfers";
import type { TransferInput, TransferJson } from "@/lib/schemas/transfers";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";
import { selectTransfers } from "@/server/transfers/select-transfers";

/** POST /transfer: both sides must be the user's accounts (404 otherwise, 400 for a card). */
export async function createTransfer(db: Db, userId: string, input: TransferInput): Promise<TransferJson> {
  return db.transaction(async (tx) => {
    const ids = [input.fromPaymentMethodId, input.toPaymentMethodId];
    const accounts = await tx
      .select({ id: paymentMethods.id, kind: paymentMethods.kind })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), inArray(paymentMethods.id, ids)))
      .for("key share");
    if (accounts.length !== 2) throw notFound(paymentMethodKind.notFoundMessage);
    if (accounts.some((account) => account.kind !== "account")) {
      throw new AppError("bad_request", transferMessages.notAnAccount);
    }
    const [row] = await tx
      .insert(transfers)
      .values({
        userId,
        fromPaymentMethodId: input.fromPaymentMethodId,
        toPaymentMethodId: input.toPaymentMethodId,
        amount: input.amountCents,
        transferDate: input.date,
        description: input.description,
      })
      .returning({ id: transfers.id });
    if (!row) throw new Error("insert returned no row");
    const [created] = await selectTransfers(tx, userId, { id: row.id });
    if (!created) throw new Error("created transfer not found");
    return created;
  });
}
