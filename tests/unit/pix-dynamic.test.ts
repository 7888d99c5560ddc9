import { describe, expect, it } from "vitest";
import { readPixCode } from "@/lib/domain/pix-code";
import { captureFormValues } from "@/components/capture/capture-form-values";
import { readPaymentCode } from "@/server/capture/read-payment-code";
import { dynamicPix, staticPix } from "../helpers/payment-codes";

describe("a dynamic Pix code prefills what it carries, marked as the code's own", () => {
  it("reads its own amount and txid, and says it is dynamic", () => {
    expect(readPixCode(dynamicPix({ amount: "1234.56", txid: "MENSALIDADE0326" }))).toEqual({
      ok: true,
      code: {
        kind: "pix",
        amountCents: 123_456,
        payee: "Escola Aprender",
        city: "Sao Paulo",
        txid: "MENSALIDADE0326",
        key: null,
        dynamic: true,
      },
    });
  });

  it("leaves out what it does not carry, and the '***' txid that points to the payload", () => {
    expect(readPixCode(dynamicPix({ txid: "***" }))).toMatchObject({ ok: true, code: { amountCents: null, txid: null, dynamic: true } });
    expect(readPixCode(dynamicPix())).toMatchObject({ ok: true, code: { amountCents: null, txid: null, dynamic: true } });
  });

  it("refuses an amount the EMV rule refuses, as for a static code", () => {
    expect(readPixCode(dynamicPix({ amount: "1e20" }))).toMatchObject({ ok: false });
  });

  it("fills the entry's amount from it; a static code says it is not dynamic", () => {
    const json = readPaymentCode(dynamicPix({ amount: "89.90" }));
    expect(json).toMatchObject({ kind: "pix", amount: 89.9, dynamic: true });
    expect(captureFormValues(json)).toContainEqual(["amountText", "89,90"]);
    expect(readPixCode(staticPix({ amount: 10 }))).toMatchObject({ ok: true, code: { dynamic: false, amountCents: 1000 } });
  });
});
