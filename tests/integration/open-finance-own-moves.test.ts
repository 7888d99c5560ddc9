import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import {
  openFinanceItems,
  openFinanceMoves,
  paymentMethods,
  transactions,
  transactionTypes,
  transfers,
} from "@/db/schema";
import { syncItem } from "@/server/open-finance/sync-item";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { day, addMonths, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import { connect, rowsOf } from "./open-finance-sync-fixtures";
import { syncStandIn } from "./pluggy-fixture";

const standIn = syncStandIn();

/** A month wholly past, so the dashboard counts all its days. */
const { year, month } = splitDay(addMonths(todayInSaoPaulo(), -2));
const ym = `${year}-${String(month).padStart(2, "0")}`;
const on = (day: number) => `${ym}-${String(day).padStart(2, "0")}T12:00:00.000-03:00`;
const HOLDER_CPF = "28705193460";

async function transfersOf(userId: string) {
  const rows = await db
    .select({
      from: transfers.fromPaymentMethodId,
      to: transfers.toPaymentMethodId,
      amount: transfers.amount,
      day: transfers.transferDate,
      description: transfers.description,
    })
    .from(transfers)
    .where(eq(transfers.userId, userId))
    .orderBy(transfers.transferDate, transfers.amount);
  const methods = await db
    .select({ id: paymentMethods.id, name: paymentMethods.name, kind: paymentMethods.kind })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId));
  const name = (id: string | null) => methods.find((m) => m.id === id)?.name ?? null;
  return {
    methods,
    moves: rows.map((row) => ({ ...row, from: name(row.from), to: name(row.to) })),
  };
}

async function monthTotals(userId: string) {
  const { current } = await getMonthSummary(db, userId, { year, month });
  return current;
}

describe("own money moving is a transfer, not income or spending (sync)", () => {
  it("Pluggy 04, a Pix to the holder's own CPF (full, or masked with the same name), aplicações, resgates and saques become transfers; the month counts only the salary and the Pix to someone else", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const conta = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    const add = (amount: number, day: number, description: string, extra = {}) =>
      standIn.fake.state.addTransaction(conta.id, { amount, date: on(day), description, ...extra });
    const receiver = (name: string, document: string, routingNumber?: string) => ({
      paymentData: { receiver: { name, documentNumber: { type: "CPF", value: document }, routingNumber } },
    });
    add(5000, 5, "SALARIO EMPRESA X", { categoryId: "01010000", category: "Salary" });
    add(-1000, 6, "PIX ENVIADO", { categoryId: "04000000", category: "Same person transfer", ...receiver("PESSOA DE TESTE", "***.051.934-**", "260") });
    add(-200.5, 7, "TED ENVIADA", receiver("Pessoa de Teste", "287.051.934-60"));
    add(-300, 8, "PIX ENVIADO", receiver("PESSOA DE TESTE", "***.051.934-**"));
    add(-300.01, 9, "PIX ENVIADO", receiver("FULANO DE TAL", "***.051.934-**"));
    add(-2000, 10, "APLICACAO CDB");
    add(500, 20, "RESGATE CDB");
    add(-150, 12, "SAQUE 24H BANCO24HORAS");
    add(-80, 13, "RESG", { categoryId: "03000000", category: "Investments" });

    await syncItem(db, standIn.client, item.id);

    const [stored] = await db.select().from(openFinanceItems).where(eq(openFinanceItems.id, item.id));
    expect(stored!.ownerDocument).toBe(HOLDER_CPF);
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => [r.description, r.valor, r.type])).toEqual([
      ["SALARIO EMPRESA X", cents(500000), "receita"],
      ["PIX ENVIADO", cents(30001), "despesa"],
    ]);
    const { moves, methods } = await transfersOf(user.id);
    const contaName = "Pluggy Bank · Conta corrente";
    expect(moves.map(({ from, to, amount, day }) => [from, to, amount, day])).toEqual([
      [contaName, "Conta no Nubank", cents(100000), `${ym}-06`],
      [contaName, "Outras contas", cents(20050), `${ym}-07`],
      [contaName, "Outras contas", cents(30000), `${ym}-08`],
      [contaName, "Investimentos", cents(200000), `${ym}-10`],
      [contaName, "Dinheiro", cents(15000), `${ym}-12`],
      [contaName, "Investimentos", cents(8000), `${ym}-13`],
      ["Investimentos", contaName, cents(50000), `${ym}-20`],
    ]);
    // The other sides are accounts (they hold the money), made once each.
    for (const name of ["Conta no Nubank", "Outras contas", "Investimentos", "Dinheiro"]) {
      expect(methods.filter((m) => m.name === name)).toEqual([expect.objectContaining({ kind: "account" })]);
    }
    expect(await monthTotals(user.id)).toEqual({ receita: 500000, despesa: 30001 });
    // The money is where it went: 2.000 + 80 − 500 invested, 150 in cash.
    const balances = new Map((await listPaymentMethods(db, user.id)).map((m) => [m.name, m.balance]));
    expect(balances.get("Investimentos")).toBe(1580);
    expect(balances.get("Dinheiro")).toBe(150);
    expect(balances.get("Outras contas")).toBe(500.5);
    expect(balances.get("Conta no Nubank")).toBe(1000);

    // A later sync reads the same rows: nothing is written twice.
    await syncItem(db, standIn.client, item.id, { monthsBack: 12 });
    expect((await transfersOf(user.id)).moves).toHaveLength(7);
    expect(await rowsOf(user.id)).toHaveLength(2);
    const recorded = await db.select().from(openFinanceMoves).where(eq(openFinanceMoves.userId, user.id));
    expect(recorded).toHaveLength(7);
  });

  it("a holder Pluggy has no identity for: only Pluggy's category and the words decide; the Pix to their CPF stays spending", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    standIn.fake.state.setIdentity(remote.id, null);
    const conta = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    standIn.fake.state.addTransaction(conta.id, {
      amount: -200,
      date: on(7),
      description: "TED ENVIADA",
      paymentData: { receiver: { name: "Pessoa de Teste", documentNumber: { type: "CPF", value: HOLDER_CPF } } },
    });
    standIn.fake.state.addTransaction(conta.id, { amount: -90, date: on(8), description: "TRANSF", categoryId: "04000000" });
    await syncItem(db, standIn.client, item.id);
    const [stored] = await db.select().from(openFinanceItems).where(eq(openFinanceItems.id, item.id));
    expect(stored!.ownerDocument).toBeNull();
    expect((await rowsOf(user.id)).map((r) => [r.description, r.valor])).toEqual([["TED ENVIADA", cents(20000)]]);
    expect((await transfersOf(user.id)).moves.map((m) => [m.to, m.amount])).toEqual([["Outras contas", cents(9000)]]);
  });

  it("the two sides of a same-person transfer between connected accounts are one transfer, in whichever order they arrive", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const corrente = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0, name: "Conta corrente" });
    const poupanca = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0, name: "Poupança", subtype: "SAVINGS_ACCOUNT" });
    // Pluggy marks the corrente's side 04, and it is read first.
    standIn.fake.state.addTransaction(corrente.id, { amount: -700, date: on(6), description: "TRANSF PARA POUPANCA", categoryId: "04000000" });
    // The poupança's side says nothing of its own: it is the same money all the same.
    standIn.fake.state.addTransaction(poupanca.id, { amount: 700, date: on(7), description: "TED RECEBIDA" });
    // A credit read first, its debit later.
    standIn.fake.state.addTransaction(poupanca.id, { amount: -40, date: on(15), description: "TRANSF PARA CORRENTE", categoryId: "04000000" });
    standIn.fake.state.addTransaction(corrente.id, { amount: 40, date: on(14), description: "TRANSF DA POUPANCA", categoryId: "04000000" });
    await syncItem(db, standIn.client, item.id);

    const { moves, methods } = await transfersOf(user.id);
    expect(moves.map(({ from, to, amount }) => [from, to, amount])).toEqual([
      ["Pluggy Bank · Conta corrente", "Pluggy Bank · Poupança", cents(70000)],
      ["Pluggy Bank · Poupança", "Pluggy Bank · Conta corrente", cents(4000)],
    ]);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await monthTotals(user.id)).toEqual({ receita: 0, despesa: 0 });
    // The stand-in made for the first side holds nothing now.
    const standInAccount = methods.find((m) => m.name === "Outras contas");
    if (standInAccount) {
      const left = await db.select().from(transfers).where(eq(transfers.toPaymentMethodId, standInAccount.id));
      expect(left).toEqual([]);
    }
    expect(await db.select().from(openFinanceMoves).where(eq(openFinanceMoves.userId, user.id))).toHaveLength(4);
  });

  it("a Pix out meets the row the person typed in an account kept by hand: one transfer; a typed row is never paired with another typed row", async () => {
    const { user, remote, item } = await connect(standIn.fake);
    const conta = standIn.fake.state.addAccount(remote.id, { type: "BANK", balance: 0 });
    const [types, [carteira], [cofre]] = await Promise.all([
      db.select().from(transactionTypes),
      db.insert(paymentMethods).values({ userId: user.id, name: "Conta Inter", kind: "account" }).returning(),
      db.insert(paymentMethods).values({ userId: user.id, name: "Cofre", kind: "account" }).returning(),
    ]);
    const typeId = (name: string) => types.find((t) => t.transactionType === name)!.id;
    await db.insert(transactions).values([
      // The money arriving in the hand-kept account, typed by the person.
      { userId: user.id, description: "Recebi do Itaú", valor: cents(25000), transactionDate: day(`${ym}-09`), transactionTypeId: typeId("receita"), paymentMethodId: carteira!.id },
      // Two typed rows that look like a transfer between themselves: left alone.
      { userId: user.id, description: "Tirei do cofre", valor: cents(6000), transactionDate: day(`${ym}-11`), transactionTypeId: typeId("despesa"), paymentMethodId: cofre!.id },
      { userId: user.id, description: "Pus na Inter", valor: cents(6000), transactionDate: day(`${ym}-11`), transactionTypeId: typeId("receita"), paymentMethodId: carteira!.id },
    ]);
    standIn.fake.state.addTransaction(conta.id, { amount: -250, date: on(8), description: "PIX ENVIADO", operationType: "PIX" });
    // A Pix of another amount: spending, as before.
    standIn.fake.state.addTransaction(conta.id, { amount: -99, date: on(8), description: "PIX ENVIADO" });
    await syncItem(db, standIn.client, item.id);

    const { moves } = await transfersOf(user.id);
    expect(moves.map(({ from, to, amount, day }) => [from, to, amount, day])).toEqual([
      ["Pluggy Bank · Conta corrente", "Conta Inter", cents(25000), `${ym}-08`],
    ]);
    const left = await db
      .select({ description: transactions.description, valor: transactions.valor })
      .from(transactions)
      .where(and(eq(transactions.userId, user.id)))
      .orderBy(transactions.description);
    expect(left).toEqual([
      { description: "PIX ENVIADO", valor: cents(9900) },
      { description: "Pus na Inter", valor: cents(6000) },
      { description: "Tirei do cofre", valor: cents(6000) },
    ]);
  });
});
