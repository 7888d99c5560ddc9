import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { loans, openFinanceItems } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { LoanKind } from "@/lib/domain/wealth-kinds";
import type { LoanJson } from "@/lib/schemas/loan";

/** A person's loans (all, or those `where` picks), by name, each with its connection's bank. */
export async function selectLoans(db: DbOrTx, userId: string, where?: SQL): Promise<LoanJson[]> {
  const rows = await db
    .select({ loan: loans, bankName: openFinanceItems.institutionName })
    .from(loans)
    .leftJoin(openFinanceItems, eq(openFinanceItems.id, loans.itemId))
    .where(and(eq(loans.userId, userId), where))
    .orderBy(asc(loans.name), asc(loans.id));
  return rows.map(({ loan: l, bankName }) => ({
    id: l.id,
    name: l.name,
    kind: l.kind as LoanKind,
    taxCode: l.taxCode,
    contractNumber: l.contractNumber,
    creditorName: l.creditorName,
    creditorDocument: l.creditorDocument,
    contractAmountCents: l.contractAmount,
    contractDate: l.contractDate,
    balanceCents: l.balance,
    installmentAmountCents: l.installmentAmount,
    installmentsTotal: l.installmentsTotal,
    installmentsPaid: l.installmentsPaid,
    cet: l.cet === null ? null : Number(l.cet),
    dueDate: l.dueDate,
    connected: l.itemId !== null,
    bankName: l.itemId === null ? null : bankName,
    balanceUpdatedAt: l.balanceUpdatedAt.toISOString(),
  }));
}
