import { describe, expect, it } from "vitest";
import { initialPaymentMethodExtra, paymentMethodExtraBody } from "@/components/payment-methods/payment-method-fields";
import { sharedByLine } from "@/components/payment-methods/sharing-labels";

describe("sharedByLine", () => {
  it("says whose and how for another member's payment method", () => {
    expect(sharedByLine({ ownerName: "Ana", sharing: "read_only", access: "read" })).toBe("de Ana · Só ver");
    expect(sharedByLine({ ownerName: "Ana", sharing: "shared", access: "write" })).toBe("de Ana · Ver e lançar");
    // A "Só ver" member sees an account shared "Ver e lançar" only to see.
    expect(sharedByLine({ ownerName: "Ana", sharing: "shared", access: "read" })).toBe("de Ana · Só ver");
  });

  it("says nothing for the person's own", () => {
    expect(sharedByLine({ sharing: "shared", access: "owner" })).toBeNull();
    expect(sharedByLine({})).toBeNull();
  });
});

describe("sharing in the payment method dialog", () => {
  const account = { kind: "account", openingBalance: 0, sharing: "private", access: "owner" };

  it("sends { sharing } only when its owner changed it", () => {
    const extra = initialPaymentMethodExtra(account);
    expect(paymentMethodExtraBody(extra)).not.toHaveProperty("sharing");
    expect(paymentMethodExtraBody({ ...extra, sharing: "read_only" })).toMatchObject({ kind: "account", sharing: "read_only" });
  });

  it("offers no sharing on another member's method, nor on a new one", () => {
    expect(initialPaymentMethodExtra({ ...account, access: "write" }).sharing).toBeNull();
    expect(initialPaymentMethodExtra(null).sharing).toBeNull();
  });
});
