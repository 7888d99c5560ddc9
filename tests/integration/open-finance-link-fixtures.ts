import { eq } from "drizzle-orm";
import { PluggyClient } from "pluggy-sdk";
import { db } from "@/lib/server/db";
import { openFinanceItems, paymentMethods, transactions, transactionTypes } from "@/db/schema";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import type { FakePluggy } from "../fakes/pluggy-server";
import { PATCH as patchAccount } from "@/app/api/v1/open-finance/accounts/[id]/route";
import { GET as listItems } from "@/app/api/v1/open-finance/items/route";
import type { BankAccountJson, BankConnectionJson } from "@/lib/schemas/open-finance";
import { day, addMonths, splitDay, toDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";
import type { Cents } from "@/lib/format/money";

/** Day `dayOfMonth` of the month `monthsAgo` months before today's. */
export function dayOf(monthsAgo: number, dayOfMonth: number): Day {
  const { year, month } = splitDay(addMonths(todayInSaoPaulo(), -monthsAgo));
  return day(toDay(year, month, dayOfMonth));
}

export const atNoon = (day: string) => `${day}T12:00:00-03:00`;

export const sdkOf = (fake: FakePluggy) => new PluggyClient({ clientId: fake.clientId, clientSecret: fake.clientSecret });

/** A person with a Nubank connection at the stand-in (no account yet). */
export async function personAtNubank(fake: FakePluggy) {
  const { user, token } = await createTestUser();
  const remote = fake.state.createItem({ clientUserId: user.id });
  const [item] = await db
    .insert(openFinanceItems)
    .values({ userId: user.id, pluggyItemId: remote.id, institutionName: "Nubank", status: "UPDATED" })
    .returning();
  return { user, token, remote, item: item! };
}

export async function typeIds() {
  const rows = await db.select().from(transactionTypes);
  const of = (name: string) => rows.find((row) => row.transactionType === name)!.id;
  return { receita: of("receita"), despesa: of("despesa") };
}

export async function addMethod(
  userId: string,
  values: { name: string; kind: "account" | "credit_card" | "method"; openingBalance?: Cents; accountId?: string },
) {
  const card = values.kind === "credit_card" ? { closingDay: 3, dueDay: 10 } : {};
  const [row] = await db.insert(paymentMethods).values({ userId, ...values, ...card }).returning();
  return row!;
}

/** A row typed by hand. */
export async function typeRow(
  userId: string,
  row: { description: string; valor: Cents; day: Day; type: "receita" | "despesa"; paymentMethodId: string | null },
) {
  const ids = await typeIds();
  const [created] = await db
    .insert(transactions)
    .values({
      userId,
      description: row.description,
      valor: row.valor,
      transactionDate: row.day,
      transactionTypeId: ids[row.type],
      paymentMethodId: row.paymentMethodId,
    })
    .returning();
  return created!;
}

export async function connectionsOf(token: string): Promise<BankConnectionJson[]> {
  const res = await call<BankConnectionJson[]>(listItems, { path: "/api/v1/open-finance/items", token });
  if (res.status !== 200) throw new Error(`GET items → ${res.status}`);
  return res.body;
}

export const linkAccount = (token: string, id: string, paymentMethodId: string | null) =>
  call<BankAccountJson & { message?: string }>(patchAccount, {
    method: "PATCH",
    path: `/api/v1/open-finance/accounts/${id}`,
    params: { id },
    token,
    body: { paymentMethodId },
  });

export async function allRows(userId: string) {
  return db.select().from(transactions).where(eq(transactions.userId, userId));
}
