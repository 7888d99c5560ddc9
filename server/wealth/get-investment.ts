import "server-only";
import { eq } from "drizzle-orm";
import { investments } from "@/db/schema";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { investmentMessages } from "@/lib/schemas/investment";
import type { InvestmentJson } from "@/lib/schemas/investment";
import { selectInvestments } from "@/server/wealth/select-investments";

/** GET /investments/{id}: another person's investment is "not found". */
export async function getInvestment(db: DbOrTx, userId: string, id: string): Promise<InvestmentJson> {
  const [investment] = await selectInvestments(db, userId, eq(investments.id, id));
  if (!investment) throw notFound(investmentMessages.notFound);
  return investment;
}
