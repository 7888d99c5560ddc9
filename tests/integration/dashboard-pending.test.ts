import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as monthlyExpense } from "@/app/api/v1/dashboard/monthly-expense/route";
import { GET as pendingPayments } from "@/app/api/v1/dashboard/pending-payments/route";
import { POST as pay, DELETE as unpay } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { db } from "@/lib/server/db";
import { recurringPaymentOccurrences, transactions } from "@/db/schema";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import { day, currentYearMonth, daysInMonth, todayInSaoPaulo, toDay } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { anyString, bills, get, month, pix, token, userId } from "./dashboard-fixtures";

describe("pending payments", () => {
  const pending = (m?: { month: number; year: number }) =>
    get<PendingPaymentJson[]>(pendingPayments, m);
  const occ = (name: string, dueDate: string, amount: number, isPaid = false) => ({
    _id: `${bills[name]}:${dueDate}`,
    recurringPaymentId: bills[name],
    name,
    dueDate,
    amount,
    isPaid,
    paidOn: null,
  });

  it("lists every occurrence of the active bills in the month: weekly once a week, yearly in its month", async () => {
    expect(await pending(month(2026, 3))).toEqual([
      occ("Diarista", "2026-03-06", 150),
      occ("Internet", "2026-03-10", 99.9),
      occ("Diarista", "2026-03-13", 150),
      occ("IPVA", "2026-03-15", 1234.56),
      occ("Diarista", "2026-03-20", 150),
      occ("Diarista", "2026-03-27", 150),
      occ("Condomínio", "2026-03-31", 700),
    ]);
  });

  it("day 31 falls on 28/02/2027 and on 29/02/2028", async () => {
    expect(await pending(month(2027, 2))).toEqual([
      occ("Diarista", "2027-02-05", 150),
      occ("Internet", "2027-02-10", 99.9),
      occ("Diarista", "2027-02-12", 150),
      occ("Diarista", "2027-02-19", 150),
      occ("Diarista", "2027-02-26", 150),
      occ("Condomínio", "2027-02-28", 700),
    ]);
    expect(await pending(month(2028, 2))).toEqual([
      occ("Diarista", "2028-02-04", 150),
      occ("Internet", "2028-02-10", 99.9),
      occ("Diarista", "2028-02-11", 150),
      occ("Diarista", "2028-02-18", 150),
      occ("Diarista", "2028-02-25", 150),
      occ("Condomínio", "2028-02-29", 700),
    ]);
  });

  it("with no month it is the current month", async () => {
    const { year, month: m } = currentYearMonth();
    const list = await pending();
    expect(list.find((p) => p.name === "Condomínio")?.dueDate).toBe(
      toDay(year, m, daysInMonth(year, m)),
    );
    expect(list.every((p) => p.dueDate.startsWith(toDay(year, m, 1).slice(0, 8)))).toBe(true);
  });

  it("paying marks the occurrence and records one expense on the day paid; unpaying undoes both", async () => {
    const payBill = (name: string, dueDate: string, paidOn?: string) =>
      call(pay, { method: "POST", params: { id: bills[name]! }, token, body: { dueDate, paidOn } });
    expect((await payBill("Internet", "2026-03-10", "2026-03-09")).status).toBe(201);
    expect((await payBill("Internet", "2026-03-10")).status).toBe(200);
    expect((await payBill("Diarista", "2026-03-13")).status).toBe(201);
    expect((await payBill("Diarista", "2026-03-14")).status).toBe(400);

    const list = await pending(month(2026, 3));
    expect(list.filter((p) => p.isPaid).map((p) => [p._id, p.paidOn])).toEqual([
      [`${bills.Internet}:2026-03-10`, "2026-03-09"],
      [`${bills.Diarista}:2026-03-13`, todayInSaoPaulo()],
    ]);
    // 1435,87 + 99,90 (Internet, paid on 09/03, twice still counts once); Diarista was paid today,
    // so it is this month's expense, not March's. vs February's 1600,10: −64,33 / 1600,10 = −4,0 %.
    expect(await get(monthlyExpense, month(2026, 3))).toEqual({
      currentMonthExpense: 1535.77,
      percentageIncreaseFromLastMonth: -4,
      comparison: { kind: "percent", value: -4 },
    });
    const recorded = await db
      .select()
      .from(transactions)
      .where(eq(transactions.description, "Internet"));
    expect(recorded).toEqual([
      expect.objectContaining({
        valor: cents(9990),
        transactionDate: day("2026-03-09"),
        paymentMethodId: pix,
        categoryId: null,
      }),
    ]);
    expect(recorded[0]!.id).toEqual(anyString);

    for (const [name, dueDate] of [
      ["Internet", "2026-03-10"],
      ["Diarista", "2026-03-13"],
    ] as const) {
      const res = await call(unpay, {
        method: "DELETE",
        params: { id: bills[name]! },
        token,
        query: { dueDate },
      });
      expect(res.status).toBe(204);
    }
    expect((await pending(month(2026, 3))).some((p) => p.isPaid)).toBe(false);
    expect(await get(monthlyExpense, month(2026, 3))).toEqual({
      currentMonthExpense: 1435.87,
      percentageIncreaseFromLastMonth: -10.3,
      comparison: { kind: "percent", value: -10.3 },
    });
  });

  it("an occurrence marked paid without an expense (an older row) says the day it was marked, in São Paulo", async () => {
    // 02:30 UTC on the 11th is still 23:30 on the 10th in São Paulo.
    const [row] = await db
      .insert(recurringPaymentOccurrences)
      .values({
        userId,
        recurringPaymentId: bills.Internet!,
        dueDate: day("2026-04-10"),
        paidAt: new Date("2026-04-11T02:30:00Z"),
      })
      .returning({ id: recurringPaymentOccurrences.id });
    try {
      const list = await pending(month(2026, 4));
      expect(list.filter((p) => p.isPaid)).toEqual([
        { ...occ("Internet", "2026-04-10", 99.9, true), paidOn: "2026-04-10" },
      ]);
      // Paid occurrences belong to their own month only.
      expect((await pending(month(2026, 5))).some((p) => p.isPaid)).toBe(false);
    } finally {
      await db
        .delete(recurringPaymentOccurrences)
        .where(eq(recurringPaymentOccurrences.id, row!.id));
    }
  });
});
