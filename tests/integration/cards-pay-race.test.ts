import { describe, expect, it } from "vitest";
import { checking, payStatement, setupHousehold, statement } from "./accounts-cards-fixtures";

/** The household's card: faturas 03 to 07, nothing paid yet. */
setupHousehold();

describe("paying one fatura twice at once", () => {
  it("each payment fits what is left but not both: one is taken (201), the other refused (400)", async () => {
    for (const month of ["2027-03", "2027-04", "2027-05", "2027-06", "2027-07"]) {
      const { total } = (await statement(month)).body;
      expect(total).toBeGreaterThan(0);
      const amount = Math.ceil(total * 60) / 100;
      const pay = () =>
        payStatement(month, { amount, paidOn: "2027-04-15", fromPaymentMethodId: checking });
      const [a, b] = await Promise.all([pay(), pay()]);
      expect([a.status, b.status].sort(), month).toEqual([201, 400]);
      expect((await statement(month)).body).toMatchObject({ total, paid: amount });
    }
  });
});
