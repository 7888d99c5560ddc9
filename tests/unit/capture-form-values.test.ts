import { describe, expect, it } from "vitest";
import { captureFormValues } from "@/components/capture/capture-form-values";
import { day } from "@/lib/domain/calendar";

describe("captureFormValues", () => {
  it("fills an expense to the Pix payee with its amount, keeping the day", () => {
    const values = captureFormValues({
      kind: "pix",
      amount: 1234.5,
      payee: "PADARIA PÃO QUENTE",
      city: "SAO PAULO",
      txid: null,
      key: "x",
      dynamic: false,
    });
    expect(Object.fromEntries(values)).toEqual({
      transactionType: "despesa",
      description: "Padaria Pão Quente",
      amountText: "1.234,50",
    });
  });

  it("dates a boleto on its due day and names its bank; no amount leaves the field alone", () => {
    const values = captureFormValues({
      kind: "boleto",
      amount: null,
      dueDate: day("2026-12-05"),
      bank: { code: "237", name: "BANCO BRADESCO S.A." },
    });
    expect(Object.fromEntries(values)).toEqual({
      transactionType: "despesa",
      description: "Boleto Banco Bradesco S.A.",
      transactionDate: "2026-12-05",
    });
  });
});
