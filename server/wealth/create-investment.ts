import "server-only";
import { investments } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { InvestmentInput, InvestmentJson } from "@/lib/schemas/investment";
import { getInvestment } from "@/server/wealth/get-investment";
import { recordSnapshots } from "@/server/wealth/record-snapshot";

/** POST /investments: one typed by hand, with today's balance recorded as today's snapshot. */
export async function createInvestment(db: Db, userId: string, input: InvestmentInput): Promise<InvestmentJson> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(investments)
      .values({
        userId,
        name: input.name,
        kind: input.kind,
        subtype: input.subtype ?? null,
        taxCode: input.taxCode ?? null,
        institutionName: input.institutionName ?? null,
        institutionDocument: input.institutionDocument ?? null,
        issuer: input.issuer ?? null,
        issuerDocument: input.issuerDocument ?? null,
        balance: input.balanceCents,
        amountOriginal: input.amountOriginalCents ?? null,
        rateText: input.rateText ?? null,
        purchaseDate: input.purchaseDate ?? null,
        dueDate: input.dueDate ?? null,
      })
      .returning({ id: investments.id });
    if (!row) throw new Error("investment not created");
    await recordSnapshots(tx, [
      { userId, subjectKind: "investment", subjectId: row.id, day: todayInSaoPaulo(), balanceCents: input.balanceCents },
    ]);
    return row.id;
  });
  return getInvestment(db, userId, id);
}
