import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as pendingPayments } from "@/app/api/v1/dashboard/pending-payments/route";
import { POST as createRecurring } from "@/app/api/v1/recurring-payments/route";
import { DELETE as deleteRecurring, PUT as updateRecurring } from "@/app/api/v1/recurring-payments/[id]/route";
import { db } from "@/lib/server/db";
import { recurringPaymentOccurrences } from "@/db/schema";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import { day, currentYearMonth, monthOfYear, shiftMonth, splitMonth, toDay } from "@/lib/domain/calendar";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

// The pending payments are cached by the list version: every change below must show at once.
describe("pending payments follow every change to the bills", () => {
  let token: string;
  let userId: string;
  // Next month, so a bill created today is owed on its due day whatever today is.
  const now = currentYearMonth();
  const { year, month } = splitMonth(shiftMonth(monthOfYear(now.year, now.month), 1));
  const dueDate = day(toDay(year, month, 10));

  const pending = async () => {
    const res = await call<PendingPaymentJson[]>(pendingPayments, { query: { month, year }, token });
    expect(res.status).toBe(200);
    return res.body.map(({ name, amount, dueDate: due, isPaid }) => ({ name, amount, dueDate: due, isPaid }));
  };
  const bill = { name: "Luz", amount: 100, dueDay: 10, frequency: "monthly" };

  beforeAll(async () => {
    ({ token, user: { id: userId } } = await createTestUser());
  });

  it("shows a new bill, an edit, a pause, an occurrence paid or unpaid, and a deletion", async () => {
    expect(await pending()).toEqual([]);

    const created = await call<{ _id: string }>(createRecurring, { method: "POST", token, body: bill });
    expect(created.status).toBe(201);
    const id = created.body._id;
    expect(await pending()).toEqual([{ name: "Luz", amount: 100, dueDate, isPaid: false }]);

    const edit = (changes: Record<string, unknown>) =>
      call(updateRecurring, { method: "PUT", params: { id }, token, body: { ...bill, ...changes } });
    expect((await edit({ name: "Energia", amount: 120.5 })).status).toBe(200);
    expect(await pending()).toEqual([{ name: "Energia", amount: 120.5, dueDate, isPaid: false }]);
    expect((await edit({ name: "Energia", amount: 120.5, isActive: false })).status).toBe(200);
    expect(await pending()).toEqual([]);
    expect((await edit({ name: "Energia", amount: 120.5 })).status).toBe(200);

    // An occurrence marked paid without an expense, as older rows are: no transaction moves.
    await db.insert(recurringPaymentOccurrences).values({ userId, recurringPaymentId: id, dueDate });
    expect(await pending()).toEqual([{ name: "Energia", amount: 120.5, dueDate, isPaid: true }]);
    await db
      .delete(recurringPaymentOccurrences)
      .where(and(eq(recurringPaymentOccurrences.recurringPaymentId, id), eq(recurringPaymentOccurrences.dueDate, dueDate)));
    expect(await pending()).toEqual([{ name: "Energia", amount: 120.5, dueDate, isPaid: false }]);

    expect((await call(deleteRecurring, { method: "DELETE", params: { id }, token })).status).toBe(204);
    expect(await pending()).toEqual([]);
  });
});
