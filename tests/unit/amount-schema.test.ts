import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonAmountSchema, typedAmountSchema } from "@/lib/schemas/amount";
import { MAX_AMOUNT_CENTS, jsonReaisToCents } from "@/lib/format/money";

const messages = {
  required: "obrigatório",
  invalid: "inválido",
  decimals: "casas",
  positive: "positivo",
  tooLarge: "grande",
};
const json = jsonAmountSchema(messages);
const typed = typedAmountSchema(messages);
const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("jsonReaisToCents", () => {
  it("reads every two-decimal number and its decimal string exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }), (cents) => {
        expect(jsonReaisToCents(cents / 100)).toBe(cents);
        expect(jsonReaisToCents((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });

  it("absorbs binary noise and refuses a real third decimal, even next to the maximum", () => {
    expect(jsonReaisToCents(0.1 + 0.2)).toBe(30);
    expect(jsonReaisToCents(999_999_999.99)).toBe(MAX_AMOUNT_CENTS);
    expect(jsonReaisToCents(999_999_999.991)).toBe("decimals");
    expect(jsonReaisToCents(0.001)).toBe("decimals");
    expect(jsonReaisToCents("12.300")).toBe(1230);
    expect(jsonReaisToCents("12.301")).toBe("decimals");
  });

  it("is null for what is not an amount", () => {
    for (const value of ["", "dez", "10,50", "-", "1e3", ".5", Number.NaN, Infinity]) {
      expect(jsonReaisToCents(value)).toBeNull();
    }
  });
});

describe("jsonAmountSchema", () => {
  it("answers each refusal with its message", () => {
    expect(issue(json.safeParse(undefined))).toBe("obrigatório");
    expect(issue(json.safeParse(null))).toBe("obrigatório");
    expect(issue(json.safeParse(true))).toBe("inválido");
    expect(issue(json.safeParse("dez"))).toBe("inválido");
    expect(issue(json.safeParse(10.005))).toBe("casas");
    expect(issue(json.safeParse(0))).toBe("positivo");
    expect(issue(json.safeParse(-10))).toBe("positivo");
    expect(issue(json.safeParse(1_000_000_000))).toBe("grande");
    expect(issue(json.safeParse("99999999999999999999"))).toBe("grande");
  });

  it("uses the invalid message for a third decimal when no other is given", () => {
    const plain = jsonAmountSchema({ ...messages, decimals: undefined });
    expect(issue(plain.safeParse(0.001))).toBe("inválido");
  });
});

describe("typedAmountSchema", () => {
  it("reads Brazilian notation with the same limits", () => {
    expect(typed.parse("1.234,56")).toBe(123456);
    expect(typed.parse(" R$ 10 ")).toBe(1000);
    expect(issue(typed.safeParse("  "))).toBe("obrigatório");
    expect(issue(typed.safeParse("abc"))).toBe("inválido");
    expect(issue(typed.safeParse("0,00"))).toBe("positivo");
  });
});
