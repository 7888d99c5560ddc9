import "server-only";
import { loans } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { LoanInput, LoanJson } from "@/lib/schemas/loan";
import { getLoan } from "@/server/wealth/get-loan";
import { loanColumns } from "@/server/wealth/loan-values";
import { recordSnapshots } from "@/server/wealth/record-snapshot";

/** POST /loans: one typed by hand, with what is owed today recorded as today's snapshot. */
export async function createLoan(db: Db, userId: string, input: LoanInput): Promise<LoanJson> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(loans)
      .values({ ...loanColumns(input), userId, name: input.name, kind: input.kind, balance: input.balanceCents })
      .returning({ id: loans.id });
    if (!row) throw new Error("loan not created");
    await recordSnapshots(tx, [
      { userId, subjectKind: "loan", subjectId: row.id, day: todayInSaoPaulo(), balanceCents: input.balanceCents },
    ]);
    return row.id;
  });
  return getLoan(db, userId, id);
}
