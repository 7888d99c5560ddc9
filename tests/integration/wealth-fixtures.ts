import { and, eq } from "drizzle-orm";
import { balanceSnapshots, investments, loans, openFinanceItems } from "@/db/schema";
import { db } from "@/lib/server/db";
import { cents } from "@/lib/format/money";

/** A bank connection of `userId` (Banco Inter), as a sync would leave it. */
export async function insertConnection(userId: string) {
  const [item] = await db
    .insert(openFinanceItems)
    .values({ userId, pluggyItemId: `item-${crypto.randomUUID()}`, institutionName: "Banco Inter", status: "UPDATED" })
    .returning({ id: openFinanceItems.id });
  if (!item) throw new Error("item not created");
  return item.id;
}

/** A CDB a connection brought (R$ 5.000,00). */
export async function insertConnectedInvestment(userId: string, itemId: string) {
  const [row] = await db
    .insert(investments)
    .values({
      userId,
      itemId,
      pluggyInvestmentId: crypto.randomUUID(),
      name: "CDB Inter 110% CDI",
      kind: "renda_fixa",
      subtype: "CDB",
      balance: cents(500000),
    })
    .returning({ id: investments.id });
  if (!row) throw new Error("investment not created");
  return row.id;
}

/** A financing a connection brought (R$ 80.000,00 owed). */
export async function insertConnectedLoan(userId: string, itemId: string) {
  const [row] = await db
    .insert(loans)
    .values({
      userId,
      itemId,
      pluggyLoanId: crypto.randomUUID(),
      name: "Financiamento apartamento",
      kind: "financiamento_imobiliario",
      balance: cents(8000000),
    })
    .returning({ id: loans.id });
  if (!row) throw new Error("loan not created");
  return row.id;
}

/** The snapshots of one investment or loan, by day. */
export async function snapshotsOf(subjectKind: "investment" | "loan", subjectId: string) {
  return db
    .select({ day: balanceSnapshots.day, balance: balanceSnapshots.balance })
    .from(balanceSnapshots)
    .where(and(eq(balanceSnapshots.subjectKind, subjectKind), eq(balanceSnapshots.subjectId, subjectId)))
    .orderBy(balanceSnapshots.day);
}
