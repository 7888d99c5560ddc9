import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { PluggyClient } from "pluggy-sdk";
import { db } from "@/lib/server/db";
import {
  cardPayments,
  openFinanceAccounts,
  openFinanceItems,
  openFinanceTransactions,
  paymentMethods,
  transactions,
  transactionTypes,
  transfers,
} from "@/db/schema";
import { addMonthsClamped, daysInMonth, splitDay, todayInSaoPaulo } from "@/lib/format/dates";
import { syncItem } from "@/server/open-finance/sync-item";
import { removeDeletedTransactions } from "@/server/open-finance/remove-deleted-transactions";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { startFakePluggy, type FakePluggy } from "../fakes/pluggy-server";
import { createTestUser } from "../helpers/users";

let fake: FakePluggy;
let client: PluggyClient;

beforeAll(async () => {
  fake = await startFakePluggy({ cursorPageSize: 2 });
  process.env.PLUGGY_API_URL = fake.url;
  client = new PluggyClient({ clientId: fake.clientId, clientSecret: fake.clientSecret });
});
afterAll(() => fake.stop());

/** Last day of the month two months ago, at 23:30 in São Paulo (02:30 UTC of the next day). */
const lastDay = (() => {
  const { year, month } = splitDay(addMonthsClamped(todayInSaoPaulo(), -2));
  return `${year}-${String(month).padStart(2, "0")}-${String(daysInMonth(year, month)).padStart(2, "0")}`;
})();
const atSaoPaulo = (day: string, time = "12:00") => `${day}T${time}:00-03:00`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

async function connect() {
  const { user } = await createTestUser();
  const remote = fake.state.createItem({ clientUserId: user.id });
  const [item] = await db
    .insert(openFinanceItems)
    .values({
      userId: user.id,
      pluggyItemId: remote.id,
      institutionName: "Pluggy Bank",
      status: "UPDATING",
    })
    .returning();
  return { user, remote, item: item! };
}

async function rowsOf(userId: string) {
  return db
    .select({
      id: transactions.id,
      description: transactions.description,
      valor: transactions.valor,
      day: transactions.transactionDate,
      type: transactionTypes.transactionType,
      paymentMethodId: transactions.paymentMethodId,
      statementMonth: transactions.statementMonth,
      groupId: transactions.installmentGroupId,
      pluggyId: openFinanceTransactions.pluggyTransactionId,
      status: openFinanceTransactions.status,
      raw: openFinanceTransactions.rawDescription,
      counterparty: openFinanceTransactions.counterparty,
      reconciled: openFinanceTransactions.reconciled,
      deletedAtBank: openFinanceTransactions.deletedAtBankAt,
    })
    .from(transactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, transactions.transactionTypeId))
    .leftJoin(openFinanceTransactions, eq(openFinanceTransactions.transactionId, transactions.id))
    .where(eq(transactions.userId, userId))
    .orderBy(transactions.transactionDate, transactions.description);
}

describe("syncItem: a Pluggy item written into Bolso", () => {
  it("maps accounts, signs, centavos (half away from zero), São Paulo days and payees; the balance is the bank's", async () => {
    const { user, remote, item } = await connect();
    fake.state.items.get(remote.id)!.consentExpiresAt = "2027-01-10T12:00:00.000Z";
    const bank = fake.state.addAccount(remote.id, { type: "BANK", balance: 1234.56 });
    const card = fake.state.addAccount(remote.id, {
      type: "CREDIT",
      balance: 300,
      creditData: {
        level: null,
        brand: "MASTERCARD",
        balanceCloseDate: "2026-11-03",
        balanceDueDate: "2026-11-10",
        availableCreditLimit: null,
        creditLimit: 5000,
        minimumPayment: null,
        balanceForeignCurrency: null,
        isLimitFlexible: null,
        status: "ACTIVE",
      },
    });
    fake.state.addTransaction(bank.id, {
      amount: -10.005,
      date: atSaoPaulo(lastDay, "23:30"),
      description: "PIX ENVIADO JOAO",
      paymentData: {
        receiver: { name: "João Silva", documentNumber: { type: "CPF", value: "***.456.789-**" } },
      },
    });
    fake.state.addTransaction(bank.id, { amount: 2.675, date: daysAgo(5), description: "SALARIO" });
    fake.state.addTransaction(card.id, {
      amount: 50,
      date: daysAgo(4),
      description: "IFD*RESTAURANTE",
      merchant: { name: "iFood", businessName: "iFood Ltda", cnpj: "00" },
    });
    fake.state.addTransaction(card.id, {
      amount: -20,
      date: daysAgo(3),
      description: "Estorno compra",
    });
    fake.state.addTransaction(card.id, {
      amount: -100,
      date: daysAgo(2),
      description: "Pagamento recebido",
      category: "Credit card payment",
    });

    const first = await syncItem(db, client, item.id);

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
      ["PIX ENVIADO JOAO", "10.01", "despesa"],
      ["SALARIO", "2.68", "receita"],
      ["iFood", "50.00", "despesa"],
      ["Estorno compra", "20.00", "receita"],
    ]);
    expect(rows[0]).toMatchObject({
      day: lastDay,
      counterparty: "João Silva (***.456.789-**)",
      paymentMethodId: conta!._id,
    });
    expect(rows[2]).toMatchObject({ raw: "IFD*RESTAURANTE", paymentMethodId: cartao!._id });
    expect(rows[2]!.statementMonth).not.toBeNull();
    // The fatura's payment is no income: a card payment, not a transaction.
    const payments = await db.select().from(cardPayments).where(eq(cardPayments.userId, user.id));
    expect(payments.map((p) => p.amount)).toEqual(["100.00"]);
    // Bolso's fatura (50 − 20 = 30,00) against the bank's bill: the difference is reported.
    const month = rows[2]!.statementMonth!;
    expect(first!.billDifferences).toEqual([]);
    fake.state.addBill(card.id, { dueDate: `${month.slice(0, 8)}10`, totalAmount: 30 });
    fake.state.addBill(card.id, {
      dueDate: `${addMonthsClamped(month, -1).slice(0, 8)}10`,
      totalAmount: 12.5,
    });

    // Another sync (the bank's balance moved) stores nothing twice and follows the balance.
    bank.balance = 1000;
    const second = await syncItem(db, client, item.id);
    expect(second!.billDifferences).toEqual([
      {
        cardId: cartao!._id,
        month: `${addMonthsClamped(month, -1).slice(0, 8)}01`,
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
    const { user, remote, item } = await connect();
    const bank = fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    for (let n = 1; n <= 7; n += 1)
      fake.state.addTransaction(bank.id, {
        amount: -n,
        date: daysAgo(n),
        description: `Compra ${n}`,
      });
    await Promise.all([
      syncItem(db, client, item.id),
      syncItem(db, client, item.id),
      syncItem(db, client, item.id),
    ]);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((r) => r.pluggyId)).size).toBe(7);
  });

  it("replaces a pending row by its posted version, and links a hand-typed row instead of copying it", async () => {
    const { user, remote, item } = await connect();
    const bank = fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    const pending = fake.state.addTransaction(bank.id, {
      amount: -42.9,
      date: daysAgo(6),
      description: "MERCADO PENDENTE",
      status: "PENDING",
    });
    await syncItem(db, client, item.id);
    fake.state.transactions = fake.state.transactions.filter((t) => t.id !== pending.id);
    fake.state.addTransaction(bank.id, {
      amount: -42.9,
      date: daysAgo(5),
      description: "MERCADO",
      status: "POSTED",
    });
    const [despesa] = await db
      .select()
      .from(transactionTypes)
      .where(eq(transactionTypes.transactionType, "despesa"));
    const [typed] = await db
      .insert(transactions)
      .values({
        userId: user.id,
        description: "Farmácia",
        valor: "18.30",
        transactionDate: daysAgo(2).slice(0, 10),
        transactionTypeId: despesa!.id,
      })
      .returning();
    fake.state.addTransaction(bank.id, {
      amount: -18.3,
      date: daysAgo(4),
      description: "DROGARIA",
    });
    await syncItem(db, client, item.id);
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => [r.description, r.status, r.reconciled])).toEqual([
      ["MERCADO", "POSTED", false],
      ["Farmácia", "POSTED", true],
    ]);
    const [account] = await db
      .select()
      .from(openFinanceAccounts)
      .where(eq(openFinanceAccounts.itemId, item.id));
    expect(rows[1]).toMatchObject({ id: typed!.id, paymentMethodId: account!.paymentMethodId });
  });

  it("turns money moved between two connected accounts into one transfer, counted as neither income nor spending", async () => {
    const { user, remote, item } = await connect();
    const corrente = fake.state.addAccount(remote.id, { type: "BANK", balance: 800 });
    const poupanca = fake.state.addAccount(remote.id, {
      type: "BANK",
      balance: 200,
      name: "Poupança",
      subtype: "SAVINGS_ACCOUNT",
    });
    fake.state.addTransaction(corrente.id, {
      amount: -200,
      date: daysAgo(3),
      description: "TED ENVIADA",
    });
    fake.state.addTransaction(poupanca.id, {
      amount: 200,
      date: daysAgo(2),
      description: "TED RECEBIDA",
    });
    fake.state.addTransaction(poupanca.id, { amount: 201, date: daysAgo(2), description: "OUTRA" });
    await syncItem(db, client, item.id);
    await syncItem(db, client, item.id);
    expect((await rowsOf(user.id)).map((r) => r.description)).toEqual(["OUTRA"]);
    const moved = await db.select().from(transfers).where(eq(transfers.userId, user.id));
    expect(moved).toHaveLength(1);
    const methods = await listPaymentMethods(db, user.id);
    expect(moved[0]).toMatchObject({
      amount: "200.00",
      fromPaymentMethodId: methods.find((m) => m.name === "Pluggy Bank · Conta corrente")!._id,
      toPaymentMethodId: methods.find((m) => m.name === "Pluggy Bank · Poupança")!._id,
    });
    expect(methods.find((m) => m.name === "Pluggy Bank · Poupança")!.balance).toBe(200);
  });

  it("a connected account's debit that pays a connected card's fatura is that payment, not spending, in either order", async () => {
    for (const cardFirst of [false, true]) {
      const { user, remote, item } = await connect();
      const add = {
        bank: () => fake.state.addAccount(remote.id, { type: "BANK", balance: 700 }),
        card: () => fake.state.addAccount(remote.id, { type: "CREDIT", balance: 0 }),
      };
      const card = cardFirst ? add.card() : undefined;
      const bank = add.bank();
      const cartao = card ?? add.card();
      fake.state.addTransaction(bank.id, {
        amount: -300,
        date: daysAgo(3),
        description: "PAGTO FATURA CARTAO",
      });
      fake.state.addTransaction(cartao.id, {
        amount: -300,
        date: daysAgo(2),
        description: "Pagamento recebido",
      });
      await syncItem(db, client, item.id);
      await syncItem(db, client, item.id);
      expect(await rowsOf(user.id)).toEqual([]);
      const payments = await db.select().from(cardPayments).where(eq(cardPayments.userId, user.id));
      const conta = (await listPaymentMethods(db, user.id)).find((m) => m.kind === "account")!;
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        amount: "300.00",
        fromPaymentMethodId: conta._id,
        paidOutside: false,
      });
      expect(conta.balance).toBe(700);
    }
  });

  it("links the bank's parcelas of one purchase into one series, each on its own fatura", async () => {
    const { user, remote, item } = await connect();
    const card = fake.state.addAccount(remote.id, { type: "CREDIT", balance: 0 });
    const purchase = { totalInstallments: 3, totalAmount: 150, purchaseDate: daysAgo(70) };
    fake.state.addTransaction(card.id, {
      amount: 50,
      date: daysAgo(40),
      description: "MAGAZINE 2/3",
      creditCardMetadata: { ...purchase, installmentNumber: 2 },
    });
    fake.state.addTransaction(card.id, {
      amount: 50,
      date: daysAgo(10),
      description: "MAGAZINE 3/3",
      creditCardMetadata: { ...purchase, installmentNumber: 3 },
    });
    await syncItem(db, client, item.id);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.groupId).not.toBeNull();
    expect(rows[1]!.groupId).toBe(rows[0]!.groupId);
    expect(rows[0]!.statementMonth).not.toBeNull();
    expect(rows[1]!.statementMonth! > rows[0]!.statementMonth!).toBe(true);
  });

  it("puts a bank parcela in the place of the series' projected one", async () => {
    const { user, remote, item } = await connect();
    const card = fake.state.addAccount(remote.id, { type: "CREDIT", balance: 0 });
    await syncItem(db, client, item.id);
    const [account] = await db
      .select()
      .from(openFinanceAccounts)
      .where(eq(openFinanceAccounts.itemId, item.id));
    const [despesa] = await db
      .select()
      .from(transactionTypes)
      .where(eq(transactionTypes.transactionType, "despesa"));
    const group = crypto.randomUUID();
    await db.insert(transactions).values(
      [1, 2, 3].map((index) => ({
        userId: user.id,
        description: `Geladeira (${index}/3)`,
        valor: "100.00",
        transactionDate: addMonthsClamped(daysAgo(40).slice(0, 10), index - 1),
        transactionTypeId: despesa!.id,
        paymentMethodId: account!.paymentMethodId,
        installmentGroupId: group,
        installmentIndex: index,
        installmentCount: 3,
      })),
    );
    fake.state.addTransaction(card.id, {
      amount: 100,
      date: daysAgo(1),
      description: "LOJA GELADEIRA 2/3",
      creditCardMetadata: {
        installmentNumber: 2,
        totalInstallments: 3,
        totalAmount: 300,
        purchaseDate: daysAgo(40),
      },
    });
    await syncItem(db, client, item.id);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.reconciled).map((r) => r.description)).toEqual(["Geladeira (2/3)"]);
  });

  it("a 429 or an outage fails the sync without half-writing; the retry resumes and stores each row once", async () => {
    const { user, remote, item } = await connect();
    const bank = fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    for (let n = 1; n <= 5; n += 1)
      fake.state.addTransaction(bank.id, {
        amount: -n,
        date: daysAgo(10 - n),
        description: `Conta ${n}`,
      });
    // The item, its accounts and the first page answer; the second page meets an outage.
    fake.failNext(503, 1, 3);
    await expect(syncItem(db, client, item.id)).rejects.toThrow();
    const partial = await rowsOf(user.id);
    expect(partial).toHaveLength(2);
    const [account] = await db
      .select()
      .from(openFinanceAccounts)
      .where(eq(openFinanceAccounts.itemId, item.id));
    expect(account!.lastSyncedAt).toBeNull();
    // Then Pluggy limits the rate past the SDK's own retries: the job fails again, nothing is lost.
    fake.failNext(429, 3, 2);
    await expect(syncItem(db, client, item.id)).rejects.toThrow();
    expect(await rowsOf(user.id)).toHaveLength(2);
    await syncItem(db, client, item.id);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.pluggyId)).size).toBe(5);
  });

  it("removes rows deleted at the bank unless the person touched them", async () => {
    const { user, remote, item } = await connect();
    const bank = fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    const a = fake.state.addTransaction(bank.id, {
      amount: -1,
      date: daysAgo(3),
      description: "Apagada",
    });
    const b = fake.state.addTransaction(bank.id, {
      amount: -2,
      date: daysAgo(2),
      description: "Editada",
    });
    await syncItem(db, client, item.id);
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
    const other = await connect();
    expect(await removeDeletedTransactions(db, other.item.id, [b.id])).toBe(0);
    expect(
      await db.select().from(paymentMethods).where(eq(paymentMethods.userId, other.user.id)),
    ).toHaveLength(0);
  });
});
