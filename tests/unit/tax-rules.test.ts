import { describe, expect, it } from "vitest";
import { TAX_RULES, codesUsedByMapping, taxRulesFor } from "@/lib/domain/tax/rules";
import type { TaxRules } from "@/lib/domain/tax/rules-types";
import { DEDUCTIBLE_KINDS } from "@/lib/schemas/tax";

/** Each code (or line, or key) listed twice in one of a year's tables, as "table: code". */
function duplicatedCodes(rules: TaxRules): string[] {
  const tables: Record<string, string[]> = {
    paymentCodes: rules.paymentCodes.map((entry) => entry.code),
    assetCodes: rules.assetCodes.map((entry) => entry.groupCode),
    debtCodes: rules.debtCodes.map((entry) => entry.code),
    "exemptLines.key": rules.exemptLines.map((entry) => entry.key),
    "exemptLines.line": rules.exemptLines.map((entry) => entry.line),
    "exclusiveLines.key": rules.exclusiveLines.map((entry) => entry.key),
    "exclusiveLines.line": rules.exclusiveLines.map((entry) => entry.line),
    dependentRelationships: rules.dependentRelationships.map((entry) => entry.code),
  };
  return Object.entries(tables).flatMap(([table, codes]) =>
    [...new Set(codes.filter((code, index) => codes.indexOf(code) !== index))].map((code) => `${table}: ${code}`),
  );
}

describe("the rules of each ano-calendário", () => {
  it("claims 2025 and 2026, each once", () => {
    expect(TAX_RULES.map((rules) => rules.year)).toEqual([2025, 2026]);
  });

  it("holds 2025's confirmed figures: educação R$ 3.561,50 per person, dependente R$ 2.275,08, bens above R$ 140,00", () => {
    const rules = taxRulesFor(2025);
    expect(rules.educationCapPerPerson).toMatchObject({ valueCents: 356_150, toCheck: false });
    expect(rules.dependentDeduction).toMatchObject({ valueCents: 227_508, toCheck: false });
    expect(rules.assetMinimum).toMatchObject({ valueCents: 14_000, toCheck: false });
  });

  it("keeps 2026's figures with Lei 15.270/2025's notes, each to be checked until the program is out", () => {
    const rules = taxRulesFor(2026);
    expect(rules.educationCapPerPerson.valueCents).toBe(356_150);
    expect(rules.educationCapPerPerson.toCheck).toBe(true);
    expect(rules.notes.length).toBeGreaterThan(0);
    expect(rules.notes.every((note) => note.source.includes("15.270/2025"))).toBe(true);
  });

  it.each(TAX_RULES.map((rules) => [rules.year, rules] as const))(
    "%i: every figure and code has a source, and every code its mapping uses is in its tables",
    (_year, rules) => {
      const sourced = [
        rules.educationCapPerPerson,
        rules.dependentDeduction,
        rules.assetMinimum,
        ...rules.paymentCodes,
        ...rules.assetCodes,
        ...rules.debtCodes,
        ...rules.exemptLines,
        ...rules.exclusiveLines,
        ...rules.dependentRelationships,
      ];
      for (const item of sourced) {
        expect(item.source.length).toBeGreaterThan(5);
        expect(typeof item.toCheck).toBe("boolean");
      }
      const { assets, debts } = codesUsedByMapping(rules);
      const assetCodes = new Set(rules.assetCodes.map((code) => code.groupCode));
      for (const code of [...assets, "06-02"]) expect(assetCodes, code).toContain(code);
      const debtCodes = new Set(rules.debtCodes.map((code) => code.code));
      for (const code of debts) expect(debtCodes, code).toContain(code);
      const exemptKeys = new Set(rules.exemptLines.map((line) => line.key));
      for (const key of Object.values(rules.mapping.exemptAssets)) expect(exemptKeys).toContain(key);
      const exclusiveKeys = new Set(rules.exclusiveLines.map((line) => line.key));
      for (const key of Object.values(rules.mapping.exclusiveAssets)) expect(exclusiveKeys).toContain(key);
      for (const kind of DEDUCTIBLE_KINDS) {
        expect(rules.paymentCodes.some((code) => code.kind === kind), kind).toBe(true);
      }
      expect(rules.paymentCodes.filter((code) => code.capped).map((code) => code.code)).toEqual(["01"]);
      expect(duplicatedCodes(rules)).toEqual([]);
      const codes = rules.paymentCodes.map((code) => code.code);
      expect(codes).toEqual(expect.arrayContaining(["01", "09", "10", "11", "12", "13", "14", "21", "26", "30", "33", "36"]));
    },
  );

  it("finds a code listed twice in any table (a year's data must list each code once)", () => {
    const rules = taxRulesFor(2025);
    const twice: TaxRules = {
      ...rules,
      paymentCodes: [...rules.paymentCodes, rules.paymentCodes.find((code) => code.code === "14")!],
      debtCodes: [...rules.debtCodes, rules.debtCodes[0]!],
    };
    expect(duplicatedCodes(twice)).toEqual(["paymentCodes: 14", "debtCodes: 11"]);
  });

  it("a year without its own file reads the nearest year's rules", () => {
    expect(taxRulesFor(2019).year).toBe(2025);
    expect(taxRulesFor(2031).year).toBe(2026);
  });
});
