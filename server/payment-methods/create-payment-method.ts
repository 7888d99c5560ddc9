import "server-only";
import { AppError } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { centsToNumeric } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { paymentMethods } from "@/db/schema";
import { paymentMethodKind } from "@/server/payment-methods/payment-method-kind";
import { selectPaymentMethods } from "@/server/payment-methods/select-payment-methods";
import type { PaymentMethodInput, PaymentMethodJson } from "@/lib/schemas/payment-methods";

/** The columns a kind keeps: an account has no card days or limit. */
export function kindColumns(input: {
  kind: PaymentMethodInput["kind"];
  openingBalanceCents: Cents;
  closingDay: number | null;
  dueDay: number | null;
  creditLimitCents: Cents | null;
}) {
  const isCard = input.kind === "credit_card";
  return {
    kind: input.kind,
    openingBalance: centsToNumeric(input.openingBalanceCents),
    closingDay: isCard ? input.closingDay : null,
    dueDay: isCard ? input.dueDay : null,
    creditLimit: isCard && input.creditLimitCents !== null ? centsToNumeric(input.creditLimitCents) : null,
  };
}

/** POST /payment-method: a name the user already has (in any case) is a 409. */
export async function createPaymentMethod(
  db: DbOrTx,
  userId: string,
  input: PaymentMethodInput,
): Promise<PaymentMethodJson> {
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
