import { describe, expect, it } from "vitest";
import { PATCH as patchMethod } from "@/app/api/v1/payment-method/[id]/route";
import { DELETE as deleteTransfer } from "@/app/api/v1/transfer/[id]/route";
import { GET as listTransfers, POST as createTransfer } from "@/app/api/v1/transfer/route";
import { call } from "../helpers/api";
import {
  card,
  checking,
  methods,
  otherAccount,
  otherToken,
  payAprilStatement,
  post,
  savings,
  setupHousehold,
  token,
  transferReserva,
} from "./accounts-cards-fixtures";

/**
 * Transfers between accounts and the balances they leave. Fatura 04 is already paid (220,00 from
 * the conta corrente); the 500,00 to the Poupança is the transfer the first test makes.
 */
setupHousehold(payAprilStatement);

describe("transfers", () => {
  it("moves money between two accounts (201), refuses the same account (400), a card (400) and another user's (404)", async () => {
    const res = await transferReserva();
    expect(res.body).toMatchObject({
      amount: 500,
      date: "2027-04-12",
      description: "Reserva",
      fromPaymentMethodId: { _id: checking, name: "Conta corrente" },
      toPaymentMethodId: { _id: savings, name: "Poupança" },
    });
    const base = { amount: 1, date: "2027-04-12" };
    const same = await post(createTransfer, "/api/v1/transfer", { ...base, fromPaymentMethodId: checking, toPaymentMethodId: checking });
    expect(same).toMatchObject({ status: 400, body: { message: "A conta de origem e a de destino devem ser diferentes." } });
    const toCard = await post(createTransfer, "/api/v1/transfer", { ...base, fromPaymentMethodId: checking, toPaymentMethodId: card });
    expect(toCard.status).toBe(400);
    const toOther = await post(createTransfer, "/api/v1/transfer", { ...base, fromPaymentMethodId: checking, toPaymentMethodId: otherAccount });
    expect(toOther.status).toBe(404);
    expect((await post(createTransfer, "/api/v1/transfer", { ...base, amount: 0, fromPaymentMethodId: checking, toPaymentMethodId: savings })).status).toBe(400);
  });

  it("lists the month's transfers and deletes one (another user's is a 404)", async () => {
    const temp = await post<{ _id: string }>(createTransfer, "/api/v1/transfer", {
      fromPaymentMethodId: savings,
      toPaymentMethodId: checking,
      amount: 7.77,
      date: "2027-03-30",
    });
    const march = await call<Array<{ _id: string }>>(listTransfers, { path: "/api/v1/transfer", query: { month: 3, year: 2027 }, token });
    expect(march.body.map((t) => t._id)).toEqual([temp.body._id]);
    expect((await call(listTransfers, { path: "/api/v1/transfer", query: { month: 3, year: 2027 }, token: otherToken })).body).toEqual([]);
    const path = `/api/v1/transfer/${temp.body._id}`;
    expect((await call(deleteTransfer, { method: "DELETE", path, params: { id: temp.body._id }, token: otherToken })).status).toBe(404);
    expect((await call(deleteTransfer, { method: "DELETE", path, params: { id: temp.body._id }, token })).status).toBe(204);
    expect((await call(listTransfers, { path: "/api/v1/transfer", query: { month: 3, year: 2027 }, token })).body).toEqual([]);
  });
});

describe("balances", () => {
  it("gives each account its hand-computed balance (only what is dated up to today)", async () => {
    const all = await methods();
    expect(all.get(checking)).toMatchObject({ openingBalance: 1000, balance: 3029.45 });
    expect(all.get(savings)).toMatchObject({ balance: 500 });
    expect((await methods(otherToken)).get(otherAccount)).toMatchObject({ balance: 10 });
  });

  it("sees every change at once: a transfer, a payment and an opening balance move the balances read next", async () => {
    await methods();
    const moved = await post<{ _id: string }>(createTransfer, "/api/v1/transfer", {
      fromPaymentMethodId: savings,
      toPaymentMethodId: checking,
      amount: 0.45,
      date: "2027-04-20",
    });
    expect((await methods()).get(checking)).toMatchObject({ balance: 3029.9 });
    await call(deleteTransfer, { method: "DELETE", path: `/api/v1/transfer/${moved.body._id}`, params: { id: moved.body._id }, token });
    expect((await methods()).get(checking)).toMatchObject({ balance: 3029.45 });
    const patch = (openingBalance: number) =>
      call(patchMethod, { method: "PATCH", path: `/api/v1/payment-method/${savings}`, params: { id: savings }, body: { openingBalance }, token });
    await patch(-100.5);
    expect((await methods()).get(savings)).toMatchObject({ openingBalance: -100.5, balance: 399.5 });
    await patch(0);
    expect((await methods()).get(savings)).toMatchObject({ balance: 500 });
  });
});
