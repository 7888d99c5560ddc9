import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { investments, openFinanceItems } from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import { ZERO_CENTS, type Cents } from "@/lib/format/money";
import type { InvestmentKind } from "@/lib/domain/wealth-kinds";

export interface InvestmentSplits {
  totalCents: Cents;
  byKind: { kind: InvestmentKind; balanceCents: Cents }[];
  /** null: neither typed nor known from a connection. */
  byInstitution: { institution: string | null; balanceCents: Cents }[];
}

/**
 * The person's investments summed by kind and by institution (the one typed, else the connected
 * bank's name), in SQL, largest first.
 */
export async function getInvestmentSplits(db: DbOrTx, userId: string): Promise<InvestmentSplits> {
  const institution = sql<string | null>`coalesce(nullif(${investments.institutionName}, ''), ${openFinanceItems.institutionName})`;
  const total = sql<Cents>`sum(${investments.balance})::text`.mapWith(investments.balance);
  const [[sum], byKind, byInstitution] = await Promise.all([
    db
      .select({ total: sql<Cents>`coalesce(sum(${investments.balance}), 0)::text`.mapWith(investments.balance) })
      .from(investments)
      .where(eq(investments.userId, userId)),
    db
      .select({ kind: investments.kind, total })
      .from(investments)
      .where(eq(investments.userId, userId))
      .groupBy(investments.kind)
      .orderBy(desc(sql`sum(${investments.balance})`), investments.kind),
    db
      .select({ institution, total })
      .from(investments)
      .leftJoin(openFinanceItems, eq(openFinanceItems.id, investments.itemId))
      .where(eq(investments.userId, userId))
      .groupBy(institution)
      .orderBy(desc(sql`sum(${investments.balance})`), institution),
  ]);
  return {
    totalCents: sum?.total ?? ZERO_CENTS,
    byKind: byKind.map((row) => ({ kind: row.kind as InvestmentKind, balanceCents: row.total })),
    byInstitution: byInstitution.map((row) => ({ institution: row.institution, balanceCents: row.total })),
  };
}
