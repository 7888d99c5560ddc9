import "server-only";
import { eq } from "drizzle-orm";
import { loans } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { loanMessages } from "@/lib/schemas/loan";
import type { LoanJson } from "@/lib/schemas/loan";
import { selectLoans } from "@/server/wealth/select-loans";

/** GET /loans/{id}: another person's loan is "not found". */
export async function getLoan(db: DbOrTx, userId: string, id: string): Promise<LoanJson> {
  const [loan] = await selectLoans(db, userId, eq(loans.id, id));
  if (!loan) throw notFound(loanMessages.notFound);
  return loan;
}
