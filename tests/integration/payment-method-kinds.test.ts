import { describe, expect, it } from "vitest";
import { PATCH as patchMethod } from "@/app/api/v1/payment-method/[id]/route";
import { POST as createMethod } from "@/app/api/v1/payment-method/route";
import { POST as starterSet } from "@/app/api/v1/payment-method/starter-set/route";
import { POST as createTransfer } from "@/app/api/v1/transfer/route";
import type { PaymentMethodJson } from "@/lib/schemas/payment-methods";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import {
  card,
  checking,
  method,
  methods,
  otherAccount,
  payStatement,
  post,
  savings,
  setupHousehold,
  token,
  transaction,
  types,
} from "./accounts-cards-fixtures";

/**
 * The three kinds. The household (today 20/04/2027) without its optional steps: Conta corrente
 * 1.000 + 3.000 − 250,55 = 3.749,45 (the 100,00 of 01/05 is future); Poupança 0,00.
 */
setupHousehold();

const patch = (id: string, body: Record<string, unknown>) =>
  call<PaymentMethodJson & { message?: string }>(patchMethod, {
    method: "PATCH",
    path: `/api/v1/payment-method/${id}`,
    params: { id },
    body,
    token,
  });

const create = (body: Record<string, unknown>) =>
  post<PaymentMethodJson>(createMethod, "/api/v1/payment-method", body);

const idNamed = async (name: string) => [...(await methods()).values()].find((m) => m.name === name)?._id ?? "";

const balanceOf = async (id: string) => (await methods()).get(id)?.balance;

describe("three kinds of payment method", () => {
  it("makes a method of a body without kind: no balance of its own, no account; every answer has kind and accountId", async () => {
    const res = await create({ name: "Vale-refeição" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: "method", accountId: null, balance: null, closingDay: null, availableLimit: null });
    const all = await methods();
    for (const m of all.values()) expect(m).toHaveProperty("accountId");
    expect(all.get(checking)).toMatchObject({ kind: "account", accountId: null, balance: 3749.45 });
    expect(all.get(card)).toMatchObject({ kind: "credit_card", accountId: null, balance: null });
  });

  it("moves the account a method draws from (up to today), and no balance for a method that draws from none", async () => {
    const pix = await method({ name: "Pix", accountId: checking });
    const boleto = await method({ name: "Boleto" });
    await transaction({ description: "Feira", valor: 49.9, transactionTypeId: types.despesa, paymentMethodId: pix, transactionDate: "2027-04-11" });
    await transaction({ description: "Reembolso", valor: 10, transactionTypeId: types.receita, paymentMethodId: pix, transactionDate: "2027-04-12" });
    await transaction({ description: "Futuro", valor: 5, transactionTypeId: types.despesa, paymentMethodId: pix, transactionDate: "2027-05-02" });
    await transaction({ description: "Condomínio", valor: 700, transactionTypeId: types.despesa, paymentMethodId: boleto, transactionDate: "2027-04-08" });
    const all = await methods();
    expect(all.get(pix)).toMatchObject({ kind: "method", accountId: checking, balance: null });
    expect(all.get(boleto)).toMatchObject({ kind: "method", accountId: null, balance: null });
    expect(all.get(checking)?.balance).toBe(3709.55);
    expect(all.get(savings)?.balance).toBe(0);

    expect((await patch(pix, { accountId: savings })).body).toMatchObject({ accountId: savings });
    expect(await balanceOf(checking)).toBe(3749.45);
    expect(await balanceOf(savings)).toBe(-39.9);
    expect((await patch(pix, { accountId: null })).body).toMatchObject({ accountId: null });
    expect(await balanceOf(savings)).toBe(0);
  });

  it("refuses an account to draw from that is not the person's own account (404, 400) or on a kind that is not a method (400)", async () => {
    const boleto = await idNamed("Boleto");
    expect(await create({ name: "X", accountId: otherAccount })).toMatchObject({ status: 404, body: { message: "Conta não encontrada." } });
    const notAnAccount = "Um meio de pagamento só pode sair de uma conta, não de um cartão ou de outro meio.";
    expect(await create({ name: "X", accountId: card })).toMatchObject({ status: 400, body: { message: notAnAccount } });
    expect(await create({ name: "X", accountId: boleto })).toMatchObject({ status: 400, body: { message: notAnAccount } });
    expect(await create({ name: "X", kind: "account", accountId: checking })).toMatchObject({
      status: 400,
      body: { message: "Só um meio de pagamento sem saldo próprio (Pix, boleto, débito) sai de uma conta." },
    });
    expect(await create({ name: "X", accountId: "nope" })).toMatchObject({ status: 400, body: { message: "Identificador de conta inválido." } });
    expect(await create({ name: "X", kind: "poupanca" })).toMatchObject({
      status: 400,
      body: { message: 'O tipo deve ser "account", "credit_card" ou "method".' },
    });
    expect((await patch(boleto, { accountId: otherAccount })).status).toBe(404);
    expect(await patch(boleto, { accountId: card })).toMatchObject({ status: 400, body: { message: notAnAccount } });
    expect(await patch(boleto, { accountId: boleto })).toMatchObject({ status: 400, body: { message: notAnAccount } });
    expect((await patch(checking, { accountId: savings })).status).toBe(400);
    expect((await methods()).get(boleto)).toMatchObject({ accountId: null });
  });

  it("takes transfers and fatura payments only from and to accounts (a method is a 400)", async () => {
    const pix = await idNamed("Pix");
    const base = { amount: 1, date: "2027-04-12" };
    const message = "Transferências só acontecem entre contas, não entre cartões ou meios de pagamento.";
    expect(await post(createTransfer, "/api/v1/transfer", { ...base, fromPaymentMethodId: pix, toPaymentMethodId: savings })).toMatchObject({
      status: 400,
      body: { message },
    });
    expect((await post(createTransfer, "/api/v1/transfer", { ...base, fromPaymentMethodId: checking, toPaymentMethodId: pix })).status).toBe(400);
    expect(await payStatement("2027-04", { amount: 1, paidOn: "2027-04-15", fromPaymentMethodId: pix })).toMatchObject({
      status: 400,
      body: { message: "O pagamento deve sair de uma conta, não de um cartão ou de um meio de pagamento." },
    });
    expect((await payStatement("2027-04", { amount: 1, paidOn: "2027-04-15", fromPaymentMethodId: checking })).status).toBe(201);
  });

  it("keeps an account that holds money an account (409); one with only its own transactions may become a method", async () => {
    const holds = (name: string) => `"${name}" guarda dinheiro (saldo inicial, transferências, pagamentos de fatura ou meios que saem dela) e continua sendo uma conta.`;
    expect(await patch(checking, { kind: "method" })).toMatchObject({ status: 409, body: { message: holds("Conta corrente") } });
    const drawn = await method({ name: "Débito Poupança", accountId: savings });
    expect(await patch(savings, { kind: "credit_card", closingDay: 1, dueDay: 8 })).toMatchObject({ status: 409, body: { message: holds("Poupança") } });
    await patch(drawn, { accountId: null });
    const wallet = await method({ name: "Carteira", kind: "account" });
    await transaction({ description: "Café", valor: 8, transactionTypeId: types.despesa, paymentMethodId: wallet, transactionDate: "2027-04-02" });
    expect(await patch(wallet, { kind: "method" })).toMatchObject({ status: 200, body: { kind: "method", balance: null } });
    expect((await methods()).get(savings)).toMatchObject({ kind: "account" });
  });
});

describe("POST /payment-method/starter-set", () => {
  it("asks for the card's days, then adds two accounts, the card and three methods drawing from the Conta corrente", async () => {
    const fresh = await createTestUser();
    const add = (body?: unknown) =>
      call<PaymentMethodJson[] & { message?: string }>(starterSet, {
        method: "POST",
        path: "/api/v1/payment-method/starter-set",
        body,
        token: fresh.token,
      });
    expect(await add({ dueDay: 10 })).toMatchObject({ status: 400, body: { message: "O dia de fechamento deve ser um inteiro de 1 a 31." } });
    const res = await add({ closingDay: 28, dueDay: 5 });
    expect(res.status).toBe(200);
    const byName = new Map(res.body.map((m) => [m.name, m]));
    const conta = byName.get("Conta corrente");
    expect(conta).toMatchObject({ kind: "account", balance: 0 });
    expect(byName.get("Dinheiro")).toMatchObject({ kind: "account", balance: 0 });
    expect(byName.get("Cartão de crédito")).toMatchObject({ kind: "credit_card", closingDay: 28, dueDay: 5 });
    for (const name of ["Pix", "Boleto", "Cartão de débito"]) {
      expect(byName.get(name)).toMatchObject({ kind: "method", accountId: conta?._id, balance: null });
    }
    expect(res.body).toHaveLength(6);
    expect((await add({ closingDay: 1, dueDay: 9 })).body).toEqual(res.body);
  });
});
