import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { notFound } from "@/lib/errors";
import { transactions } from "@/db/schema";
import { transactionJsonQuery } from "@/server/transactions/find-transactions";
import { transactionMessages } from "@/lib/schemas/transactions";
import type { TransactionJson } from "@/lib/schemas/transactions";

const findTransaction = preparedStatement("get_transaction", (db, name) =>
  transactionJsonQuery(
    db,
    sql.placeholder("userId"),
    eq(transactions.id, sql.placeholder("id")),
  ).prepare(name),
);

/** One of the user's transactions, populated; anyone else's is not found. */
export async function getTransaction(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<TransactionJson> {
  const [row] = await findTransaction(db).execute({ userId, id });
  if (!row) throw notFound(transactionMessages.notFound);
  return row.json as TransactionJson;
}
