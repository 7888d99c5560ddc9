import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import {
  cardPayments,
  openFinanceAccounts,
  openFinanceTransactions,
  transactions,
  transactionTypes,
  transfers,
} from "@/db/schema";
import { syncItem } from "@/server/open-finance/sync-item";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { day, addMonths } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { connect, daysAgo, rowsOf } from "./open-finance-sync-fixtures";
import { syncStandIn } from "./pluggy-fixture";

const standIn = syncStandIn();

describe("syncItem: what the bank brings is matched, never copied", () => {
  it("replaces a pending row by its posted version, and links a hand-typed row instead of copying it", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const bank = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    const pending = standIn.fake.state.addTransaction(bank.id, {
      amount: -42.9,
      date: daysAgo(6),
      description: "MERCADO PENDENTE",
      status: "PENDING",
    });
    await syncItem(db, standIn.client, item.id);
    standIn.fake.state.transactions = standIn.fake.state.transactions.filter((t) => t.id !== pending.id);
    standIn.fake.state.addTransaction(bank.id, {
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
        valor: cents(1830),
        transactionDate: day(daysAgo(2).slice(0, 10)),
        transactionTypeId: despesa!.id,
      })
      .returning();
    standIn.fake.state.addTransaction(bank.id, {
      amount: -18.3,
      date: daysAgo(4),
      description: "DROGARIA",
    });
    await syncItem(db, standIn.client, item.id);
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
    const { user, remote, item } = await connect(standIn.fake);
    const corrente = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 800 });
    const poupanca = standIn.fake.state.addAccount(remote.id, {
      type: "BANK",
      balance: 200,
      name: "Poupança",
      subtype: "SAVINGS_ACCOUNT",
    });
    standIn.fake.state.addTransaction(corrente.id, {
      amount: -200,
      date: daysAgo(3),
      description: "TED ENVIADA",
    });
    standIn.fake.state.addTransaction(poupanca.id, {
      amount: 200,
      date: daysAgo(2),
      description: "TED RECEBIDA",
    });
    standIn.fake.state.addTransaction(poupanca.id, { amount: 201, date: daysAgo(2), description: "OUTRA" });
    await syncItem(db, standIn.client, item.id);
    await syncItem(db, standIn.client, item.id);
    expect((await rowsOf(user.id)).map((r) => r.description)).toEqual(["OUTRA"]);
    const moved = await db.select().from(transfers).where(eq(transfers.userId, user.id));
    expect(moved).toHaveLength(1);
    const methods = await listPaymentMethods(db, user.id);
    expect(moved[0]).toMatchObject({
      amount: cents(20000),
      fromPaymentMethodId: methods.find((m) => m.name === "Pluggy Bank · Conta corrente")!._id,
      toPaymentMethodId: methods.find((m) => m.name === "Pluggy Bank · Poupança")!._id,
    });
    expect(methods.find((m) => m.name === "Pluggy Bank · Poupança")!.balance).toBe(200);
  });

  it("a connected account's debit that pays a connected card's fatura is that payment, not spending, in either order", async () => {
    for (const cardFirst of [false, true]) {
      const { user, remote, item } = await connect(standIn.fake);
      const add = {
        bank: () => standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 700 }),
        card: () => standIn.fake.state.addAccount(remote.id, { type: "CREDIT", balance: 0 }),
      };
      const card = cardFirst ? add.card() : undefined;
      const bank = add.bank();
      const cartao = card ?? add.card();
      standIn.fake.state.addTransaction(bank.id, {
        amount: -300,
        date: daysAgo(3),
        description: "PAGTO FATURA CARTAO",
      });
      standIn.fake.state.addTransaction(cartao.id, {
        amount: -300,
        date: daysAgo(2),
        description: "Pagamento recebido",
      });
      await syncItem(db, standIn.client, item.id);
      await syncItem(db, standIn.client, item.id);
      expect(await rowsOf(user.id)).toEqual([]);
      const payments = await db.select().from(cardPayments).where(eq(cardPayments.userId, user.id));
      const conta = (await listPaymentMethods(db, user.id)).find((m) => m.kind === "account")!;
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        amount: cents(30000),
        fromPaymentMethodId: conta._id,
        paidOutside: false,
      });
      expect(conta.balance).toBe(700);
    }
  });

  it("links the bank's parcelas of one purchase into one series, each on its own fatura", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const card = standIn.fake.state.addAccount(remote.id, { type: "CREDIT", balance: 0 });
    const purchase = { totalInstallments: 3, totalAmount: 150, purchaseDate: daysAgo(70) };
    standIn.fake.state.addTransaction(card.id, {
      amount: 50,
      date: daysAgo(40),
      description: "MAGAZINE 2/3",
      creditCardMetadata: { ...purchase, installmentNumber: 2 },
    });
    standIn.fake.state.addTransaction(card.id, {
      amount: 50,
      date: daysAgo(10),
      description: "MAGAZINE 3/3",
      creditCardMetadata: { ...purchase, installmentNumber: 3 },
    });
    await syncItem(db, standIn.client, item.id);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.groupId).not.toBeNull();
    expect(rows[1]!.groupId).toBe(rows[0]!.groupId);
    expect(rows[0]!.statementMonth).not.toBeNull();
    expect(rows[1]!.statementMonth! > rows[0]!.statementMonth!).toBe(true);
  });

  it("puts a bank parcela in the place of the series' projected one", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const card = standIn.fake.state.addAccount(remote.id, { type: "CREDIT", balance: 0 });
    await syncItem(db, standIn.client, item.id);
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
        valor: cents(10000),
        transactionDate: addMonths(day(daysAgo(40).slice(0, 10)), index - 1),
        transactionTypeId: despesa!.id,
        paymentMethodId: account!.paymentMethodId,
        installmentGroupId: group,
        installmentIndex: index,
        installmentCount: 3,
      })),
    );
    standIn.fake.state.addTransaction(card.id, {
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
    await syncItem(db, standIn.client, item.id);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.reconciled).map((r) => r.description)).toEqual(["Geladeira (2/3)"]);
  });

});

describe("syncItem: a pending row the bank drops without saying so", () => {
  it("goes on the next sync that re-reads its days, unless the person touched it, which keeps it flagged", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const bank = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    const dropped = standIn.fake.state.addTransaction(bank.id, { amount: -15.5, date: daysAgo(3), description: "PADARIA PENDENTE", status: "PENDING" });
    const edited = standIn.fake.state.addTransaction(bank.id, { amount: -70, date: daysAgo(2), description: "POSTO PENDENTE", status: "PENDING" });
    standIn.fake.state.addTransaction(bank.id, { amount: -9.9, date: daysAgo(2), description: "APP PENDENTE", status: "PENDING" });
    await syncItem(db, standIn.client, item.id);
    expect((await rowsOf(user.id)).map((r) => r.description).sort()).toEqual(["APP PENDENTE", "PADARIA PENDENTE", "POSTO PENDENTE"]);
    const posto = (await rowsOf(user.id)).find((r) => r.description === "POSTO PENDENTE");
    await db.update(openFinanceTransactions).set({ editedByUser: true }).where(eq(openFinanceTransactions.transactionId, posto!.id));

    // The bank stops returning two of them, and sends no transactions/deleted.
    standIn.fake.state.transactions = standIn.fake.state.transactions.filter((t) => t.id !== dropped.id && t.id !== edited.id);
    await syncItem(db, standIn.client, item.id);
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => r.description).sort()).toEqual(["APP PENDENTE", "POSTO PENDENTE"]);
    const [flag] = await db
      .select({ deletedAtBankAt: openFinanceTransactions.deletedAtBankAt })
      .from(openFinanceTransactions)
      .where(eq(openFinanceTransactions.transactionId, posto!.id));
    expect(flag?.deletedAtBankAt).toBeInstanceOf(Date);
    // A third sync changes nothing: the kept row is not removed later.
    await syncItem(db, standIn.client, item.id);
    expect((await rowsOf(user.id)).map((r) => r.description).sort()).toEqual(["APP PENDENTE", "POSTO PENDENTE"]);
  });
});

describe("syncItem: a real second purchase is never taken for a copy, a pending and its posted version are one", () => {
  it("keeps two POSTED rows of the same amount a day apart, brought by two syncs, as two rows", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const bank = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    standIn.fake.state.addTransaction(bank.id, { amount: -25, date: daysAgo(4), description: "PADARIA DO BAIRRO", status: "POSTED" });
    await syncItem(db, standIn.client, item.id);
    standIn.fake.state.addTransaction(bank.id, { amount: -25, date: daysAgo(3), description: "PADARIA DO BAIRRO", status: "POSTED" });
    await syncItem(db, standIn.client, item.id);
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => [r.description, r.valor, r.status])).toEqual([
      ["PADARIA DO BAIRRO", cents(2500), "POSTED"],
      ["PADARIA DO BAIRRO", cents(2500), "POSTED"],
    ]);
    expect(new Set(rows.map((r) => r.day)).size).toBe(2);
  });

  it("makes one row of a PENDING row and its POSTED version when both arrive in the same sync", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const bank = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    standIn.fake.state.addTransaction(bank.id, { amount: -61.2, date: daysAgo(5), description: "FARMACIA PENDENTE", status: "PENDING" });
    standIn.fake.state.addTransaction(bank.id, { amount: -61.2, date: daysAgo(4), description: "FARMACIA", status: "POSTED" });
    await syncItem(db, standIn.client, item.id);
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => [r.description, r.valor, r.status])).toEqual([["FARMACIA", cents(6120), "POSTED"]]);
  });
});
