import { beforeAll, describe, expect, it } from "vitest";
import { POST as createBill } from "@/app/api/v1/capture/bill/route";
import { GET as pendingPayments } from "@/app/api/v1/dashboard/pending-payments/route";
import { GET as listRecurring } from "@/app/api/v1/recurring-payments/route";
import { POST as pay } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { addDays, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { db } from "@/lib/server/db";
import type { OneOffBillJson } from "@/lib/schemas/capture";
import type { PendingPaymentJson, RecurringPaymentJson } from "@/lib/schemas/recurring-payments";
import { findBillAlerts } from "@/server/recurring-payments/find-bill-alerts";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

let token = "";
let userId = "";
beforeAll(async () => {
  const owner = await createTestUser();
  ({ token } = owner);
  userId = owner.user.id;
});

const post = (body: unknown) =>
  call<OneOffBillJson & { message: string }>(createBill, { method: "POST", path: "/api/v1/capture/bill", token, body });

const pendingIn = async (day: string) => {
  const { year, month } = splitDay(day);
  const res = await call<PendingPaymentJson[]>(pendingPayments, {
    path: "/api/v1/dashboard/pending-payments",
    query: { year, month },
    token,
  });
  return res.body;
};

describe("POST /capture/bill: a boleto as a one-off bill", () => {
  it("is pending on its due date only, in the bell, until it is paid", async () => {
    const tomorrow = addDays(todayInSaoPaulo(), 1);
    const res = await post({ name: "Boleto Itaú", amount: 450.67, dueDate: tomorrow });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Boleto Itaú", amount: 450.67, dueDate: tomorrow });
    const pending = (await pendingIn(tomorrow)).filter((p) => p.recurringPaymentId === res.body._id);
    expect(pending).toEqual([expect.objectContaining({ dueDate: tomorrow, amount: 450.67, isPaid: false })]);
    expect(await pendingIn(addDays(tomorrow, 40)).then((all) => all.some((p) => p.recurringPaymentId === res.body._id))).toBe(false);
    expect((await findBillAlerts(db, userId)).dueSoon.map((b) => b.recurringPaymentId)).toContain(res.body._id);

    const paid = await call(pay, { method: "POST", params: { id: res.body._id }, token, body: { dueDate: tomorrow } });
    expect(paid.status).toBe(201);
    expect((await findBillAlerts(db, userId)).dueSoon.map((b) => b.recurringPaymentId)).not.toContain(res.body._id);
    const list = await call<RecurringPaymentJson[]>(listRecurring, { path: "/api/v1/recurring-payments", token });
    expect(list.body.find((p) => p._id === res.body._id)?.frequency).toBe("once");
  });

  it("shows a late boleto as overdue, though entered after its date", async () => {
    const lastWeek = addDays(todayInSaoPaulo(), -7);
    const res = await post({ name: "Boleto atrasado", amount: "12.30", dueDate: lastWeek });
    expect(res.status).toBe(201);
    expect((await findBillAlerts(db, userId)).overdue.map((b) => b.recurringPaymentId)).toContain(res.body._id);
  });

  it("refuses a bill without amount or with an impossible date", async () => {
    expect((await post({ name: "X", amount: 0, dueDate: "2026-03-10" })).status).toBe(400);
    const res = await post({ name: "X", amount: 10, dueDate: "2026-02-30" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/data/i);
  });
});
