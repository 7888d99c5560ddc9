import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { createTestUser } from "../helpers/users";
import { recurringPayments, transactions, transactionTypes } from "@/db/schema";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";

type NewTransaction = Partial<typeof transactions.$inferInsert> & { userId: string };

/** Inserts a transaction straight into the database (an expense of R$ 10,00 unless told). */
export async function insertTransaction(values: NewTransaction) {
  const [type] = await db
    .select()
    .from(transactionTypes)
    .where(eq(transactionTypes.transactionType, "despesa"));
  if (!type) throw new Error("transaction type despesa missing");
  const [row] = await db
    .insert(transactions)
    .values({
      description: "Compra",
      valor: cents(1000),
      transactionDate: day("2026-03-10"),
      transactionTypeId: type.id,
      ...values,
    })
    .returning();
  if (!row) throw new Error("transaction not created");
  return row;
}

export async function findTransaction(id: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

/** Inserts a monthly recurring payment of R$ 99,90 due on day 10 unless told. */
export async function insertRecurringPayment(
  values: Partial<typeof recurringPayments.$inferInsert> & { userId: string },
) {
  const [row] = await db
    .insert(recurringPayments)
    .values({ name: "Internet", amount: cents(9990), dueDay: 10, ...values })
    .returning();
  if (!row) throw new Error("recurring payment not created");
  return row;
}

export async function findRecurringPayment(id: string) {
  const [row] = await db.select().from(recurringPayments).where(eq(recurringPayments.id, id));
  return row;
}

/** A signed-in owner of the records under test, and a stranger who must not see them. */
export async function ownerAndStranger() {
  const owner = await createTestUser();
  const stranger = await createTestUser();
  return { token: owner.token, userId: owner.user.id, otherToken: stranger.token };
}
