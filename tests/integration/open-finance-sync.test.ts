import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import {
  cardPayments,
  openFinanceAccounts,
  openFinanceItems,
  openFinanceTransactions,
  paymentMethods,
  } from "@/db/schema";
import { addMonths } from "@/lib/domain/calendar";
import { syncItem } from "@/server/open-finance/sync-item";
import { removeDeletedTransactions } from "@/server/open-finance/remove-deleted-transactions";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { cents } from "@/lib/format/money";
import { atSaoPaulo, connect, daysAgo, lastDay, rowsOf } from "./open-finance-sync-fixtures";
import { addCreditCard, syncStandIn } from "./pluggy-fixture";

const standIn = syncStandIn();

describe("syncItem: a Pluggy item written into Bolso", () => {
  it("maps accounts, signs, centavos (half away from zero), São Paulo days and payees; the balance is the bank's", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    standIn.fake.state.items.get(remote.id)!.consentExpiresAt = "2027-01-10T12:00:00.000Z";
    const bank = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 1234.56 });
    const card = addCreditCard(standIn.fake, remote.id, { brand: "MASTERCARD", balance: 300 });
    standIn.fake.state.addTransaction(bank.id, {
      amount: -10.005,
      date: atSaoPaulo(lastDay, "23:30"),
      description: "PIX ENVIADO JOAO",
      paymentData: {
        receiver: { name: "João Silva", documentNumber: { type: "CPF", value: "***.456.789-**" } },
      },
    });
    standIn.fake.state.addTransaction(bank.id, { amount: 2.675, date: daysAgo(5), description: "SALARIO" });
    standIn.fake.state.addTransaction(card.id, {
      amount: 50,
      date: daysAgo(4),
      description: "IFD*RESTAURANTE",
      merchant: { name: "iFood", businessName: "iFood Ltda", cnpj: "00", cnae: "5611-2/01" },
    });
    standIn.fake.state.addTransaction(card.id, {
      amount: -20,
      date: daysAgo(3),
      description: "Estorno compra",
    });
    standIn.fake.state.addTransaction(card.id, {
      amount: -100,
      date: daysAgo(2),
      description: "Pagamento recebido",
      category: "Credit card payment",
    });

    const first = await syncItem(db, standIn.client, item.id);

    const [stored] = await db
      .select()
      .from(openFinanceItems)
      .where(eq(openFinanceItems.id, item.id));
    expect(stored).toMatchObject({
      status: "UPDATED",
      consentExpiresAt: new Date("2027-01-10T12:00:00.000Z"),
    });
    const methods = await listPaymentMethods(db, user.id);
    const conta = methods.find((m) => m.name === "Pluggy Bank · Conta corrente");
    const cartao = methods.find((m) => m.name === "Pluggy Bank · Mastercard Black");
    expect(conta).toMatchObject({ kind: "account", balance: 1234.56 });
    expect(cartao).toMatchObject({
      kind: "credit_card",
      closingDay: 3,
      dueDay: 10,
      creditLimit: 5000,
    });

    const rows = await rowsOf(user.id);
    expect(rows.map((r) => [r.description, r.valor, r.type])).toEqual([
      ["PIX ENVIADO JOAO", cents(1001), "despesa"],
      ["SALARIO", cents(268), "receita"],
      ["iFood", cents(5000), "despesa"],
      ["Estorno compra", cents(-2000), "despesa"],
    ]);
    expect(rows[0]).toMatchObject({
      day: lastDay,
      counterparty: "João Silva (***.456.789-**)",
      paymentMethodId: conta!._id,
    });
    expect(rows[2]).toMatchObject({ raw: "IFD*RESTAURANTE", paymentMethodId: cartao!._id });
    expect(rows[2]!.statementMonth).not.toBeNull();
    // The merchant's CNAE is kept with the row, for the categoriser to read again later (the backfill).
    const [ifood] = await db.select().from(openFinanceTransactions).where(eq(openFinanceTransactions.transactionId, rows[2]!.id));
    expect(ifood).toMatchObject({ merchantCnae: "5611-2/01", mcc: null });
    // The fatura's payment is no income: a card payment, not a transaction.
    const payments = await db.select().from(cardPayments).where(eq(cardPayments.userId, user.id));
    expect(payments.map((p) => p.amount)).toEqual([cents(10000)]);
    // Bolso's fatura (50 − 20 = 30,00) against the bank's bill: the difference is reported.
    const month = rows[2]!.statementMonth!;
    expect(first!.billDifferences).toEqual([]);
    standIn.fake.state.addBill(card.id, { dueDate: `${month.slice(0, 8)}10`, totalAmount: 30 });
    standIn.fake.state.addBill(card.id, {
      dueDate: `${addMonths(month, -1).slice(0, 8)}10`,
      totalAmount: 12.5,
    });

    // Another sync (the bank's balance moved) stores nothing twice and follows the balance.
    bank.balance = 1000;
    const second = await syncItem(db, standIn.client, item.id);
    expect(second!.billDifferences).toEqual([
      {
        cardId: cartao!._id,
        month: `${addMonths(month, -1).slice(0, 8)}01`,
        bankCents: 1250,
        bolsoCents: 0,
      },
    ]);
    expect(await rowsOf(user.id)).toHaveLength(4);
    expect(
      await db.select().from(cardPayments).where(eq(cardPayments.userId, user.id)),
    ).toHaveLength(1);
    expect((await listPaymentMethods(db, user.id)).find((m) => m._id === conta!._id)?.balance).toBe(
      1000,
    );
  });

  it("never stores a row twice when syncs of one item run in parallel", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const bank = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    for (let n = 1; n <= 7; n += 1)
      standIn.fake.state.addTransaction(bank.id, {
        amount: -n,
        date: daysAgo(n),
        description: `Compra ${n}`,
      });
    await Promise.all([
      syncItem(db, standIn.client, item.id),
      syncItem(db, standIn.client, item.id),
      syncItem(db, standIn.client, item.id),
    ]);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((r) => r.pluggyId)).size).toBe(7);
  });


  it("a 429 or an outage fails the sync without half-writing; the retry resumes and stores each row once", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const bank = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    for (let n = 1; n <= 5; n += 1)
      standIn.fake.state.addTransaction(bank.id, {
        amount: -n,
        date: daysAgo(10 - n),
        description: `Conta ${n}`,
      });
    // The item, its accounts, its holder and the first page answer; the second page meets an outage.
    standIn.fake.failNext(503, 1, 4);
    await expect(syncItem(db, standIn.client, item.id)).rejects.toThrow();
    const partial = await rowsOf(user.id);
    expect(partial).toHaveLength(2);
    const [account] = await db
      .select()
      .from(openFinanceAccounts)
      .where(eq(openFinanceAccounts.itemId, item.id));
    expect(account!.lastSyncedAt).toBeNull();
    // Then Pluggy limits the rate past the SDK's own retries: the job fails again, nothing is lost.
    standIn.fake.failNext(429, 3, 3);
    await expect(syncItem(db, standIn.client, item.id)).rejects.toThrow();
    expect(await rowsOf(user.id)).toHaveLength(2);
    await syncItem(db, standIn.client, item.id);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.pluggyId)).size).toBe(5);
  });

  it("removes rows deleted at the bank unless the person touched them", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const bank = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    const a = standIn.fake.state.addTransaction(bank.id, {
      amount: -1,
      date: daysAgo(3),
      description: "Apagada",
    });
    const b = standIn.fake.state.addTransaction(bank.id, {
      amount: -2,
      date: daysAgo(2),
      description: "Editada",
    });
    await syncItem(db, standIn.client, item.id);
    await db
      .update(openFinanceTransactions)
      .set({ editedByUser: true })
      .where(
        and(
          eq(openFinanceTransactions.userId, user.id),
          eq(openFinanceTransactions.pluggyTransactionId, b.id),
        ),
      );
    expect(await removeDeletedTransactions(db, item.id, [a.id, b.id, "desconhecida"])).toBe(1);
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => r.description)).toEqual(["Editada"]);
    expect(rows[0]!.deletedAtBank).not.toBeNull();
    // Another person's item id removes nothing of this person's.
    const other = await connect(standIn.fake);
    expect(await removeDeletedTransactions(db, other.item.id, [b.id])).toBe(0);
    expect(
      await db.select().from(paymentMethods).where(eq(paymentMethods.userId, other.user.id)),
    ).toHaveLength(0);
  });
});
