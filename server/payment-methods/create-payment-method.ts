import "server-only";
import { AppError } from "@/lib/errors";
import type { Db, DbOrTx } from "@/lib/server/db";
import type { Cents } from "@/lib/format/money";
import { paymentMethods } from "@/db/schema";
import { assertDrawAccount } from "@/server/payment-methods/assert-draw-account";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";
import { selectPaymentMethods } from "@/server/payment-methods/select-payment-methods";
import type { PaymentMethodInput, PaymentMethodJson } from "@/lib/schemas/payment-methods";

/** The columns a kind keeps: only a card has days and a limit, only a method an account to draw from. */
export function kindColumns(input: {
  kind: PaymentMethodInput["kind"];
  openingBalanceCents: Cents;
  closingDay: number | null;
  dueDay: number | null;
  creditLimitCents: Cents | null;
  accountId: string | null;
}) {
  const isCard = input.kind === "credit_card";
  return {
    kind: input.kind,
    accountId: input.kind === "method" ? input.accountId : null,
    openingBalance: input.openingBalanceCents,
    closingDay: isCard ? input.closingDay : null,
    dueDay: isCard ? input.dueDay : null,
    creditLimit: isCard ? input.creditLimitCents : null,
  };
}

/**
 * POST /payment-method: a name the user already has (in any case) is a 409; the account a method
 * draws from must be the user's own account.
 */
export async function createPaymentMethod(
  db: Db,
  userId: string,
  input: PaymentMethodInput,
): Promise<PaymentMethodJson> {
  return db.transaction((tx) => insertPaymentMethod(tx, userId, input));
}

async function insertPaymentMethod(
  db: DbOrTx,
  userId: string,
  input: PaymentMethodInput,
): Promise<PaymentMethodJson> {
  await assertDrawAccount(db, userId, input.kind, input.accountId);
  const [row] = await db
    .insert(paymentMethods)
    .values({
      userId,
      name: input.name,
      description: input.description || null,
      color: input.color,
      ...kindColumns(input),
    })
    .onConflictDoNothing()
    .returning({ id: paymentMethods.id });
  if (!row) throw new AppError("conflict", paymentMethodKind.duplicateMessage);
  const [created] = await selectPaymentMethods(db, userId, { id: row.id });
  if (!created) throw new Error("created payment method not found");
  return created;
}
