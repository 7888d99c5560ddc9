import { describe, expect, it } from "vitest";
import { GET as listObjectives } from "@/app/api/v1/objective/list-all/route";
import { POST as createObjective } from "@/app/api/v1/objective/route";
import { PATCH as patchObjective } from "@/app/api/v1/objective/[id]/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { POST as createTransfer } from "@/app/api/v1/transfer/route";
import { db } from "@/lib/server/db";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { getAccountsBalanceCents } from "@/server/payment-methods/get-accounts-balance";
import { call } from "../helpers/api";
import {
  card,
  checking,
  method,
  otherAccount,
  ownerId,
  post,
  setupHousehold,
  token,
  transferReserva,
  types,
} from "./accounts-cards-fixtures";

/**
 * An objective kept in an account of its own (a caixinha): the money stays in that account and the
 * objective follows its balance, so it is never held twice. The household (today 20/04/2027): conta
 * corrente 3.029,45 after a 500,00 transfer to the Poupança; "Saldo em contas" 3.529,45.
 */
setupHousehold(transferReserva);

async function listed(id: string): Promise<ObjectiveJson | undefined> {
  return (await call<ObjectiveJson[]>(listObjectives, { token })).body.find((o) => o._id === id);
}

const transfer = (from: string, to: string, amount: number) =>
  post<{ _id: string }>(createTransfer, "/api/v1/transfer", { fromPaymentMethodId: from, toPaymentMethodId: to, amount, date: "2027-04-20" });

const linkedDeposit = (objectiveId: string) =>
  post<{ message: string }>(createTransaction, "/api/v1/transaction", {
    description: "Depósito",
    valor: 10,
    transactionTypeId: types.despesa,
    transactionDate: "2027-04-20",
    categoryId: null,
    paymentMethodId: checking,
    isObjective: true,
    objectiveId,
  });

describe("an objective kept in a caixinha", () => {
  it("shows its account's balance, which transfers in and out move, and 'Saldo em contas' counts the money once", async () => {
    const caixinha = await method({ name: "Caixinha Nubank", kind: "account", openingBalance: 150 });
    const created = await post<ObjectiveJson>(createObjective, "/api/v1/objective", { name: "Viagem", targetValue: 3000, accountId: caixinha });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ actualValue: 150, accountId: caixinha, accountName: "Caixinha Nubank" });
    const before = await getAccountsBalanceCents(db, ownerId);

    expect((await transfer(checking, caixinha, 400.1)).status).toBe(201);
    expect((await listed(created.body._id))?.actualValue).toBe(550.1);
    expect((await transfer(caixinha, checking, 50)).status).toBe(201);
    expect((await listed(created.body._id))?.actualValue).toBe(500.1);
    // Moving between two of the person's own accounts leaves "Saldo em contas" where it was.
    expect(await getAccountsBalanceCents(db, ownerId)).toBe(before);
  });

  it("refuses a linked deposit into it, naming the account to transfer to", async () => {
    const caixinha = await method({ name: "Caixinha Inter", kind: "account" });
    const objective = await post<ObjectiveJson>(createObjective, "/api/v1/objective", { name: "Carro", targetValue: 1000, accountId: caixinha });
    const res = await linkedDeposit(objective.body._id);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'O objetivo "Carro" fica guardado na conta "Caixinha Inter": para depositar ou retirar, transfira para essa conta ou a partir dela.',
    );
  });

  it("takes only one of the person's own accounts, one objective per account, and not an objective with moves", async () => {
    const caixinha = await method({ name: "Caixinha C6", kind: "account" });
    const first = await post<ObjectiveJson>(createObjective, "/api/v1/objective", { name: "Casa", targetValue: 1000, accountId: caixinha });
    expect(first.status).toBe(201);
    const twice = await post<{ message: string }>(createObjective, "/api/v1/objective", { name: "Outra", targetValue: 1000, accountId: caixinha });
    expect([twice.status, twice.body.message]).toEqual([409, "Essa conta já guarda outro objetivo."]);
    const someoneElses = await post<{ message: string }>(createObjective, "/api/v1/objective", { name: "Alheia", targetValue: 1000, accountId: otherAccount });
    expect([someoneElses.status, someoneElses.body.message]).toEqual([404, "Conta não encontrada."]);
    const aCard = await post<{ message: string }>(createObjective, "/api/v1/objective", { name: "Cartão", targetValue: 1000, accountId: card });
    expect(aCard.status).toBe(400);

    // An objective that already holds linked moves is not moved into an account.
    const plain = await post<ObjectiveJson>(createObjective, "/api/v1/objective", { name: "Reserva", targetValue: 1000 });
    expect((await linkedDeposit(plain.body._id)).status).toBe(201);
    const spare = await method({ name: "Caixinha Itaú", kind: "account" });
    const moved = await call<{ message: string }>(patchObjective, {
      method: "PATCH",
      path: `/api/v1/objective/${plain.body._id}`,
      params: { id: plain.body._id },
      token,
      body: { accountId: spare },
    });
    expect([moved.status, moved.body.message]).toEqual([
      409,
      "Este objetivo já tem depósitos ou retiradas registrados: para guardá-lo em uma conta, crie um novo objetivo.",
    ]);
  });

  it("goes back to holding its own moves when its account is cleared or deleted", async () => {
    const caixinha = await method({ name: "Caixinha BB", kind: "account", openingBalance: 80 });
    const objective = await post<ObjectiveJson>(createObjective, "/api/v1/objective", { name: "Curso", targetValue: 500, accountId: caixinha });
    const cleared = await call<ObjectiveJson>(patchObjective, {
      method: "PATCH",
      path: `/api/v1/objective/${objective.body._id}`,
      params: { id: objective.body._id },
      token,
      body: { accountId: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ actualValue: 0, accountId: null, accountName: null });
  });
});
