import { describe, expect, it } from "vitest";
import { transactionRequest } from "@/components/transactions/transaction-request";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { TransactionFormValues } from "@/lib/schemas/transactions";

const types = [
  { _id: "type-receita", transactionType: "receita" as const },
  { _id: "type-despesa", transactionType: "despesa" as const },
];

const values = (overrides: Partial<TransactionFormValues> = {}): TransactionFormValues => ({
  transactionType: "despesa",
  description: "Geladeira",
  amountCents: cents(10_003),
  transactionDate: day("2026-12-31"),
  categoryId: "cat",
  paymentMethodId: null,
  isInstallment: false,
  installments: 2,
  isObjective: false,
  objectiveId: null,
  ...overrides,
});

describe("transactionRequest", () => {
  it("blocks saving unless both receita and despesa are known", () => {
    expect(transactionRequest(values(), [], null)).toBeNull();
    expect(transactionRequest(values(), types.slice(0, 1), null)).toBeNull();
    expect(transactionRequest(values(), types.slice(1), "id-1")).toBeNull();
  });

  it("creates a plain transaction with its type's id and valor in reais", () => {
    expect(transactionRequest(values({ transactionType: "receita" }), types, null)).toEqual({
      path: "/transaction",
      method: "POST",
      installment: false,
      body: {
        description: "Geladeira",
        valor: 100.03,
        categoryId: "cat",
        paymentMethodId: null,
        transactionTypeId: "type-receita",
        transactionDate: "2026-12-31",
        isObjective: false,
        objectiveId: null,
      },
    });
  });

  it("sends a new expense with the option ticked as an instalment purchase, without objective", () => {
    const request = transactionRequest(
      values({ isInstallment: true, installments: 10, isObjective: true, objectiveId: "obj" }),
      types,
      null,
    );
    expect(request?.path).toBe("/transaction/installment");
    expect(request?.installment).toBe(true);
    expect(request?.body).toMatchObject({ installments: 10, transactionTypeId: "type-despesa" });
    expect(request?.body).not.toHaveProperty("objectiveId");
  });

  it("sends an estorno as a positive valor with estorno: true, and says false for any other despesa", () => {
    const refund = transactionRequest(values({ estorno: true, paymentMethodId: "card" }), types, null);
    expect(refund?.body).toMatchObject({ valor: 100.03, estorno: true, transactionTypeId: "type-despesa" });
    expect(transactionRequest(values(), types, "id-1")?.body).toMatchObject({ estorno: false });
    // Linked to an objective, a despesa is a deposit: never an estorno.
    expect(transactionRequest(values({ estorno: true, isObjective: true, objectiveId: "o" }), types, null)?.body).toMatchObject({ estorno: false });
  });

  it("never splits an income or an edit into parcels", () => {
    expect(transactionRequest(values({ isInstallment: true, transactionType: "receita" }), types, null)?.path).toBe(
      "/transaction",
    );
    const edit = transactionRequest(values({ isInstallment: true, isObjective: true, objectiveId: "obj" }), types, "id-1");
    expect(edit).toMatchObject({ path: "/transaction/id-1", method: "PATCH", installment: false });
    expect(edit?.body).toMatchObject({ isObjective: true, objectiveId: "obj" });
  });

  it("names the scope of an edit that reaches other parcelas, and only then", () => {
    expect(transactionRequest(values(), types, "id-1", "future")?.body).toMatchObject({ scope: "future" });
    expect(transactionRequest(values(), types, "id-1", "all")?.body).toMatchObject({ scope: "all" });
    expect(transactionRequest(values(), types, "id-1", "this")?.body).not.toHaveProperty("scope");
    expect(transactionRequest(values(), types, "id-1")?.body).not.toHaveProperty("scope");
  });
});

describe("transactionRequest and the payee", () => {
  it("sends the chosen payee, null when removed, and leaves it out when the form never had the field", () => {
    expect(transactionRequest(values({ payeeId: "payee-1" }), types, null)?.body.payeeId).toBe("payee-1");
    expect(transactionRequest(values({ payeeId: null }), types, "id-1")?.body).toHaveProperty("payeeId", null);
    expect(transactionRequest(values(), types, "id-1")?.body).not.toHaveProperty("payeeId");
    expect(transactionRequest(values({ payeeId: "payee-1", isInstallment: true, installments: 3 }), types, null)?.body.payeeId).toBe("payee-1");
  });
});
