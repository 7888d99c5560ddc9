import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { categories, categoryRules, openFinanceTransactions, transactions, transactionTypes } from "@/db/schema";
import { syncItem } from "@/server/open-finance/sync-item";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { connect, daysAgo } from "./open-finance-sync-fixtures";
import { syncStandIn } from "./pluggy-fixture";

const standIn = syncStandIn();

describe("syncItem: the category a bank row takes", () => {
  it("comes from the person's rules, then their history, settled; a category of the other type or none leaves it for review", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const [mercado, transporte] = await db
      .insert(categories)
      .values([
        { userId: user.id, name: "Mercado", type: "despesa" },
        { userId: user.id, name: "Transporte", type: "despesa" },
      ])
      .returning();
    await db.insert(categoryRules).values({ userId: user.id, contains: "padaria", categoryId: mercado!.id });
    const [despesa] = await db.select().from(transactionTypes).where(eq(transactionTypes.transactionType, "despesa"));
    // History: the person filed an Uber ride under Transporte before (another amount, so no link).
    await db.insert(transactions).values({
      userId: user.id,
      description: "Uber",
      valor: cents(9999),
      transactionDate: day(daysAgo(40).slice(0, 10)),
      transactionTypeId: despesa!.id,
      categoryId: transporte!.id,
    });
    const bank = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    const merchant = (name: string) => ({ name, businessName: name, cnpj: "00" });
    standIn.fake.state.addTransaction(bank.id, { amount: -17.5, date: daysAgo(3), description: "COMPRA PADARIA REAL", merchant: merchant("Padaria Real") });
    standIn.fake.state.addTransaction(bank.id, { amount: -23.6, date: daysAgo(2), description: "UBER *TRIP", merchant: merchant("Uber") });
    standIn.fake.state.addTransaction(bank.id, { amount: -5, date: daysAgo(2), description: "LOJA DESCONHECIDA" });
    standIn.fake.state.addTransaction(bank.id, { amount: 10, date: daysAgo(1), description: "ESTORNO PADARIA" });

    await syncItem(db, standIn.client, item.id);
    const rows = await db
      .select({ description: transactions.description, categoryId: transactions.categoryId, needsReview: openFinanceTransactions.needsReview })
      .from(openFinanceTransactions)
      .innerJoin(transactions, eq(transactions.id, openFinanceTransactions.transactionId))
      .where(eq(openFinanceTransactions.userId, user.id))
      .orderBy(transactions.description);
    expect(rows).toEqual([
      { description: "ESTORNO PADARIA", categoryId: null, needsReview: true },
      { description: "LOJA DESCONHECIDA", categoryId: null, needsReview: true },
      { description: "Padaria Real", categoryId: mercado!.id, needsReview: false },
      { description: "Uber", categoryId: transporte!.id, needsReview: false },
    ]);
  });
});
