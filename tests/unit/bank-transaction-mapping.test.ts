import { describe, expect, it } from "vitest";
import { floatToCents } from "@/lib/format/money";
import { bankDay, mapBankTransaction } from "@/lib/domain/bank-transaction-mapping";

describe("floatToCents", () => {
  it("rounds half away from zero on the decimal the float stands for", () => {
    expect(floatToCents(1.005)).toBe(101);
    expect(floatToCents(-1.005)).toBe(-101);
    expect(floatToCents(2.675)).toBe(268);
    expect(floatToCents(-0.004)).toBe(-0);
    expect(floatToCents(0.1 + 0.2)).toBe(30);
    expect(floatToCents(1234567.89)).toBe(123456789);
    expect(() => floatToCents(Number.NaN)).toThrow();
  });
});

describe("mapBankTransaction", () => {
  const base = { id: "t1", date: "2026-01-31T23:30:00-03:00", description: "COMPRA" };

  it("reads an instant on its São Paulo day, even across the month's end in UTC", () => {
    expect(bankDay("2026-02-01T02:30:00.000Z")).toBe("2026-01-31");
    expect(mapBankTransaction({ ...base, amount: -1 }, "BANK")).toMatchObject({
      day: "2026-01-31",
    });
  });

  it("follows Pluggy's signs: BANK out is despesa, in is receita; on a card a purchase is despesa and a credit never income", () => {
    expect(mapBankTransaction({ ...base, amount: -10 }, "BANK")).toMatchObject({
      type: "despesa",
      cents: 1000,
    });
    expect(mapBankTransaction({ ...base, amount: 10 }, "BANK")).toMatchObject({
      type: "receita",
      cents: 1000,
    });
    expect(mapBankTransaction({ ...base, amount: 10 }, "CREDIT")).toMatchObject({
      type: "despesa",
    });
    expect(
      mapBankTransaction({ ...base, amount: -10, description: "Estorno" }, "CREDIT"),
    ).toMatchObject({ kind: "transaction", type: "despesa", cents: -1000 });
    expect(
      mapBankTransaction({ ...base, amount: -10, description: "Pagamento recebido" }, "CREDIT"),
    ).toEqual({
      kind: "card_payment",
      pluggyId: "t1",
      cents: 1000,
      day: "2026-01-31",
    });
    expect(mapBankTransaction({ ...base, amount: 0.001 }, "BANK")).toBeNull();
  });

  it("shows the merchant, keeps the raw text, names the payee and reads parcelas", () => {
    const mapped = mapBankTransaction(
      {
        ...base,
        amount: 33.33,
        descriptionRaw: "IFD*IFOOD SAO PAULO",
        merchant: { name: "iFood" },
        paymentData: {
          receiver: { name: "iFood", documentNumber: { value: "14.380.200/0001-21" } },
        },
        creditCardMetadata: {
          installmentNumber: 2,
          totalInstallments: 3,
          totalAmount: 99.99,
          purchaseDate: "2025-12-10T15:00:00.000Z",
        },
      },
      "CREDIT",
    );
    expect(mapped).toMatchObject({
      description: "iFood",
      rawDescription: "IFD*IFOOD SAO PAULO",
      counterparty: "iFood (14.380.200/0001-21)",
      installment: { index: 2, count: 3, totalCents: 9999, purchaseDay: "2025-12-10" },
    });
  });
});
