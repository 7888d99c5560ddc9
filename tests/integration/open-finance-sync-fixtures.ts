import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { openFinanceItems, openFinanceTransactions, transactions, transactionTypes } from "@/db/schema";
import { addMonths, daysInMonth, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { FakePluggy } from "../fakes/pluggy-server";
import { createTestUser } from "../helpers/users";

/** Last day of the month two months ago, at 23:30 in São Paulo (02:30 UTC of the next day). */
export const lastDay = (() => {
  const { year, month } = splitDay(addMonths(todayInSaoPaulo(), -2));
  return `${year}-${String(month).padStart(2, "0")}-${String(daysInMonth(year, month)).padStart(2, "0")}`;
})();
export const atSaoPaulo = (day: string, time = "12:00") => `${day}T${time}:00-03:00`;
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

export async function connect(fake: FakePluggy) {
  const { user, token } = await createTestUser();
  const remote = fake.state.createItem({ clientUserId: user.id });
  const [item] = await db
    .insert(openFinanceItems)
    .values({
      userId: user.id,
      pluggyItemId: remote.id,
      institutionName: "Pluggy Bank",
      status: "UPDATING",
    })
    .returning();
  return { user, token, remote, item: item! };
}

export async function rowsOf(userId: string) {
  return db
    .select({
      id: transactions.id,
      description: transactions.description,
      valor: transactions.valor,
      day: transactions.transactionDate,
      type: transactionTypes.transactionType,
      paymentMethodId: transactions.paymentMethodId,
      statementMonth: transactions.statementMonth,
      groupId: transactions.installmentGroupId,
      pluggyId: openFinanceTransactions.pluggyTransactionId,
      status: openFinanceTransactions.status,
      raw: openFinanceTransactions.rawDescription,
      counterparty: openFinanceTransactions.counterparty,
      reconciled: openFinanceTransactions.reconciled,
      deletedAtBank: openFinanceTransactions.deletedAtBankAt,
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .leftJoin(openFinanceTransactions, eq(openFinanceTransactions.transactionId, transactions.id))
    .where(eq(transactions.userId, userId))
    .orderBy(transactions.transactionDate, transactions.description);
}

