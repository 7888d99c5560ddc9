import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/db";
import { paymentMethods } from "@/db/schema";
import { PAYMENT_METHOD_STARTER_SET } from "@/lib/schemas/payment-methods";
import type { StarterSetInput } from "@/lib/schemas/payment-methods";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";

/**
 * POST /payment-method/starter-set: Conta corrente and Dinheiro (accounts), the card with the days
 * asked, then Pix, Boleto and débito drawing from the Conta corrente, in one transaction, skipping
 * names that exist (in any case); answers the full list. Running it twice is harmless.
 */
export async function createStarterPaymentMethods(db: Db, userId: string, card: StarterSetInput) {
  return db.transaction(async (tx) => {
    const holders = PAYMENT_METHOD_STARTER_SET.filter((entry) => entry.kind !== "method");
    await tx
      .insert(paymentMethods)
      .values(
        holders.map(({ name, description, color, kind }) => ({
          userId,
          name,
          description,
          color,
          kind,
          ...(kind === "credit_card" && card),
        })),
      )
      .onConflictDoNothing();
    const accounts = await tx
      .select({ id: paymentMethods.id, name: sql<string>`lower(${paymentMethods.name})` })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.kind, "account")));
    // A method draws from its suggested account only when that name is an account of the person.
    const accountNamed = (name: string | undefined) =>
      accounts.find((account) => account.name === name?.toLowerCase())?.id ?? null;
    await tx
      .insert(paymentMethods)
      .values(
        PAYMENT_METHOD_STARTER_SET.filter((entry) => entry.kind === "method").map(
          ({ name, description, color, drawsFrom }) => ({
            userId,
            name,
            description,
            color,
            kind: "method" as const,
            accountId: accountNamed(drawsFrom),
          }),
        ),
      )
      .onConflictDoNothing();
    return listPaymentMethods(tx, userId);
  });
}
