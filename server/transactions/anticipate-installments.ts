import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/lib/server/db";
import { AppError, notFound } from "@/lib/errors";
import { firstDay, monthOf, todayInSaoPaulo } from "@/lib/domain/calendar";
import { centsToNumeric } from "@/lib/format/money";
import { openStatementMonth, planAnticipation } from "@/lib/domain/card-statement";
import { transactions } from "@/db/schema";
import type { AnticipateInput } from "@/lib/schemas/cards";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { loadCard } from "@/server/cards";
import { findTransactions } from "@/server/transactions/find-transactions";
import { accessTransaction, holdMembership } from "@/server/shared/household-access";

export const GROUP_NOT_FOUND = "Compra parcelada não encontrada.";

/**
 * POST /transaction/installment/{groupId}/anticipate: the last `count` unpaid parcelas move into
 * the open fatura, lowered by `discount` split exactly; parcelas on closed faturas never change.
 * The parcelas keep their dates and numbers, and their owner (the card's): anyone who may write to
 * the card's rows anticipates (`updated_by` names them).
 */
export async function anticipateInstallments(
  db: Db,
  userId: string,
  groupId: string,
  input: AnticipateInput,
): Promise<TransactionJson[]> {
  return db.transaction(async (tx) => {
    const ownerId = await groupOwnerFor(tx, userId, groupId);
    const rows = await tx
      .select({
        id: transactions.id,
        index: transactions.installmentIndex,
        valor: transactions.valor,
        month: transactions.statementMonth,
        cardId: transactions.paymentMethodId,
      })
      .from(transactions)
      .where(and(eq(transactions.userId, ownerId), eq(transactions.installmentGroupId, groupId)))
      .for("update");
    if (rows.length === 0) throw notFound(GROUP_NOT_FOUND);
    const cardId = rows[0]?.cardId;
    if (!cardId || rows.some((row) => row.cardId !== cardId || row.month === null)) {
      throw new AppError("bad_request", "Só parcelas de um cartão de crédito podem ser antecipadas.");
    }
    const card = await loadCard(tx, ownerId, cardId, true).catch(() => {
      throw new AppError("bad_request", "Só parcelas de um cartão de crédito podem ser antecipadas.");
    });
    const open = openStatementMonth(todayInSaoPaulo(), card.days, card.past);
    const plan = planAnticipation(
      rows.flatMap((row) =>
        row.month === null ? [] : [{ id: row.id, index: row.index ?? 0, cents: row.valor, statementMonth: monthOf(row.month) }],
      ),
      input.count,
      input.discountCents,
      open,
    );
    if (!plan.ok) {
      throw new AppError(
        "bad_request",
        plan.reason === "count"
          ? "Não há tantas parcelas em aberto para antecipar."
          : "O desconto deve deixar cada parcela antecipada com pelo menos R$ 0,01.",
      );
    }
    const values = sql.join(
      plan.installments.map((p) => sql`(${p.id}::uuid, ${centsToNumeric(p.cents)}::numeric, ${firstDay(p.statementMonth)}::date)`),
      sql`, `,
    );
    await tx.execute(sql`update ${transactions} set valor = moved.valor, statement_month = moved.month, updated_at = now(), updated_by = ${userId}
      from (values ${values}) as moved(id, valor, month)
      where ${transactions.id} = moved.id and ${transactions.userId} = ${ownerId}`);
    return findTransactions(tx, userId, eq(transactions.installmentGroupId, groupId), { order: "installment" });
  });
}

/**
 * The owner of an installment group `userId` may write to (its parcelas share their owner and
 * account): invisible is a 404, visible only a 403. Holds the actor's membership until the write.
 */
async function groupOwnerFor(tx: DbOrTx, userId: string, groupId: string): Promise<string> {
  await holdMembership(tx, userId);
  const [installment] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.installmentGroupId, groupId))
    .limit(1);
  if (!installment) throw notFound(GROUP_NOT_FOUND);
  const access = await accessTransaction(tx, { userId, id: installment.id, mode: "write", notFoundMessage: GROUP_NOT_FOUND });
  return access.ownerId;
}
