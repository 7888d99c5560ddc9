import { rules2025 } from "@/lib/domain/tax/rules-2025";
import { rules2026 } from "@/lib/domain/tax/rules-2026";
import type { TaxRules } from "@/lib/domain/tax/rules-types";

/**
 * Every ano-calendário Bolso has rules for. A new year is a new data file (rules-<year>.ts) and
 * its line here.
 */
export const TAX_RULES: readonly TaxRules[] = [rules2025, rules2026];

/** The newest rules: what a category's or payee's marking is checked against. */
export const LATEST_TAX_RULES: TaxRules = TAX_RULES[TAX_RULES.length - 1]!;

/**
 * The rules of `year`; a year without its own file reads the nearest year's (the latest before
 * it, else the first), and the report says whose rules it used.
 */
export function taxRulesFor(year: number): TaxRules {
  const exact = TAX_RULES.find((rules) => rules.year === year);
  if (exact) return exact;
  const before = TAX_RULES.filter((rules) => rules.year < year).at(-1);
  return before ?? TAX_RULES[0]!;
}

/** Every code a year's mapping names, so a test can hold each one to the year's tables. */
export function codesUsedByMapping(rules: TaxRules): { assets: string[]; debts: string[] } {
  const { mapping } = rules;
  const assets = new Set([
    mapping.account,
    mapping.savingsAccount,
    ...Object.values(mapping.investmentSubtypes),
    ...Object.values(mapping.investmentKinds),
    ...Object.keys(mapping.exemptAssets),
    ...Object.keys(mapping.exclusiveAssets),
  ]);
  return { assets: [...assets], debts: [...new Set(Object.values(mapping.loanKinds))] };
}
