import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { paymentMethods } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";

/** The colour each stand-in account is made with. */
const COLORS: Record<string, string> = {
  Dinheiro: "#22C55E",
  Investimentos: "#0EA5E9",
};
const OTHER_COLOR = "#64748B";

/**
 * The person's account of this name ("Dinheiro", "Investimentos", "Conta no Nubank", "Outras
 * contas"), made as an account when they have none: the other side of money that only moves
 * between their own pockets. A payment method of that name (in any case) is reused whatever its
 * kind, since names are unique per person.
 */
export async function ownMoneyAccount(tx: DbOrTx, userId: string, name: string): Promise<string> {
  const named = and(
    eq(paymentMethods.userId, userId),
    sql`lower(${paymentMethods.name}) = lower(${name})`,
  );
  const [existing] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(named);
  if (existing) return existing.id;
  await tx
    .insert(paymentMethods)
    .values({ userId, name, kind: "account", color: COLORS[name] ?? OTHER_COLOR })
    .onConflictDoNothing();
  const [made] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(named);
  return made!.id;
}
