import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { investments, openFinanceItems } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { InvestmentKind } from "@/lib/domain/wealth-kinds";
import type { InvestmentJson } from "@/lib/schemas/investment";

/** A person's investments (all, or those `where` picks), by name, each with its connection's bank. */
export async function selectInvestments(db: DbOrTx, userId: string, where?: SQL): Promise<InvestmentJson[]> {
  const rows = await db
    .select({ investment: investments, bankName: openFinanceItems.institutionName })
    .from(investments)
    .leftJoin(openFinanceItems, eq(openFinanceItems.id, investments.itemId))
    .where(and(eq(investments.userId, userId), where))
    .orderBy(asc(investments.name), asc(investments.id));
  return rows.map(({ investment: i, bankName }) => ({
    id: i.id,
    name: i.name,
    kind: i.kind as InvestmentKind,
    subtype: i.subtype,
    taxCode: i.taxCode,
    institutionName: i.institutionName,
    institutionDocument: i.institutionDocument,
    issuer: i.issuer,
    issuerDocument: i.issuerDocument,
    balanceCents: i.balance,
    amountOriginalCents: i.amountOriginal,
    rateText: i.rateText,
    purchaseDate: i.purchaseDate,
    dueDate: i.dueDate,
    status: i.status as InvestmentJson["status"],
    connected: i.itemId !== null,
    bankName: i.itemId === null ? null : bankName,
    balanceUpdatedAt: i.balanceUpdatedAt.toISOString(),
  }));
}
