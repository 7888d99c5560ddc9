import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { payees } from "@/db/schema";
import { payeeMessages } from "@/lib/schemas/payees";
import type { PayeeJson } from "@/lib/schemas/payees";
import { selectPayees } from "@/server/payees/select-payees";

/** GET /payees/{id}: one of the user's payees; another user's is a 404. */
export async function getPayee(db: DbOrTx, userId: string, id: string): Promise<PayeeJson> {
  const [payee] = await selectPayees(db, userId, eq(payees.id, id));
  if (!payee) throw notFound(payeeMessages.notFound);
  return payee;
}
