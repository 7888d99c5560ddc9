import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import type { LoanJson } from "@/lib/schemas/loan";
import { selectLoans } from "@/server/wealth/select-loans";

/** GET /loans: the person's loans, connected and typed by hand, by name. */
export async function listLoans(db: DbOrTx, userId: string): Promise<LoanJson[]> {
  return selectLoans(db, userId);
}
