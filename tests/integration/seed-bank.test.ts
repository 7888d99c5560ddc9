import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  openFinanceMoves,
  openFinanceTransactions,
  payees,
  paymentMethods,
  transactions,
  transfers,
  users,
} from "@/db/schema";
import { DEMO_EMAIL, seedDemoAccount } from "@/db/seed";
import { db } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { findStatementAlerts } from "@/server/cards";
import { listConnections } from "@/server/open-finance/list-connections";
import { countReviewRows, listReviewRows } from "@/server/open-finance/list-review-rows";
import { findBillAlerts } from "@/server/recurring-payments/find-bill-alerts";
import { findSubscriptionSuggestions } from "@/server/recurring-payments/find-subscription-suggestions";

// 02/12/2026 09:00 in São Paulo: early in the month, when the demo moves its first week to today.
const NOW = new Date("2026-12-02T12:00:00Z");
const TODAY = todayInSaoPaulo(NOW);

async function demoUserId(): Promise<string> {
  await seedDemoAccount(db, NOW);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (!user) throw new Error("demo user missing");
  return user.id;
}

describe("the demo's connected bank", () => {
  it("is a Pluggy Bank connection, updated, with the conta and the card linked", async () => {
    const userId = await demoUserId();
    const [connection, ...others] = await listConnections(db, userId, {}, NOW);
    expect(others).toEqual([]);
    expect(connection).toMatchObject({
      institutionName: "Pluggy Bank",
      status: "UPDATED",
      statusLabel: "Atualizada",
      needsAction: false,
      lastSyncedAt: NOW,
    });
    const methods = new Map(
      (await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId))).map((m) => [m.id, m.name]),
    );
    expect(connection!.accounts).toHaveLength(2);
    expect(connection!.accounts.map((a) => [a.type, a.linkState, methods.get(a.paymentMethodId ?? "")]).sort()).toEqual([
      ["BANK", "linked", "Conta corrente"],
      ["CREDIT", "linked", "Cartão de crédito"],
    ]);
  });

  it("brings a year of bank rows, most categorised with their source and payee", async () => {
    const userId = await demoUserId();
    const rows = await db
      .select({
        categoryId: transactions.categoryId,
        source: transactions.categorySource,
        payeeId: transactions.payeeId,
        day: transactions.transactionDate,
      })
      .from(openFinanceTransactions)
      .innerJoin(transactions, eq(transactions.id, openFinanceTransactions.transactionId))
      .where(eq(openFinanceTransactions.userId, userId));
    expect(rows.length).toBeGreaterThan(300);
    const days = rows.map((r) => r.day).sort();
    expect(days[0]! <= "2026-01-05").toBe(true);
    expect(days.at(-1)).toBe(TODAY);
    const categorised = rows.filter((r) => r.categoryId !== null && r.source !== null);
    expect(categorised.length / rows.length).toBeGreaterThanOrEqual(0.7);
    const sources = new Map<string, number>();
    for (const r of rows) sources.set(r.source ?? "none", (sources.get(r.source ?? "none") ?? 0) + 1);
    for (const source of ["rule", "payee", "bank"]) expect(sources.get(source), source).toBeGreaterThan(0);
    expect(sources.get("payee")! + sources.get("rule")!).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((r) => r.payeeId).length / rows.length).toBeGreaterThan(0.7);
    expect(await db.$count(payees, eq(payees.userId, userId))).toBeGreaterThan(20);
  });

  it("leaves exactly 8 rows waiting in review, each with the bank's or the MCC's suggestion", async () => {
    const userId = await demoUserId();
    expect(await countReviewRows(db, userId)).toBe(8);
    const waiting = await db
      .select({ source: transactions.categorySource, categoryId: transactions.categoryId, day: transactions.transactionDate })
      .from(openFinanceTransactions)
      .innerJoin(transactions, eq(transactions.id, openFinanceTransactions.transactionId))
      .where(sql`${openFinanceTransactions.userId} = ${userId} and ${openFinanceTransactions.needsReview}`);
    expect(waiting).toHaveLength(8);
    expect(waiting.every((w) => (w.source === "bank" || w.source === "mcc") && w.categoryId !== null)).toBe(true);
    expect(new Set(waiting.map((w) => w.source))).toEqual(new Set(["bank", "mcc"]));
    expect(waiting.every((w) => w.day <= TODAY && w.day >= "2026-11-25")).toBe(true);
    const page = await listReviewRows(db, userId, 1);
    expect(page).toMatchObject({ total: 8 });
  });

  it("offers exactly one subscription: the payee charged monthly that no bill follows", async () => {
    const userId = await demoUserId();
    const suggestions = await findSubscriptionSuggestions(db, userId, undefined, TODAY);
    expect(suggestions.map((s) => [s.payeeName, s.amountCents, s.dueDay])).toEqual([["Spotify", 2_190, 22]]);
  });

  it("shows one transfer from the conta into Investimentos, its Pluggy id taken", async () => {
    const userId = await demoUserId();
    const moved = await db
      .select({
        from: sql<string>`(select name from payment_methods where id = ${transfers.fromPaymentMethodId})`,
        to: sql<string>`(select name from payment_methods where id = ${transfers.toPaymentMethodId})`,
        amount: transfers.amount,
        pluggyId: openFinanceMoves.pluggyTransactionId,
      })
      .from(transfers)
      .leftJoin(openFinanceMoves, eq(openFinanceMoves.transferId, transfers.id))
      .where(eq(transfers.userId, userId));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ from: "Conta corrente", to: "Investimentos" });
    expect(moved[0]!.pluggyId).toBeTruthy();
    expect(moved[0]!.amount).toBeGreaterThan(0);
  });

  it("keeps the demo calm: nothing overdue and no fatura left to pay", async () => {
    const userId = await demoUserId();
    expect((await findBillAlerts(db, userId, NOW)).overdue).toEqual([]);
    expect(await findStatementAlerts(db, userId, NOW)).toEqual([]);
  });
});
