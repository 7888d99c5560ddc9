import { describe, expect, it } from "vitest";
import { GET as listObjectives } from "@/app/api/v1/objective/list-all/route";
import { POST as createObjective } from "@/app/api/v1/objective/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { db } from "@/lib/server/db";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { getAccountsBalanceCents } from "@/server/payment-methods/get-accounts-balance";
import { call } from "../helpers/api";
import {
  checking,
  methods,
  otherAccount,
  ownerId,
  payAprilStatement,
  post,
  savings,
  setupHousehold,
  token,
  transferReserva,
  types,
} from "./accounts-cards-fixtures";

/**
 * A deposit into an objective leaves the account the dialog names (its paymentMethodId), so the
 * money is held once: the account and "Saldo em contas" drop by what the objective gains. The
 * household (today 20/04/2027): conta corrente 3.029,45, Poupança 500,00, "Saldo em contas" 3.529,45.
 */
setupHousehold(transferReserva, payAprilStatement);

async function objectiveHeld(id: string): Promise<number | undefined> {
  const res = await call<ObjectiveJson[]>(listObjectives, { token });
  return res.body.find((o) => o._id === id)?.actualValue;
}

const move = (objectiveId: string, valor: number, type: "despesa" | "receita", paymentMethodId: string) =>
  post<{ _id: string }>(createTransaction, "/api/v1/transaction", {
    description: type === "despesa" ? "Depósito em Reserva" : "Retirada de Reserva",
    valor,
    transactionTypeId: types[type],
    transactionDate: "2027-04-20",
    categoryId: null,
    paymentMethodId,
    isObjective: true,
    objectiveId: objectiveId,
  });

describe("a deposit into an objective from a chosen account", () => {
  it("lowers the account and 'Saldo em contas' by exactly R$ 100,00 and raises the objective by R$ 100,00", async () => {
    const objective = await post<ObjectiveJson>(createObjective, "/api/v1/objective", { name: "Reserva", targetValue: 1000 });
    expect(objective.status).toBe(201);
    const id = objective.body._id;
    expect((await methods()).get(checking)).toMatchObject({ balance: 3029.45 });
    expect(await getAccountsBalanceCents(db, ownerId)).toBe(352_945);
    expect(await objectiveHeld(id)).toBe(0);

    const deposit = await move(id, 100, "despesa", checking);
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);

    const after = await methods();
    expect(after.get(checking)).toMatchObject({ balance: 2929.45 });
    expect(after.get(savings)).toMatchObject({ balance: 500 });
    expect(await getAccountsBalanceCents(db, ownerId)).toBe(342_945);
    expect(await objectiveHeld(id)).toBe(100);

    // A withdrawal goes back into the account it names: the total of accounts plus objective is unchanged.
    const withdrawal = await move(id, 40, "receita", savings);
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
    expect((await methods()).get(savings)).toMatchObject({ balance: 540 });
    expect(await getAccountsBalanceCents(db, ownerId)).toBe(346_945);
    expect(await objectiveHeld(id)).toBe(60);
  });

  it("refuses a deposit from another person's account with a 404, and nothing moves", async () => {
    const objective = await post<ObjectiveJson>(createObjective, "/api/v1/objective", { name: "Viagem", targetValue: 500 });
    const id = objective.body._id;
    const before = await getAccountsBalanceCents(db, ownerId);
    const refused = await move(id, 100, "despesa", otherAccount);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Meio de pagamento não encontrado.");
    expect(await objectiveHeld(id)).toBe(0);
    expect(await getAccountsBalanceCents(db, ownerId)).toBe(before);
  });
});
