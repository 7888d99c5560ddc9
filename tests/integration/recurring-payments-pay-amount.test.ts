import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getOne } from "@/app/api/v1/recurring-payments/[id]/route";
import { POST as pay } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { GET as pendingPayments } from "@/app/api/v1/dashboard/pending-payments/route";
import { db } from "@/lib/server/db";
import { recurringPayments, transactions } from "@/db/schema";
import type { PaidOccurrenceJson, PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { PATH, create, token, userId, type Json } from "./recurring-payments-fixtures";

describe("paying a bill at its real amount", () => {
  /** A bill dated back to 2026-01-01, so 2026's occurrences can be paid. */
  const createPayable = async (overrides: Record<string, unknown>) => {
    const res = await create(overrides);
    await db
      .update(recurringPayments)
      .set({ createdAt: new Date("2026-01-01T03:00:00.000Z") })
      .where(eq(recurringPayments.id, res.body._id));
    return res.body;
  };
  const payBill = (id: string, body: Record<string, unknown>) =>
    call<PaidOccurrenceJson>(pay, { method: "POST", path: `${PATH}/${id}/pay`, params: { id }, token, body });
  const expensesNamed = (name: string) =>
    db
      .select({ valor: transactions.valor, date: transactions.transactionDate })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.description, name)))
      .orderBy(transactions.transactionDate);

  it("records the expense at the amount paid and leaves the bill's own amount as it was", async () => {
    const bill = await createPayable({ name: "Conta de luz", amount: 180, dueDay: 12 });

    const paid = await payBill(bill._id, { dueDate: "2026-04-12", paidOn: "2026-04-11", amount: 213.47 });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ amount: 213.47, paidOn: "2026-04-11", isPaid: true });
    // Paying again answers what was paid, not the bill's amount.
    const again = await payBill(bill._id, { dueDate: "2026-04-12" });
    expect(again.status).toBe(200);
    expect(again.body.amount).toBe(213.47);
    // A decimal string is an amount too; null means the bill's amount.
    expect((await payBill(bill._id, { dueDate: "2026-05-12", paidOn: "2026-05-12", amount: "99.9" })).status).toBe(201);
    expect((await payBill(bill._id, { dueDate: "2026-06-12", paidOn: "2026-06-12", amount: null })).status).toBe(201);

    expect(await expensesNamed("Conta de luz")).toEqual([
      { valor: cents(21347), date: day("2026-04-11") },
      { valor: cents(9990), date: day("2026-05-12") },
      { valor: cents(18000), date: day("2026-06-12") },
    ]);
    const stored = await call<Json>(getOne, { params: { id: bill._id }, token });
    expect(stored.body.amount).toBe(180);

    // The month's list says what was paid for a paid occurrence, the bill's amount for an unpaid one.
    const april = await call<PendingPaymentJson[]>(pendingPayments, { token, query: { month: "4", year: "2026" } });
    const july = await call<PendingPaymentJson[]>(pendingPayments, { token, query: { month: "7", year: "2026" } });
    expect(april.body.find((p) => p.recurringPaymentId === bill._id)).toMatchObject({ amount: 213.47, isPaid: true });
    expect(july.body.find((p) => p.recurringPaymentId === bill._id)).toMatchObject({ amount: 180, isPaid: false });
  });

  it("refuses a bad amount with a pt-BR message and records nothing", async () => {
    const bill = await createPayable({ name: "Conta de água", amount: 80, dueDay: 20 });
    const cases: [unknown, string][] = [
      [0, "O valor deve ser maior que zero."],
      [-5, "O valor deve ser maior que zero."],
      [10.123, "Valor inválido: use um número positivo com até duas casas decimais."],
      [1_000_000_000, "O valor máximo é R$ 999.999.999,99."],
      ["dez", "Valor inválido: use um número positivo com até duas casas decimais."],
      ["10,50", "Valor inválido: use um número positivo com até duas casas decimais."],
      [true, "Valor inválido: use um número positivo com até duas casas decimais."],
    ];
    for (const [amount, message] of cases) {
      const res = await payBill(bill._id, { dueDate: "2026-03-20", amount });
      expect(res).toMatchObject({ status: 400, body: { message } });
    }
    expect(await expensesNamed("Conta de água")).toEqual([]);
  });
});
