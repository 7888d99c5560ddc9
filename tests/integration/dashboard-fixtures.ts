import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import type { GET as monthlyRevenue } from "@/app/api/v1/dashboard/monthly-revenue/route";
import { POST as createRecurring } from "@/app/api/v1/recurring-payments/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { db } from "@/lib/server/db";
import {
  categories,
  paymentMethods,
  recurringPayments,
  transactions,
  transactionTypes,
} from "@/db/schema";
import { cents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { day } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

/**
 * A hand-made fixture; every expected figure below was computed on paper.
 *
 * Instalment "Notebook" 1000,05 in 10x from 31/07/2025: 100,05 on 31/07/2025, then 100,00 on
 * 31/08, 30/09, 31/10, 30/11, 31/12/2025, 31/01, 28/02, 31/03 and 30/04/2026 (category Lazer).
 *
 * Dec/2025: receita 0,00; despesa 100,00 (parcel 6).        savings −100,00
 * Jan/2026: receita 0,00; despesa 100,00 (parcel 7).        savings −100,00
 * Feb/2026: receita 5000,00; despesa 1200,00 + 300,10 + 100,00 = 1600,10.  savings 3399,90
 * Mar/2026: receita 5000,00 + 0,10 + 0,20 = 5000,30;
 *           despesa 1200,00 (Moradia) + 0,10 + 0,20 (Mercado) + 89,90 (Lazer, 31/03 23:30 SP)
 *                   + 45,67 (no category) + 100,00 (parcel 9, Lazer) = 1435,87.  savings 3564,43
 * Apr/2026: receita 0,00; despesa 100,00 (parcel 10).       savings −100,00
 */
export const anyString = expect.any(String) as unknown as string;

export let token: string;
export let userId: string;
export let expenseTypeId: string;
export let incomeTypeId: string;
export let moradia: string;
export let mercado: string;
export let lazer: string;
export let pix: string;
export const bills: Record<string, string> = {};

export const month = (year: number, m: number) => ({ month: m, year });
export const get = async <T>(
  handler: typeof monthlyRevenue,
  query?: Record<string, number>,
  as = token,
) => {
  const res = await call<T>(handler, { path: "/api/v1/dashboard", query, token: as });
  expect(res.status).toBe(200);
  return res.body;
};

export async function insert(
  description: string,
  valor: Cents,
  transactionDate: Day,
  type: "receita" | "despesa",
  categoryId: string | null = null,
  extra: Partial<typeof transactions.$inferInsert> = {},
) {
  await db.insert(transactions).values({
    userId,
    description,
    valor,
    transactionDate,
    transactionTypeId: type === "receita" ? incomeTypeId : expenseTypeId,
    categoryId,
    ...extra,
  });
}

export async function recurring(
  name: string,
  amount: number,
  dueDay: number,
  frequency: string,
  isActive = true,
) {
  const res = await call<{ _id: string }>(createRecurring, {
    method: "POST",
    token,
    body: { name, amount, dueDay, frequency, isActive, paymentMethodId: pix },
  });
  expect(res.status).toBe(201);
  bills[name] = res.body._id;
}

beforeAll(async () => {
  const me = await createTestUser();
  token = me.token;
  userId = me.user.id;
  const types = await db.select().from(transactionTypes);
  expenseTypeId = types.find((t) => t.transactionType === "despesa")!.id;
  incomeTypeId = types.find((t) => t.transactionType === "receita")!.id;
  const rows = await db
    .insert(categories)
    .values([
      { userId, name: "Moradia", color: "#10B981" },
      { userId, name: "Mercado", color: "#F59E0B" },
      { userId, name: "Lazer", color: "#8B5CF6" },
    ])
    .returning();
  [moradia, mercado, lazer] = rows.map((row) => row.id) as [string, string, string];
  const [method] = await db.insert(paymentMethods).values({ userId, name: "Pix" }).returning();
  pix = method!.id;

  const group = randomUUID();
  const installmentDates = [
    day("2025-07-31"),
    day("2025-08-31"),
    day("2025-09-30"),
    day("2025-10-31"),
    day("2025-11-30"),
    day("2025-12-31"),
    day("2026-01-31"),
    day("2026-02-28"),
    day("2026-03-31"),
    day("2026-04-30"),
  ];
  for (const [index, date] of installmentDates.entries()) {
    await insert(
      `Notebook (${index + 1}/10)`,
      index === 0 ? cents(10005) : cents(10000),
      date,
      "despesa",
      lazer,
      {
        installmentGroupId: group,
        installmentIndex: index + 1,
        installmentCount: 10,
      },
    );
  }

  await insert("Salário", cents(500000), day("2026-02-05"), "receita");
  await insert("Aluguel", cents(120000), day("2026-02-01"), "despesa", moradia);
  await insert("Mercado", cents(30010), day("2026-02-10"), "despesa", mercado);

  await insert("Salário", cents(500000), day("2026-03-05"), "receita");
  await insert("Freela", cents(10), day("2026-03-12"), "receita");
  await insert("Venda", cents(20), day("2026-03-20"), "receita");
  await insert("Aluguel", cents(120000), day("2026-03-01"), "despesa", moradia);
  await insert("Pão", cents(10), day("2026-03-03"), "despesa", mercado);
  await insert("Leite", cents(20), day("2026-03-04"), "despesa", mercado);
  await insert("Farmácia", cents(4567), day("2026-03-15"), "despesa");
  // 31/03/2026 at 23:30 in São Paulo is 02:30 UTC on 01/04: it is still March's.
  const dinner = await call(createTransaction, {
    method: "POST",
    token,
    body: {
      description: "Jantar",
      valor: 89.9,
      categoryId: lazer,
      paymentMethodId: pix,
      transactionTypeId: expenseTypeId,
      transactionDate: "2026-04-01T02:30:00.000Z",
      isObjective: false,
      objectiveId: null,
    },
  });
  expect(dinner.status).toBe(201);

  await recurring("Diarista", 150, 5, "weekly"); // every sexta-feira
  await recurring("Condomínio", 700, 31, "monthly");
  await recurring("Internet", 99.9, 10, "monthly");
  await recurring("IPVA", 1234.56, 75, "yearly"); // 15 de março
  await recurring("Academia antiga", 80, 10, "monthly", false);
  // The fixture's bills exist since before every month below (a bill falls due from its creation).
  await db
    .update(recurringPayments)
    .set({ createdAt: new Date("2025-01-01T03:00:00.000Z") })
    .where(eq(recurringPayments.userId, userId));

  // Another user's data never shows up.
  const other = await createTestUser();
  await db.insert(transactions).values({
    userId: other.user.id,
    description: "Outro",
    valor: cents(99999),
    transactionDate: day("2026-03-10"),
    transactionTypeId: expenseTypeId,
  });
  await call(createRecurring, {
    method: "POST",
    token: other.token,
    body: { name: "Outro", amount: 1, dueDay: 1 },
  });
});
