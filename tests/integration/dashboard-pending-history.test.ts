import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as pendingPayments } from "@/app/api/v1/dashboard/pending-payments/route";
import { POST as pay } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { POST as createRecurring } from "@/app/api/v1/recurring-payments/route";
import { db } from "@/lib/server/db";
import { recurringPaymentOccurrences, recurringPayments } from "@/db/schema";
import type { PendingPaymentJson } from "@/lib/schemas/recurring-payments";
import { day } from "@/lib/domain/calendar";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

/** A bill falls due only from the São Paulo day it was created on, unless a payment says otherwise. */
const month = (year: number, m: number) => ({ month: m, year });
const get = async <T>(
  handler: typeof pendingPayments,
  query: Record<string, number>,
  token: string,
) => {
  const res = await call<T>(handler, { path: "/api/v1/dashboard", query, token });
  expect(res.status).toBe(200);
  return res.body;
};

describe("pending payments before a bill existed", () => {
  let newcomer: string;
  const ids: Record<string, string> = {};
  const list = (m: { month: number; year: number }) =>
    get<PendingPaymentJson[]>(pendingPayments, m, newcomer);
  const dueDates = async (m: { month: number; year: number }, name: string) =>
    (await list(m))
      .filter((p) => p.name === name)
      .map((p) => `${p.dueDate}${p.isPaid ? " pago" : ""}`);
  const payOn = (name: string, dueDate: string) =>
    call<{ message?: string }>(pay, {
      method: "POST",
      params: { id: ids[name]! },
      token: newcomer,
      body: { dueDate },
    });

  beforeAll(async () => {
    newcomer = (await createTestUser()).token;
    const bill = async (name: string, dueDay: number, frequency: string, createdAt: string) => {
      const res = await call<{ _id: string }>(createRecurring, {
        method: "POST",
        token: newcomer,
        body: { name, amount: 100, dueDay, frequency },
      });
      expect(res.status).toBe(201);
      ids[name] = res.body._id;
      await db
        .update(recurringPayments)
        .set({ createdAt: new Date(createdAt) })
        .where(eq(recurringPayments.id, res.body._id));
    };
    // 12/03/2026 at 12:00 in São Paulo.
    await bill("Luz", 10, "monthly", "2026-03-12T15:00:00.000Z");
    await bill("Gás", 12, "monthly", "2026-03-12T15:00:00.000Z");
    await bill("Feira", 5, "weekly", "2026-03-12T15:00:00.000Z"); // every sexta-feira
    // 11/03/2026 at 23:30 in São Paulo is already the 12th in UTC: its first day is the 11th.
    await bill("Água", 11, "monthly", "2026-03-12T02:30:00.000Z");
  });

  it("lists nothing in the months before the bill was created", async () => {
    expect(await list(month(2026, 2))).toEqual([]);
    expect(await list(month(2025, 10))).toEqual([]);
  });

  it("in the month of creation, lists the due dates from the São Paulo creation day on", async () => {
    expect(await dueDates(month(2026, 3), "Luz")).toEqual([]);
    expect(await dueDates(month(2026, 3), "Gás")).toEqual(["2026-03-12"]);
    expect(await dueDates(month(2026, 3), "Feira")).toEqual([
      "2026-03-13",
      "2026-03-20",
      "2026-03-27",
    ]);
    expect(await dueDates(month(2026, 3), "Água")).toEqual(["2026-03-11"]);
    expect(await dueDates(month(2026, 4), "Luz")).toEqual(["2026-04-10"]);
  });

  it("still lists an occurrence paid before the creation day", async () => {
    const [me] = await db
      .select({ userId: recurringPayments.userId })
      .from(recurringPayments)
      .where(eq(recurringPayments.id, ids.Luz!));
    await db
      .insert(recurringPaymentOccurrences)
      .values({ userId: me!.userId, recurringPaymentId: ids.Luz!, dueDate: day("2026-02-10") });
    expect(await dueDates(month(2026, 2), "Luz")).toEqual(["2026-02-10 pago"]);
    expect(await dueDates(month(2026, 2), "Gás")).toEqual([]);
  });

  it("refuses to pay a due date before the creation day, and pays from that day on", async () => {
    const early = await payOn("Luz", "2026-03-10");
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({
      message: "Este pagamento foi cadastrado em 12/03/2026: não há vencimento antes dessa data.",
    });
    expect((await payOn("Feira", "2026-03-06")).status).toBe(400);
    expect((await payOn("Gás", "2026-03-12")).status).toBe(201);
    expect((await payOn("Água", "2026-03-11")).status).toBe(201);
    expect(await dueDates(month(2026, 3), "Gás")).toEqual(["2026-03-12 pago"]);
  });
});
