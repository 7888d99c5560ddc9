import "server-only";
import { cache } from "react";
import { db } from "@/lib/server/db";
import type { Month } from "@/lib/domain/calendar";
import { getStatement } from "@/server/cards";
import { listAccounts } from "@/server/payment-methods/list-accounts";

/** One fatura and the accounts that can pay it, read once per request for both parts that show them. */
export const readStatement = cache(async (userId: string, cardId: string, month: Month) => {
  const [statement, accounts] = await Promise.all([getStatement(db, userId, { cardId, month }), listAccounts(db, userId)]);
  return { statement, accounts: accounts.map((account) => ({ id: account._id, name: account.name })) };
});
