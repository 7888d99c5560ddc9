import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/lib/server/db";
import { decimalToNumber } from "@/lib/money";
import { paymentMethods, transfers } from "@/db/schema";
import type { TransferJson } from "@/lib/schemas/transfers";

const fromAccount = alias(paymentMethods, "from_account");
const toAccount = alias(paymentMethods, "to_account");

const ref = (id: string | null, name: string | null, color: string | null) =>
  id && name && color ? { _id: id, name, color } : null;

/** The user's transfers matching `where`, newest first, with both accounts' names. */
export async function selectTransfers(db: DbOrTx, userId: string, where?: SQL): Promise<TransferJson[]> {
  const rows = await db
    .select({
      id: transfers.id,
      amount: transfers.amount,
      date: transfers.transferDate,
      description: transfers.description,
      fromId: fromAccount.id,
      fromName: fromAccount.name,
      fromColor: fromAccount.color,
      toId: toAccount.id,
      toName: toAccount.name,
      toColor: toAccount.color,
    })
    .from(transfers)
    .leftJoin(fromAccount, and(eq(fromAccount.id, transfers.fromPaymentMethodId), eq(fromAccount.userId, userId)))
    .leftJoin(toAccount, and(eq(toAccount.id, transfers.toPaymentMethodId), eq(toAccount.userId, userId)))
    .where(and(eq(transfers.userId, userId), where))
    .orderBy(desc(transfers.transferDate), desc(transfers.createdAt), desc(transfers.id));
  return rows.map((row) => ({
    _id: row.id,
    fromPaymentMethodId: ref(row.fromId, row.fromName, row.fromColor),
    toPaymentMethodId: ref(row.toId, row.toName, row.toColor),
    amount: decimalToNumber(row.amount),
    date: row.date,
    description: row.description,
  }));
}
