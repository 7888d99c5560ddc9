import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import type { InvestmentJson } from "@/lib/schemas/investment";
import { selectInvestments } from "@/server/wealth/select-investments";

/** GET /investments: the person's investments, connected and typed by hand, by name. */
export async function listInvestments(db: DbOrTx, userId: string): Promise<InvestmentJson[]> {
  return selectInvestments(db, userId);
}
