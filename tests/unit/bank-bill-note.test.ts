import { describe, expect, it } from "vitest";
import { bankBillNote } from "@/components/cards/bank-bill-note";
import { cents } from "@/lib/format/money";

describe("bankBillNote", () => {
  it("says the bank's figure and the difference from the items, in pt-BR, either way", () => {
    expect(bankBillNote(cents(4235), cents(3000))?.replace(/\s/g, " ")).toBe(
      "Valor informado pelo banco: R$ 42,35 (diferença de R$ 12,35 em relação aos lançamentos)",
    );
    expect(bankBillNote(cents(2500), cents(3000))?.replace(/\s/g, " ")).toBe(
      "Valor informado pelo banco: R$ 25,00 (diferença de R$ 5,00 em relação aos lançamentos)",
    );
  });

  it("says nothing when the bank agrees or sent no bill", () => {
    expect(bankBillNote(cents(3000), cents(3000))).toBeNull();
    expect(bankBillNote(null, cents(3000))).toBeNull();
  });
});
