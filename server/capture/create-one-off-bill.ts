import "server-only";
import type { Db } from "@/lib/server/db";
import { recurringPayments } from "@/db/schema";
import { dateToOnceDueDay } from "@/lib/domain/due-day";
import { centsToReais } from "@/lib/format/money";
import type { OneOffBillInput, OneOffBillJson } from "@/lib/schemas/capture";

/**
 * A boleto kept as a bill to pay: a recurring payment of frequency `once`, so Pagamentos Pendentes,
 * the bell, the reminders and paying it work as for any bill.
 */
export async function createOneOffBill(db: Db, userId: string, input: OneOffBillInput): Promise<OneOffBillJson> {
  const [row] = await db
    .insert(recurringPayments)
    .values({
      userId,
      name: input.name,
      amount: input.amount,
      frequency: "once",
      dueDay: dateToOnceDueDay(input.dueDate),
    })
    .returning({ id: recurringPayments.id });
  if (!row) throw new Error("insert returned no row");
  return { _id: row.id, name: input.name, amount: centsToReais(input.amount), dueDate: input.dueDate };
}
