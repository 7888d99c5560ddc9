import { describe, expect, it } from "vitest";
import { POST as createTransfer } from "@/app/api/v1/transfer/route";
import { db } from "@/lib/server/db";
import { getAccountsBalanceCents } from "@/server/payment-methods/get-accounts-balance";
import { createTestUser } from "../helpers/users";
import {
  checking,
  method,
  otherToken,
  ownerId,
  payAprilStatement,
  post,
  savings,
  setupHousehold,
  transferReserva,
} from "./accounts-cards-fixtures";

/**
 * The "Saldo em contas" total of the Contas screen and the dashboard, summed in SQL. The household's
 * balances: conta corrente 3.029,45 and Poupança 500,00; the card holds no balance.
 */
setupHousehold(transferReserva, payAprilStatement);

describe("getAccountsBalanceCents", () => {
  it("adds up every account's balance as of today, in centavos, leaving cards and other users out", async () => {
    expect(await getAccountsBalanceCents(db, ownerId)).toBe(352_945);
  });

  it("is unmoved by a transfer between the user's own accounts and follows a new account's opening balance", async () => {
    const moved = await post(createTransfer, "/api/v1/transfer", {
      fromPaymentMethodId: savings,
      toPaymentMethodId: checking,
      amount: 0.45,
      date: "2027-04-20",
    });
    expect(moved.status).toBe(201);
    expect(await getAccountsBalanceCents(db, ownerId)).toBe(352_945);
    await method({ name: "Carteira", kind: "account", openingBalance: -0.1 });
    expect(await getAccountsBalanceCents(db, ownerId)).toBe(352_935);
    await method({ name: "Outra da outra", kind: "account", openingBalance: 1.01 }, otherToken);
    expect(await getAccountsBalanceCents(db, ownerId)).toBe(352_935);
  });

  it("is zero for a user without accounts", async () => {
    const { user } = await createTestUser();
    expect(await getAccountsBalanceCents(db, user.id)).toBe(0);
  });
});
