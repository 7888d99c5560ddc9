import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as pay } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { db } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import { addMonths, splitDay, toDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { call } from "../helpers/api";
import { PATH, create, token, userId } from "./recurring-payments-fixtures";

const payOn = (id: string, dueDate: string) =>
  call<{ message?: string }>(pay, { method: "POST", path: `${PATH}/${id}/pay`, params: { id }, token, body: { dueDate } });

/** The day-10 occurrence `months` months from today (São Paulo). */
function tenthIn(months: number): string {
  const { year, month } = splitDay(addMonths(todayInSaoPaulo(), months));
  return toDay(year, month, 10);
}

const expenseCount = async () =>
  (await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.userId, userId))).length;

describe("POST /recurring-payments/{id}/pay: the due date is an occurrence within the payment's life", () => {
  it("refuses 9999-12-10 and a date past the end of the month a year ahead, recording nothing", async () => {
    const { body: bill } = await create({ name: "Condomínio", dueDay: 10 });
    const before = await expenseCount();
    for (const dueDate of ["9999-12-10", tenthIn(13), tenthIn(24)]) {
      const res = await payOn(bill._id, dueDate);
      expect(res.status, dueDate).toBe(400);
      expect(res.body.message).toMatch(/^Um vencimento pode ser pago com até 12 meses de antecedência: /);
    }
    expect(await expenseCount()).toBe(before);
  });

  it("pays an occurrence up to a year ahead, and still refuses a day that is no occurrence", async () => {
    const { body: bill } = await create({ name: "Escola", dueDay: 10 });
    expect((await payOn(bill._id, tenthIn(12))).status).toBe(201);
    expect((await payOn(bill._id, tenthIn(2))).status).toBe(201);
    const wrongDay = await payOn(bill._id, tenthIn(3).replace(/-10$/, "-11"));
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.body.message).toBe("Este pagamento não vence nessa data.");
  });
});
