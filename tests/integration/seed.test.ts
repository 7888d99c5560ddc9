import bcrypt from "bcryptjs";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  categories,
  objectives,
  paymentMethods,
  recurringPaymentOccurrences,
  recurringPayments,
  transactions,
  transactionTypes,
  users,
} from "@/db/schema";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoAccount } from "@/db/seed";
import { db } from "@/lib/server/db";
import { cardPayments } from "@/db/schema";
import { findStatementAlerts } from "@/server/cards";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { findBillAlerts } from "@/server/recurring-payments/find-bill-alerts";
import { sumCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { day } from "@/lib/domain/calendar";

// 20/03/2026 09:00 in São Paulo: the 12 months run from April 2025 to March 2026.
const NOW = new Date("2026-03-20T12:00:00Z");

async function counts() {
  const count = async (table: Parameters<typeof db.$count>[0]) => db.$count(table);
  return {
    users: await count(users),
    categories: await count(categories),
    paymentMethods: await count(paymentMethods),
    objectives: await count(objectives),
    recurring: await count(recurringPayments),
    occurrences: await count(recurringPaymentOccurrences),
    transactions: await count(transactions),
  };
}

async function demoUser() {
  const [user] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  if (!user) throw new Error("demo user missing");
  return user;
}

describe("seedDemoAccount", () => {
  it("creates the demo account, and a second run duplicates nothing", async () => {
    const first = await seedDemoAccount(db, NOW);
    expect(first).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD, created: true });
    const afterFirst = await counts();
    const second = await seedDemoAccount(db, NOW);
    expect(second.created).toBe(false);
    expect(await counts()).toEqual(afterFirst);
    // Six of the person's, and "Investimentos", where the connected bank's CDB move went.
    expect(afterFirst).toMatchObject({ users: 1, objectives: 2, recurring: 5, paymentMethods: 7 });
    expect(afterFirst.categories).toBeGreaterThanOrEqual(7);
    expect(afterFirst.transactions).toBeGreaterThan(250);
  });

  it("makes a confirmed VIP account whose printed password works (bcrypt cost 12)", async () => {
    const user = await demoUser();
    expect(user.confirmedAt).not.toBeNull();
    expect(user.vipAccess).toBe(true);
    expect(user.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(await bcrypt.compare(DEMO_PASSWORD, user.passwordHash)).toBe(true);
  });

  it("restores the demo login when it was changed, keeping the data", async () => {
    const before = await counts();
    const user = await demoUser();
    await db
      .update(users)
      .set({
        passwordHash: await bcrypt.hash("outra-senha", 4),
        vipAccess: false,
        confirmedAt: null,
      })
      .where(eq(users.id, user.id));
    await seedDemoAccount(db, NOW);
    const restored = await demoUser();
    expect(restored.vipAccess).toBe(true);
    expect(restored.confirmedAt).not.toBeNull();
    expect(await bcrypt.compare(DEMO_PASSWORD, restored.passwordHash)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it("fills each of the 12 months up to the current one with income, rent, groceries, Pix and power", async () => {
    const rows = await db
      .select({
        month: sql<string>`to_char(${transactions.transactionDate}, 'YYYY-MM')`,
        description: transactions.description,
        type: transactionTypes.transactionType,
      })
      .from(transactions)
      .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
      .where(sql`${transactions.installmentGroupId} is null`);
    const months = [...new Set(rows.map((r) => r.month))].sort();
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-04");
    expect(months.at(-1)).toBe("2026-03");
    for (const month of months) {
      const of = rows.filter((r) => r.month === month);
      expect(
        of.some((r) => r.description === "Salário" && r.type === "receita"),
        month,
      ).toBe(true);
      expect(
        of.some((r) => r.description === "Aluguel"),
        month,
      ).toBe(true);
      expect(of.filter((r) => r.description.startsWith("Pix")).length, month).toBeGreaterThan(0);
      expect(
        of.some((r) => r.description.startsWith("Conta de luz")),
        month,
      ).toBe(true);
    }
    // Nothing but instalments is dated after "today".
    const future = await db.$count(
      transactions,
      and(
        sql`${transactions.transactionDate} > '2026-03-20'`,
        sql`${transactions.installmentGroupId} is null`,
      ),
    );
    expect(future).toBe(0);
  });

  it("splits the 10x card purchase exactly, remainder on the first parcel", async () => {
    const installments = await db
      .select()
      .from(transactions)
      .where(isNotNull(transactions.installmentGroupId))
      .orderBy(transactions.installmentIndex);
    expect(installments).toHaveLength(10);
    expect(new Set(installments.map((p) => p.installmentGroupId)).size).toBe(1);
    expect(installments.map((p) => p.installmentIndex)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(installments.every((p) => p.installmentCount === 10)).toBe(true);
    installments.forEach((p, i) => expect(p.description).toMatch(new RegExp(` \\(${i + 1}/10\\)$`)));
    const cents = installments.map((p) => p.valor);
    expect(sumCents(cents)).toBe(456_789);
    expect(cents[0]).toBe(45_687);
    expect(cents.slice(1).every((c) => c === 45_678)).toBe(true);
    const dates = installments.map((p) => p.transactionDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it("links savings to the two goals and pays the recurring bills through occurrences", async () => {
    const linked = await db
      .select({
        objectiveId: transactions.objectiveId,
        total: sql<Cents>`sum(${transactions.valor})`.mapWith(transactions.valor),
      })
      .from(transactions)
      .where(eq(transactions.isObjective, true))
      .groupBy(transactions.objectiveId);
    expect(linked).toHaveLength(2);
    expect(linked.every((l) => l.objectiveId && l.total > 0)).toBe(true);

    const bills = await db.select().from(recurringPayments);
    expect(bills.map((b) => b.frequency).sort()).toEqual([
      "monthly",
      "monthly",
      "monthly",
      "weekly",
      "yearly",
    ]);
    const occurrences = await db
      .select({ dueDate: recurringPaymentOccurrences.dueDate, day: transactions.transactionDate })
      .from(recurringPaymentOccurrences)
      .innerJoin(transactions, eq(transactions.id, recurringPaymentOccurrences.transactionId));
    expect(occurrences.length).toBeGreaterThan(12 * 2 + 50);
    expect(occurrences.every((o) => o.dueDate === o.day)).toBe(true);
  });

  it("dates the bills from the start of the history, so the dashboard lists their earlier months", async () => {
    const bills = await db
      .select({ createdAt: recurringPayments.createdAt })
      .from(recurringPayments)
      .where(ne(recurringPayments.name, "Condomínio"));
    // 01/04/2025 00:00 in São Paulo (UTC−3).
    expect(bills.map((b) => b.createdAt.toISOString())).toEqual(
      Array(4).fill("2025-04-01T03:00:00.000Z"),
    );
    const [first] = await db
      .select({ dueDate: sql<string>`min(${recurringPaymentOccurrences.dueDate})::text` })
      .from(recurringPaymentOccurrences);
    expect(first?.dueDate.startsWith("2025-04")).toBe(true);
  });

  it("gives every category and payment method a colour", async () => {
    const colours = [
      ...(await db.select({ color: categories.color }).from(categories)),
      ...(await db.select({ color: paymentMethods.color }).from(paymentMethods)),
    ];
    expect(colours.every((c) => /^#[0-9A-F]{6}$/i.test(c.color))).toBe(true);
    expect(new Set(colours.map((c) => c.color)).size).toBeGreaterThan(10);
  });

  it("shows the product: accounts, methods drawing from the bank, a card with a year of faturas paid on time", async () => {
    const { id } = await demoUser();
    const methods = new Map((await listPaymentMethods(db, id)).map((m) => [m.name, m]));
    const conta = methods.get("Conta corrente");
    expect(conta).toMatchObject({ kind: "account" });
    expect(conta?.balance).toBeGreaterThan(0);
    expect(methods.get("Dinheiro")).toMatchObject({ kind: "account" });
    for (const name of ["Pix", "Cartão de débito", "Boleto"]) expect(methods.get(name)).toMatchObject({ kind: "method", accountId: conta?._id });
    const card = methods.get("Cartão de crédito");
    expect(card).toMatchObject({ kind: "credit_card", closingDay: 3, dueDay: 10 });
    const statements = await db
      .select({ month: sql<string>`${transactions.statementMonth}::text`, total: sql<Cents>`sum(${transactions.valor})`.mapWith(transactions.valor) })
      .from(transactions)
      .where(and(eq(transactions.paymentMethodId, card?._id ?? ""), isNotNull(transactions.statementMonth)))
      .groupBy(transactions.statementMonth)
      .orderBy(transactions.statementMonth);
    const paid = new Map(
      (await db.select().from(cardPayments).where(eq(cardPayments.cardId, card?._id ?? ""))).map((p) => [p.statementMonth, p]),
    );
    // Due from the history's first fatura to 10/03/2026: paid in full on the due day, from the Conta corrente.
    const due = statements.filter((f) => f.month <= "2026-03-01");
    expect(due.length).toBeGreaterThanOrEqual(11);
    for (const statement of due) {
      expect(paid.get(day(statement.month)), statement.month).toMatchObject({ amount: statement.total, paidOn: day(`${statement.month.slice(0, 8)}10`), fromPaymentMethodId: conta?._id });
    }
    expect(statements.filter((f) => f.month > "2026-03-01").length).toBeGreaterThan(2);
    expect(await findStatementAlerts(db, id, NOW)).toEqual([]);
  });

  it("has nothing overdue, one bill due tomorrow, and Competência differs from Caixa", async () => {
    const { id } = await demoUser();
    const bills = await findBillAlerts(db, id, NOW);
    expect(bills.overdue).toEqual([]);
    expect(bills.dueSoon.map((b) => [b.name, b.dueDate])).toEqual([["Condomínio", "2026-03-21"]]);
    const competencia = await getMonthSummary(db, id, { year: 2026, month: 2, regime: "competencia" });
    const caixa = await getMonthSummary(db, id, { year: 2026, month: 2, regime: "caixa" });
    expect(competencia.current.despesa).not.toBe(caixa.current.despesa);
  });
});
