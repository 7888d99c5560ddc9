import { describe, expect, it, vi } from "vitest";

const fake = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake());

import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { openFinanceAccounts, openFinanceTransactions, paymentMethods, transactions } from "@/db/schema";
import { addMonths, splitDay } from "@/lib/domain/calendar";
import { syncItem } from "@/server/open-finance/sync-item";
import { getAccountsBalanceCents } from "@/server/payment-methods/get-accounts-balance";
import { getMonthSummary } from "@/server/dashboard/get-month-summary";
import { cents } from "@/lib/format/money";
import { addCreditCard, stopPluggyFakeAfterAll } from "./pluggy-fixture";
import { syncJobs } from "./open-finance-helpers";
import {
  addMethod,
  allRows,
  atNoon,
  connectionsOf,
  dayOf,
  linkAccount,
  personAtNubank,
  sdkOf,
  typeIds,
  typeRow,
} from "./open-finance-link-fixtures";
import { createTestUser } from "../helpers/users";

stopPluggyFakeAfterAll(fake, { quietSdk: true });

const client = sdkOf(fake);

/** A conta, a card and a month typed by hand; then the same bank, with the same month, connected. */
async function handKeptMonth() {
  const person = await personAtNubank(fake);
  const userId = person.user.id;
  const conta = await addMethod(userId, { name: "Nubank", kind: "account", openingBalance: cents(100000) });
  const cartao = await addMethod(userId, { name: "Cartão Nubank", kind: "credit_card" });
  const pix = await addMethod(userId, { name: "Pix", kind: "method", accountId: conta.id });
  const salary = await typeRow(userId, { description: "Salário", valor: cents(500000), day: dayOf(1, 5), type: "receita", paymentMethodId: conta.id });
  const rent = await typeRow(userId, { description: "Aluguel", valor: cents(180000), day: dayOf(1, 8), type: "despesa", paymentMethodId: conta.id });
  const groceries = await typeRow(userId, { description: "Mercado", valor: cents(31245), day: dayOf(1, 14), type: "despesa", paymentMethodId: pix.id });
  const internet = await typeRow(userId, { description: "Internet", valor: cents(9990), day: dayOf(1, 10), type: "despesa", paymentMethodId: conta.id });
  const bakery = await typeRow(userId, { description: "Padaria", valor: cents(2350), day: dayOf(1, 22), type: "despesa", paymentMethodId: cartao.id });
  const { despesa } = await typeIds();
  const tvGroup = crypto.randomUUID();
  const tv = await db
    .insert(transactions)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        userId,
        description: `TV (${i + 1}/10)`,
        valor: cents(25000),
        transactionDate: addMonths(dayOf(2, 20), i),
        transactionTypeId: despesa,
        paymentMethodId: cartao.id,
        installmentGroupId: tvGroup,
        installmentIndex: i + 1,
        installmentCount: 10,
      })),
    )
    .returning();

  const bank = fake.state.addAccount(person.remote.id, { type: "BANK", name: "Conta Corrente", balance: 2400 });
  const card = Object.assign(addCreditCard(fake, person.remote.id, { brand: "MASTERCARD", balance: 523.5 }), {
    name: "Mastercard",
    marketingName: "Nubank Mastercard",
    number: "1234",
  });
  const add = (accountId: string, amount: number, day: string, description: string, extra: object = {}) =>
    fake.state.addTransaction(accountId, { amount, date: atNoon(day), description, ...extra });
  add(bank.id, 5000, dayOf(1, 6), "TED RECEBIDA EMPRESA EXEMPLO LTDA");
  add(bank.id, -1800, dayOf(1, 8), "PIX ENVIADO JOAO LOCADOR");
  add(bank.id, -312.45, dayOf(1, 15), "PIX ENVIADO SUPERMERCADO BOM PRECO");
  add(bank.id, -99.9, dayOf(1, 10), "PAGAMENTO DE BOLETO VIVO INTERNET");
  add(bank.id, -12.9, dayOf(1, 25), "TARIFA PACOTE DE SERVICOS");
  const purchase = { totalInstallments: 10, totalAmount: 2500, purchaseDate: atNoon(dayOf(2, 20)) };
  add(card.id, 250, dayOf(2, 20), "LOJA DE TV 1/10", { creditCardMetadata: { ...purchase, installmentNumber: 1 } });
  add(card.id, 250, dayOf(1, 20), "LOJA DE TV 2/10", { creditCardMetadata: { ...purchase, installmentNumber: 2 } });
  add(card.id, 23.5, dayOf(1, 22), "PADARIA PAO QUENTE");
  return { ...person, conta, cartao, pix, typed: { salary, rent, groceries, internet, bakery, tv }, tvGroup, bank, card };
}

describe("connecting the bank the person already keeps by hand", () => {
  it("proposes each link, writes nothing until accepted, then matches every typed row: no duplicate, the bank's balance, the adjustment kept", async () => {
    const month = await handKeptMonth();
    const userId = month.user.id;
    const methodsBefore = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));

    await syncItem(db, client, month.item.id);
    const [connection] = await connectionsOf(month.token);
    const byType = (type: string) => connection!.accounts.find((account) => account.type === type)!;
    expect(byType("BANK")).toMatchObject({
      linkState: "pending",
      suggestedPaymentMethodId: month.conta.id,
      suggestedPaymentMethodName: "Nubank",
      linkedPaymentMethodId: null,
    });
    expect(byType("CREDIT")).toMatchObject({ linkState: "pending", suggestedPaymentMethodId: month.cartao.id });
    // Nothing is written for an account waiting for the person's answer: no row, no new account.
    expect(await db.select().from(openFinanceTransactions).where(eq(openFinanceTransactions.userId, userId))).toEqual([]);
    expect(await allRows(userId)).toHaveLength(15);
    expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId))).toHaveLength(methodsBefore.length);

    for (const account of connection!.accounts) {
      const res = await linkAccount(month.token, account.id, account.suggestedPaymentMethodId);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ linkState: "linked", linkedPaymentMethodId: account.suggestedPaymentMethodId, suggestedPaymentMethodId: null });
    }
    expect((await syncJobs(month.item.id)).length).toBeGreaterThan(0);

    await syncItem(db, client, month.item.id);
    const rows = await allRows(userId);
    // 15 typed rows + the one the person never typed (the bank's fee): nothing twice.
    expect(rows).toHaveLength(16);
    const links = await db.select().from(openFinanceTransactions).where(eq(openFinanceTransactions.userId, userId));
    expect(links).toHaveLength(8);
    const { salary, rent, groceries, internet, bakery, tv } = month.typed;
    const linkedIds = links.filter((link) => link.reconciled).map((link) => link.transactionId);
    expect(new Set(linkedIds)).toEqual(new Set([salary.id, rent.id, groceries.id, internet.id, bakery.id, tv[0]!.id, tv[1]!.id]));
    const fee = rows.find((row) => !month.typed.tv.some((t) => t.id === row.id) && ![salary, rent, groceries, internet, bakery].some((t) => t.id === row.id));
    expect(fee).toMatchObject({ description: "TARIFA PACOTE DE SERVICOS", paymentMethodId: month.conta.id });
    // The person's row keeps its text, method and series; the bank's day is added.
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(salary.id)).toMatchObject({ description: "Salário", transactionDate: dayOf(1, 6) });
    expect(byId.get(groceries.id)).toMatchObject({ description: "Mercado", paymentMethodId: month.pix.id, transactionDate: dayOf(1, 15) });
    expect(byId.get(tv[1]!.id)).toMatchObject({ installmentGroupId: month.tvGroup, transactionDate: tv[1]!.transactionDate });
    // No "Nubank · Conta Corrente" or "Nubank Mastercard" beside the person's own.
    expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId))).toHaveLength(methodsBefore.length);

    // "Saldo em contas" is the bank's; the difference at linking is kept and shown.
    expect(await getAccountsBalanceCents(db, userId)).toBe(240000);
    const [after] = await connectionsOf(month.token);
    const conta = after!.accounts.find((account) => account.type === "BANK")!;
    // Bank 2.400,00 − Bolso's 1.000,00 + 5.000,00 − 1.800,00 − 312,45 − 99,90 = 3.787,65 before linking.
    expect(conta.linkAdjustmentCents).toBe(-138765);
    // The dashboard's month equals the bank's month: income once, spending once.
    const { year, month: m } = splitDay(dayOf(1, 1));
    const summary = await getMonthSummary(db, userId, { year, month: m });
    expect(summary.current).toEqual({ receita: 500000, despesa: 249875 });

    await syncItem(db, client, month.item.id, { monthsBack: 12 });
    expect(await allRows(userId)).toHaveLength(16);
  });

  it("names a new connected account after the bank without repeating it, and makes a new one on 'Não, criar nova'", async () => {
    const person = await personAtNubank(fake);
    await addMethod(person.user.id, { name: "Nubank", kind: "account" });
    fake.state.addAccount(person.remote.id, { type: "BANK", name: "Conta Corrente", balance: 10 });
    fake.state.addAccount(person.remote.id, { type: "CREDIT", name: "Mastercard", marketingName: "Nubank Mastercard", balance: 0 });
    await syncItem(db, client, person.item.id);
    const [connection] = await connectionsOf(person.token);
    const conta = connection!.accounts.find((account) => account.type === "BANK")!;
    const card = connection!.accounts.find((account) => account.type === "CREDIT")!;
    expect(conta.linkState).toBe("pending");
    expect(card).toMatchObject({ linkState: "linked", paymentMethodName: "Nubank Mastercard" });
    const res = await linkAccount(person.token, conta.id, null);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ linkState: "linked", paymentMethodName: "Nubank · Conta Corrente", linkAdjustmentCents: null });
  });

  it("refuses a link to another person's account, a method of the other kind, or one linked elsewhere; another person's connected account is a 404", async () => {
    const month = await handKeptMonth();
    fake.state.addAccount(month.remote.id, { type: "BANK", name: "Poupança", subtype: "SAVINGS_ACCOUNT", balance: 0 });
    await syncItem(db, client, month.item.id);
    const [connection] = await connectionsOf(month.token);
    const conta = connection!.accounts.find((account) => account.name === "Conta Corrente")!;
    const savings = connection!.accounts.find((account) => account.name === "Poupança")!;
    const card = connection!.accounts.find((account) => account.type === "CREDIT")!;
    const stranger = await createTestUser();
    const theirs = await addMethod(stranger.user.id, { name: "Nubank", kind: "account" });

    const other = await linkAccount(stranger.token, conta.id, theirs.id);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Conta conectada não encontrada.");
    const notMine = await linkAccount(month.token, conta.id, theirs.id);
    expect(notMine.status).toBe(404);
    const wrongKind = await linkAccount(month.token, conta.id, month.cartao.id);
    expect(wrongKind.status).toBe(409);
    expect((await linkAccount(month.token, conta.id, month.conta.id)).status).toBe(200);
    const taken = await linkAccount(month.token, savings.id, month.conta.id);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Esta conta já está vinculada a outra conta conectada.");
    const [stored] = await db.select().from(openFinanceAccounts).where(eq(openFinanceAccounts.id, card.id));
    expect(stored).toMatchObject({ linkState: "pending", paymentMethodId: null });
  });

  it("relinking a synced account moves the rows the bank brought to the account chosen", async () => {
    const person = await personAtNubank(fake);
    const userId = person.user.id;
    const bank = fake.state.addAccount(person.remote.id, { type: "BANK", name: "Conta Corrente", balance: 0 });
    fake.state.addTransaction(bank.id, { amount: -40, date: atNoon(dayOf(1, 3)), description: "FARMACIA" });
    await syncItem(db, client, person.item.id);
    const [connection] = await connectionsOf(person.token);
    const account = connection!.accounts[0]!;
    expect(account.linkState).toBe("linked");
    const mine = await addMethod(userId, { name: "Conta da casa", kind: "account" });
    expect((await linkAccount(person.token, account.id, mine.id)).status).toBe(200);
    const rows = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), inArray(transactions.paymentMethodId, [mine.id, account.paymentMethodId!])));
    expect(rows.map((row) => [row.description, row.paymentMethodId])).toEqual([["FARMACIA", mine.id]]);
  });
});
