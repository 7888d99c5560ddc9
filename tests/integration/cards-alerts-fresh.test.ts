import { describe, expect, it } from "vitest";
import { DELETE as deletePayment } from "@/app/api/v1/payment-method/[id]/statements/[month]/payments/[paymentId]/route";
import { db } from "@/lib/server/db";
import { findStatementAlerts } from "@/server/cards";
import { call } from "../helpers/api";
import {
  TODAY,
  card,
  checking,
  ownerId,
  payAprilStatement,
  payStatement,
  setupHousehold,
  token,
  transaction,
  types,
} from "./accounts-cards-fixtures";

/**
 * The bell reads every fatura's sums once per change of the user's data, not on every page: a
 * payment, its removal or a new purchase on a closed fatura shows in the very next read.
 */
setupHousehold(payAprilStatement);

const alerts = async () => (await findStatementAlerts(db, ownerId, TODAY)).map((a) => [a.month, a.status, a.remaining]);

describe("the bell after a change", () => {
  it("sees a fatura paid, the payment undone and a late purchase at once", async () => {
    expect(await alerts()).toEqual([["2027-03", "vencida", 100]]);
    const paid = await payStatement("2027-03", { amount: 100, paidOn: "2027-04-20", fromPaymentMethodId: checking });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(await alerts()).toEqual([]);

    const undone = await call(deletePayment, {
      method: "DELETE",
      params: { id: card, month: "2027-03", paymentId: paid.body._id },
      token,
    });
    expect(undone.status).toBe(204);
    expect(await alerts()).toEqual([["2027-03", "vencida", 100]]);

    // Closing on the 3rd: a purchase on 05/02 belongs to the fatura closing on 03/03, due in March.
    await transaction({ description: "Banca", valor: 7.5, transactionTypeId: types.despesa, paymentMethodId: card, transactionDate: "2027-02-05" });
    expect(await alerts()).toEqual([["2027-03", "vencida", 107.5]]);
  });
});
