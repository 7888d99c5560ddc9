import { centsToReais } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import type { ComparisonJson } from "@/lib/schemas/dashboard";

/**
 * Percentages the dashboard answers with, computed from integer centavos and rounded to one
 * decimal (half away from zero) with exact integer arithmetic: never NaN, Infinity or -0.
 */

/** Below R$ 1 last month is no base: R$ 0,50 → R$ 28,41 would read "↗ 5.581,5%". */
export const NO_BASE_BELOW_CENTS = 100;

/**
 * (current − previous) / |previous| × 100; both zero → 0; previous under R$ 1 (zero included)
 * otherwise → null, which the dashboard shows as "Não há comparação".
 */
export function percentageChange(currentCents: number, previousCents: number): number | null {
  if (previousCents === 0 && currentCents === 0) return 0;
  if (Math.abs(previousCents) < NO_BASE_BELOW_CENTS) return null;
  return roundedPercent(currentCents - previousCents, Math.abs(previousCents));
}

/** Fewer distinct days with a receita or despesa than this in the compared period is no base. */
export const MIN_ACTIVE_DAYS = 3;

/** How much the compared period (the month before, or its same days) holds. */
export interface ComparisonBase {
  /** Distinct days with a receita or despesa in the compared period. */
  activeDays: number;
  /** Any row dated before the counted month: false means this is the person's first month. */
  hasEarlierRows: boolean;
}

/**
 * What a stat card says under its figure (docs/decisions/honest-comparisons.md):
 * - "percent": the change, only when the compared period had activity on MIN_ACTIVE_DAYS days or
 *   more and its value is R$ 1 or more (or both values are zero);
 * - "first-month": nothing at all before this month ("Primeiro mês");
 * - "previous-value": too little to divide by, so the previous value in reais instead;
 * - "none": a month not begun (base null) has nothing to compare.
 */
export type Comparison =
  | { kind: "percent"; value: number }
  | { kind: "first-month" }
  | { kind: "previous-value"; previousCents: Cents }
  | { kind: "none" };

export function compareWithPrevious(
  currentCents: Cents,
  previousCents: Cents,
  base: ComparisonBase | null,
): Comparison {
  if (base === null) return { kind: "none" };
  if (!base.hasEarlierRows) return { kind: "first-month" };
  const percent = base.activeDays >= MIN_ACTIVE_DAYS ? percentageChange(currentCents, previousCents) : null;
  return percent === null
    ? { kind: "previous-value", previousCents }
    : { kind: "percent", value: percent };
}

/** A comparison as the API answers it: the previous value in reais. */
export function comparisonJson(comparison: Comparison): ComparisonJson {
  return comparison.kind === "previous-value"
    ? { kind: "previous-value", previous: centsToReais(comparison.previousCents) }
    : comparison;
}

/** The percentage a comparison carries, or null (the API's `percentage…` fields). */
export function comparisonPercent(comparison: Comparison): number | null {
  return comparison.kind === "percent" ? comparison.value : null;
}

/** part / whole × 100 (a share of the month's expense); 0 when the whole is 0. */
export function percentageShare(partCents: number, wholeCents: number): number {
  return wholeCents === 0 ? 0 : roundedPercent(partCents, Math.abs(wholeCents));
}

function roundedPercent(numerator: number, denominator: number): number {
  const scaled = BigInt(Math.abs(numerator)) * 1000n;
  const divisor = BigInt(denominator);
  const tenths = (2n * scaled + divisor) / (2n * divisor);
  if (tenths === 0n) return 0;
  return (numerator < 0 ? -Number(tenths) : Number(tenths)) / 10;
}
