import { describe, expect, it } from "vitest";
import { kindOfLength, payeeNameKey, readPayeeDocument } from "@/lib/domain/payee-document";

// Valid by their check digits (generated, not anyone's).
const CPF = "52998224725";
const CNPJ = "11222333000181";

describe("readPayeeDocument", () => {
  it("keeps a full CPF or CNPJ as digits when its check digits hold, with its kind", () => {
    expect(readPayeeDocument("529.982.247-25")).toEqual({ document: CPF, masked: false, kind: "pessoa" });
    expect(readPayeeDocument(CPF)).toEqual({ document: CPF, masked: false, kind: "pessoa" });
    expect(readPayeeDocument("11.222.333/0001-81")).toEqual({ document: CNPJ, masked: false, kind: "empresa" });
  });

  it("reads a document whose check digits fail as no document", () => {
    expect(readPayeeDocument("529.982.247-24")).toEqual({ document: null, masked: false, kind: null });
    expect(readPayeeDocument("11222333000182").document).toBeNull();
    expect(readPayeeDocument("11111111111").document).toBeNull();
    expect(readPayeeDocument("1234").document).toBeNull();
  });

  it("keeps a masked document as the bank gave it, marked masked and never completed", () => {
    expect(readPayeeDocument("***.456.789-**")).toEqual({ document: "***.456.789-**", masked: true, kind: "pessoa" });
    expect(readPayeeDocument(" **.222.333/0001-** ")).toEqual({
      document: "**.222.333/0001-**",
      masked: true,
      kind: "empresa",
    });
  });

  it("reads nothing, stars only, letters or an overlong text as no document", () => {
    for (const raw of [null, undefined, "", "   ", "***.***.***-**", "abc.456.789-00", "1".repeat(21)]) {
      expect(readPayeeDocument(raw), String(raw)).toEqual({ document: null, masked: false, kind: null });
    }
  });
});

describe("kindOfLength and payeeNameKey", () => {
  it("tells pessoa by 11 digits and empresa by 14", () => {
    expect([kindOfLength(11), kindOfLength(14), kindOfLength(12)]).toEqual(["pessoa", "empresa", null]);
  });

  it("folds case, accents and runs of spaces into one key", () => {
    expect(payeeNameKey("  PADARIA   São  João ")).toBe("padaria sao joao");
    expect(payeeNameKey("Padaria Sao Joao")).toBe(payeeNameKey("padaria  são joão"));
  });
});
