import "server-only";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/lib/server/db";
import { preparedStatement } from "@/lib/server/prepared";
import { centsToReais } from "@/lib/format/money";
import type { Day } from "@/lib/domain/calendar";
import { paymentMethods, transfers } from "@/db/schema";
import type { TransferJson } from "@/lib/schemas/transfers";

const fromAccount = alias(paymentMethods, "from_account");
const toAccount = alias(paymentMethods, "to_account");

const ref = (id: string | null, name: string | null, color: string | null) =>
  id && name && color ? { _id: id, name, color } : null;

function transfersQuery(db: DbOrTx, where: SQL | undefined) {
  const userId = sql.placeholder("userId");
  return db
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
    .leftJoin(
      fromAccount,
      and(eq(fromAccount.id, transfers.fromPaymentMethodId), eq(fromAccount.userId, userId)),
    )
    .leftJoin(
      toAccount,
      and(eq(toAccount.id, transfers.toPaymentMethodId), eq(toAccount.userId, userId)),
    )
    .where(and(eq(transfers.userId, userId), where))
    .orderBy(desc(transfers.transferDate), desc(transfers.createdAt), desc(transfers.id));
}

const ofMonth = preparedStatement("transfers_of_month", (db, name) =>
  transfersQuery(
    db,
    and(
      gte(transfers.transferDate, sql.placeholder("start")),
      lt(transfers.transferDate, sql.placeholder("end")),
    ),
  ).prepare(name),
);

const byId = preparedStatement("transfer_by_id", (db, name) =>
  transfersQuery(db, eq(transfers.id, sql.placeholder("id"))).prepare(name),
);

/** The user's transfers of a month (`[start, end)`) or the one with `id`, newest first, with both accounts' names. */
export async function selectTransfers(
  db: DbOrTx,
  userId: string,
  filter: { id: string } | { start: Day; end: Day },
): Promise<TransferJson[]> {
  const rows =
    "id" in filter
      ? await byId(db).execute({ userId, id: filter.id })
      : await ofMonth(db).execute({ userId, start: filter.start, end: filter.end });
  return rows.map((row) => ({
    _id: row.id,
    fromPaymentMethodId: ref(row.fromId, row.fromName, row.fromColor),
    toPaymentMethodId: ref(row.toId, row.toName, row.toColor),
    amount: centsToReais(row.amount),
    date: row.date,
    description: row.description,
  }));
}
